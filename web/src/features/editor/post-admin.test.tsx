import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ContentError } from '../../data/content-store';
import { findPageHeading } from '../../testing/render-route';
import { imageFile, installFakeCodec } from '../images/images-test-kit';
import { copyPaths, HELLO_COVER_PATH, holdUploads, renderAdmin, saveStatus, spiedStore } from './testing/render-admin';

beforeEach(() => {
  // The 404 page logs through console.error; keep the output readable.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const rowOf = (title: string) => screen.getByRole('row', { name: new RegExp(title) });

describe('admin post list', () => {
  it('lists every post, drafts included, newest first, with status, date and missing languages', async () => {
    renderAdmin('/admin/blog');
    await findPageHeading('Blog posts');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Secret draft',
      'Typed code',
      'Only in English',
      'Hello world',
    ]);
    expect(within(rowOf('Secret draft')).getByText('EN draft · ES draft')).toBeInTheDocument();
    expect(within(rowOf('Typed code')).getByText('EN published · ES published')).toBeInTheDocument();
    // Published and last updated on the same day.
    expect(within(rowOf('Typed code')).getAllByText('June 13, 2026')).toHaveLength(2);
    expect(within(rowOf('Hello world')).getByText('June 5, 2026')).toBeInTheDocument();
    // A missing translation is marked apart (bold, danger colour, dashed box), not styled as a present one.
    expect(within(rowOf('Only in English')).getByText('ES missing')).toHaveClass('admin-list__missing');
    expect(within(rowOf('Only in English')).getByText('EN')).not.toHaveClass('admin-list__missing');
    expect(within(rowOf('Typed code')).queryByText(/missing/)).not.toBeInTheDocument();
    // View only for published posts; it links to the public page.
    expect(within(rowOf('Typed code')).getByRole('link', { name: 'View “Typed code” on the site' })).toHaveAttribute(
      'href',
      '/blog/typed-code',
    );
    expect(within(rowOf('Secret draft')).queryByRole('link', { name: /View/ })).not.toBeInTheDocument();
    expect(within(rowOf('Secret draft')).getByRole('link', { name: 'Edit “Secret draft”' })).toHaveAttribute(
      'href',
      '/admin/blog/editar/secret-draft',
    );
  });

  it('links each title to its editor, in the language of the list', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdmin('/es/admin/blog');
    await findPageHeading('Entradas del blog');
    const title = within(rowOf('Código tipado')).getByRole('link', { name: 'Código tipado' });
    expect(title).toHaveAttribute('href', '/es/admin/blog/editar/typed-code');
    // The row header is still the title alone (what the table announces for each cell of the row).
    expect(within(rowOf('Código tipado')).getByRole('rowheader')).toHaveAccessibleName('Código tipado');
    await user.click(title);
    await findPageHeading('Editar entrada: Código tipado');
  });

  it('speaks Spanish under /es', async () => {
    renderAdmin('/es/admin/blog');
    await findPageHeading('Entradas del blog');
    expect(within(rowOf('Only in English')).getByText('Falta ES')).toBeInTheDocument();
    expect(within(rowOf('Código tipado')).getAllByText('13 de junio de 2026')).toHaveLength(2);
  });

  it('shows an empty state', async () => {
    renderAdmin('/admin/blog', spiedStore({}));
    expect(await screen.findByText('No posts yet. Write the first one!')).toBeInTheDocument();
  });

  it('shows a translated message when the list cannot be read', async () => {
    const store = spiedStore();
    vi.mocked(store.listPosts).mockRejectedValue(new ContentError('permission-denied', 'denied'));
    renderAdmin('/admin/blog', store);
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be loaded.*database refused/);
  });

  it('publishes (dated now) and unpublishes (date kept), leaving the content as it was', async () => {
    const user = userEvent.setup({ delay: null });
    const store = spiedStore();
    renderAdmin('/admin/blog', store);
    await findPageHeading('Blog posts');
    const draftDate = (await store.getPost('secret-draft', { includeDrafts: true }))!.publishedAt;
    const beforePublish = Date.now();
    await user.click(screen.getByRole('button', { name: 'Publish “Secret draft”' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('“Secret draft” is published.'));
    await waitFor(() => expect(within(rowOf('Secret draft')).getByText('EN published · ES published')).toBeInTheDocument());
    const saved = await store.getPost('secret-draft');
    expect(saved).toMatchObject({
      langs: { en: expect.anything(), es: expect.anything() },
      body: { en: 'Draft body', es: 'Cuerpo del borrador' },
      title: { en: 'Secret draft' },
    });
    // The draft's old date gave way to the moment it was published.
    expect(saved!.publishedAt).not.toBe(draftDate);
    expect(saved!.publishedAt).toBeGreaterThanOrEqual(beforePublish);

    await user.click(screen.getByRole('button', { name: 'Unpublish “Secret draft”' }));
    await waitFor(() => expect(within(rowOf('Secret draft')).getByText('EN draft · ES draft')).toBeInTheDocument());
    expect(await store.getPost('secret-draft')).toBeNull();
    expect((await store.getPost('secret-draft', { includeDrafts: true }))!.publishedAt).toBe(saved!.publishedAt);
  });

  it('unpublishing and publishing again keeps the first publication date, from the list and from the form', async () => {
    const user = userEvent.setup({ delay: null });
    const store = spiedStore();
    renderAdmin('/admin/blog', store);
    await findPageHeading('Blog posts');
    const firstDate = (await store.getPost('hello-world'))!.publishedAt;
    await user.click(screen.getByRole('button', { name: 'Unpublish “Hello world”' }));
    await waitFor(() => expect(within(rowOf('Hello world')).getByText('EN draft · ES draft')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Publish “Hello world”' }));
    await waitFor(() => expect(within(rowOf('Hello world')).getByText('EN published · ES published')).toBeInTheDocument());
    expect((await store.getPost('hello-world'))!.publishedAt).toBe(firstDate);

    // The same in the editor: each language unpublished, then published again from its menu.
    await user.click(within(rowOf('Hello world')).getByRole('link', { name: 'Hello world' }));
    await findPageHeading('Edit post: Hello world');
    for (const language of ['English', 'Spanish']) {
      await user.click(screen.getByRole('button', { name: `Publishing options (${language})` }));
      await user.click(screen.getByRole('menuitem', { name: 'Unpublish…' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Unpublish' }));
      await waitFor(() => expect(saveStatus()).toHaveTextContent(`${language} version unpublished`));
    }
    expect(await store.getPost('hello-world')).toBeNull();
    for (const language of ['English', 'Spanish']) {
      await user.click(screen.getByRole('button', { name: `Publishing options (${language})` }));
      await user.click(screen.getByRole('menuitem', { name: 'Publish now' }));
      await waitFor(() => expect(saveStatus()).toHaveTextContent(`${language} version published`));
    }
    expect((await store.getPost('hello-world'))!.publishedAt).toBe(firstDate);
  });

  it('gives focus back to the Delete button when deleting fails', async () => {
    const user = userEvent.setup({ delay: null });
    const store = spiedStore();
    vi.mocked(store.deletePost).mockRejectedValue(new ContentError('permission-denied', 'denied'));
    renderAdmin('/admin/blog', store);
    await findPageHeading('Blog posts');
    const remove = screen.getByRole('button', { name: 'Delete “Hello world”' });
    await user.click(remove);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The database refused the change');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).toHaveFocus();
  });

  it('keeps the list as it was and explains when publishing is refused', async () => {
    const user = userEvent.setup({ delay: null });
    const store = spiedStore();
    vi.mocked(store.storePost).mockRejectedValue(new ContentError('permission-denied', 'denied'));
    renderAdmin('/admin/blog', store);
    await findPageHeading('Blog posts');
    await user.click(screen.getByRole('button', { name: 'Publish “Secret draft”' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The database refused the change');
    expect(within(rowOf('Secret draft')).getByText('EN draft · ES draft')).toBeInTheDocument();
  });

  it('deletes only after a confirmation naming the post, into the Trash, keeping its images', async () => {
    const user = userEvent.setup({ delay: null });
    const store = spiedStore();
    renderAdmin('/admin/blog', store);
    await findPageHeading('Blog posts');

    await user.click(screen.getByRole('button', { name: 'Delete “Hello world”' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this post?' });
    expect(dialog).toHaveTextContent(
      '“Hello world” goes to the Trash, and visitors lose it at once. You can bring it back from the Trash for 30 days.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.deletePost).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete “Hello world”' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Hello world/ })).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('“Hello world” was moved to the Trash.');
    // Its Delete button went with the row: focus is on the list's heading, not lost to the page body.
    expect(screen.getByRole('heading', { level: 1, name: 'Blog posts' })).toHaveFocus();
    expect(store.deletePost).toHaveBeenCalledWith('hello-world');
    // The cover and its copies stay, for the trash and the history: the daily clean-up judges them.
    expect(store.deleteImage).not.toHaveBeenCalled();
    expect(await store.getPost('hello-world', { includeDrafts: true })).toBeNull();
    expect((await store.listTrash()).map((item) => item.id)).toEqual(['hello-world']);
  });
});

describe('post form', () => {
  it('creates a valid post: the slug follows the title, then the edit page, the list and the public page show it', async () => {
    const user = userEvent.setup({ delay: null });
    const store = spiedStore();
    const { router } = renderAdmin('/admin/blog/crear', store);
    await findPageHeading('New post');

    await user.type(screen.getByLabelText('Title (English)'), 'Testing forms!');
    expect(screen.getByLabelText('Address (slug)')).toHaveValue('testing-forms');
    await user.type(screen.getByLabelText('Summary (English)'), 'How to test forms.');
    await user.type(screen.getByLabelText('Body in Markdown (English)'), 'Use **roles**.');
    // The live preview renders the Markdown with the public page's component.
    expect(within(screen.getByRole('region', { name: 'Preview (English)' })).getByText('roles').tagName).toBe('STRONG');
    await user.type(screen.getByLabelText('Tags'), 'testing{Enter}a11y,');
    expect(screen.getByRole('button', { name: 'Remove tag a11y' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blog/editar/testing-forms'));
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Post created as a draft: only you can see it.'));
    await user.click(screen.getByRole('button', { name: 'Publishing options (English)' }));
    await user.click(screen.getByRole('menuitem', { name: 'Publish now' }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent('English version published: visitors can read it now.'));
    expect(store.storePost).toHaveBeenCalledTimes(2);
    expect(vi.mocked(store.storePost).mock.calls[1][0].published).toMatchObject({
      id: 'testing-forms',
      langs: { en: expect.anything() },
      title: { en: 'Testing forms!', es: '' },
      tags: ['testing', 'a11y'],
      readingMinutes: { en: 1, es: 0 },
    });

    // Stored in the order typed, not re-sorted: the edit page shows them as the owner left them.
    expect((await store.getPost('testing-forms'))?.tags).toEqual(['testing', 'a11y']);
    expect(
      within(screen.getByRole('list', { name: 'Tags added' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['testing×', 'a11y×']);

    await act(() => router.navigate('/admin/blog'));
    expect(await screen.findByRole('rowheader', { name: 'Testing forms!' })).toBeInTheDocument();
    await act(() => router.navigate('/blog/testing-forms'));
    expect(await findPageHeading('Testing forms!')).toBeInTheDocument();
  });

  it('shows translated errors next to the fields and sends nothing while invalid', async () => {
    const user = userEvent.setup({ delay: null });
    const store = spiedStore();
    renderAdmin('/admin/blog/crear', store);
    await findPageHeading('New post');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/The form has \d+ errors/);
    const title = screen.getByLabelText('Title (English)');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(/Write a title in at least one language/);
    // Focus goes to the first invalid field: the address, above the title.
    expect(screen.getByLabelText('Address (slug)')).toHaveFocus();
    expect(screen.getByLabelText('Address (slug)')).toHaveAccessibleDescription(/This field is required/);

    await user.type(title, 'Only a title');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Summary (English)')).toHaveAccessibleDescription(/Required in every language that has a title/);
    expect(screen.getByLabelText('Body in Markdown (English)')).toHaveAccessibleDescription(/Required in every language/);

    // An error in the other language: its tab says so, and saving switches to it.
    await user.type(screen.getByLabelText('Summary (English)'), 'S');
    await user.type(screen.getByLabelText('Body in Markdown (English)'), 'B');
    await user.click(screen.getByRole('tab', { name: 'Spanish' }));
    await user.type(screen.getByLabelText('Title (Spanish)'), 'Solo título');
    await user.click(screen.getByRole('tab', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('tab', { name: 'Spanish (has errors)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Summary (Spanish)')).toHaveFocus();

    await user.type(screen.getByLabelText('Tags'), '***{Enter}');
    expect(screen.getByLabelText('Tags')).toHaveAccessibleDescription(/“\*\*\*” has no letters or digits to make a tag from/);
    expect(store.storePost).not.toHaveBeenCalled();
  });

  it('lists each error in the summary as a link that opens the field’s tab and focuses it', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdmin('/admin/blog/crear');
    await findPageHeading('New post');
    await user.type(screen.getByLabelText('Title (English)'), 'English title');
    await user.click(screen.getByRole('tab', { name: 'Spanish' }));
    await user.type(screen.getByLabelText('Title (Spanish)'), 'Título');
    await user.click(screen.getByRole('tab', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('The form has 4 errors. Fix them and save again.');
    const links = within(summary).getAllByRole('link');
    // The visible tab's fields first, then the other language's.
    expect(links.map((link) => link.textContent)).toEqual([
      'Summary (English): Required in every language that has a title.',
      'Body in Markdown (English): Required in every language that has a title.',
      'Summary (Spanish): Required in every language that has a title.',
      'Body in Markdown (Spanish): Required in every language that has a title.',
    ]);
    expect(links[2]).toHaveAttribute('href', '#field-summary-es');

    await user.click(links[2]);
    expect(screen.getByRole('tab', { name: 'Spanish (has errors)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Summary (Spanish)')).toHaveFocus();
  });

  it('names the field of each error in Spanish', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdmin('/es/admin/blog/crear');
    await findPageHeading('Nueva entrada');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const summary = screen.getByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toContain('Dirección (slug): Este campo es obligatorio.');
    await user.click(within(summary).getByRole('link', { name: /^Dirección \(slug\)/ }));
    expect(screen.getByLabelText('Dirección (slug)')).toHaveFocus();
  });

  it('opens on the tab of the interface language', async () => {
    renderAdmin('/es/admin/blog/crear');
    await findPageHeading('Nueva entrada');
    expect(screen.getByRole('tab', { name: 'Español' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Inglés' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByLabelText('Título (español)')).toBeVisible();
  });

  it('moves between language tabs with the arrow keys', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdmin('/admin/blog/crear');
    await findPageHeading('New post');
    const english = screen.getByRole('tab', { name: 'English' });
    expect(screen.getByRole('tablist', { name: 'Content language' })).toBeInTheDocument();
    expect(english).toHaveAttribute('aria-selected', 'true');
    english.focus();
    await user.keyboard('{ArrowRight}');
    const spanish = screen.getByRole('tab', { name: 'Spanish' });
    expect(spanish).toHaveFocus();
    expect(spanish).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Spanish' })).toContainElement(screen.getByLabelText('Title (Spanish)'));
    await user.keyboard('{ArrowRight}');
    expect(english).toHaveFocus();
  });

  it('refuses an address already in use (drafts included)', async () => {
    const user = userEvent.setup({ delay: null });
    const store = spiedStore();
    renderAdmin('/admin/blog/crear', store);
    await findPageHeading('New post');
    await user.type(screen.getByLabelText('Title (English)'), 'Secret draft');
    await user.type(screen.getByLabelText('Summary (English)'), 'Another one');
    await user.type(screen.getByLabelText('Body in Markdown (English)'), 'Text');
    // Checked while typing: the clash shows before saving, naming the post that has it, and no image can go into
    // that post's folder.
    const id = screen.getByLabelText('Address (slug)');
    await waitFor(() =>
      expect(id).toHaveAccessibleDescription(
        /This address is already used by “Secret draft” \(among your items or in the Trash\): choose another one\./,
      ),
    );
    expect(store.getPost).toHaveBeenCalledWith('secret-draft', { includeDrafts: true });
    expect(screen.queryByLabelText('Choose an image')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(id).toHaveFocus());
    expect(store.storePost).not.toHaveBeenCalled();

    // Editing the address by hand stops following the title.
    await user.clear(id);
    await user.type(id, 'secret-draft-2');
    await user.type(screen.getByLabelText('Title (English)'), ' again');
    expect(id).toHaveValue('secret-draft-2');
    // Cleared, it follows the title again.
    await user.clear(id);
    await user.type(screen.getByLabelText('Title (English)'), ' 2');
    expect(id).toHaveValue('secret-draft-again-2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(store.storePost).toHaveBeenCalledWith(expect.objectContaining({ id: 'secret-draft-again-2' })));
  });

  it('edits a post: the id is fixed, creation date kept, a removed cover kept while visitors see it', async () => {
    const user = userEvent.setup({ delay: null });
    const store = spiedStore();
    renderAdmin('/admin/blog/editar/hello-world', store);
    await findPageHeading('Edit post: Hello world');
    const id = screen.getByLabelText('Address (slug)');
    expect(id).toHaveValue('hello-world');
    expect(id).toHaveAttribute('readonly');

    const title = screen.getByLabelText('Title (English)');
    await user.clear(title);
    await user.type(title, 'Hello again');
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved. Visitors still see the published version.'));
    const saved = await store.getPost('hello-world', { includeDrafts: true });
    expect(saved).toMatchObject({
      id: 'hello-world',
      title: { en: 'Hello again', es: 'Hola mundo' },
      cover: null,
      createdAt: Date.UTC(2026, 5, 5),
    });
    // Visitors still see the published version, cover included: its files stay (the daily clean-up takes them once
    // no document names them).
    for (const path of [HELLO_COVER_PATH, ...copyPaths(HELLO_COVER_PATH)]) expect(store.deleteImage).not.toHaveBeenCalledWith(path);
  });

  it('marks a published post “updated” for readers only when the owner ticks it; a typo fix keeps the old date', async () => {
    const user = userEvent.setup({ delay: null });
    const store = spiedStore();
    renderAdmin('/admin/blog/editar/hello-world', store);
    await findPageHeading('Edit post: Hello world');
    const mark = screen.getByRole('checkbox', { name: 'Show readers this post was updated' });
    expect(mark).not.toBeChecked();
    expect(mark).toHaveAccessibleDescription(/shows “Updated” with the date of this save.*Leave it for typos/);

    // A typo fix: saved without the tick, nothing for readers.
    await user.type(screen.getByLabelText('Summary (English)'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved. Visitors still see the published version.'));
    expect((await store.getPost('hello-world', { includeDrafts: true }))!.revisedAt).toBe(0);

    // A real change, ticked: dated by this save; the box is clear again and says when readers saw the update.
    const beforeSave = Date.now();
    await user.type(screen.getByLabelText('Summary (English)'), ' More.');
    await user.click(mark);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mark).not.toBeChecked());
    const revisedAt = (await store.getPost('hello-world', { includeDrafts: true }))!.revisedAt;
    expect(revisedAt).toBeGreaterThanOrEqual(beforeSave);
    expect(mark).toHaveAccessibleDescription(/Readers see it as updated on /);

    // Another unticked save keeps that date.
    await user.type(screen.getByLabelText('Summary (English)'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(store.storePost).toHaveBeenCalledTimes(3));
    expect((await store.getPost('hello-world', { includeDrafts: true }))!.revisedAt).toBe(revisedAt);
    // Visitors get the mark with the changes, once they are published.
    expect((await store.getPost('hello-world'))!.revisedAt).toBe(0);
  });

  it('offers no “updated” mark on a new post or a draft', async () => {
    renderAdmin('/admin/blog/editar/secret-draft');
    await findPageHeading('Edit post: Secret draft');
    expect(screen.queryByRole('checkbox', { name: 'Show readers this post was updated' })).toBeNull();
  });

  it('deletes the images uploaded by a form that is left without saving', async () => {
    installFakeCodec();
    const user = userEvent.setup({ delay: null });
    const store = spiedStore();
    // The memory store answers blob:/memory: URLs, which the database rules (and so the form) refuse.
    vi.mocked(store.uploadImage).mockImplementation(async (path, _file, size) => ({
      path,
      url: `https://storage.example.com/${path}`,
      ...size,
      alt: { en: '', es: '' },
      variants: [],
    }));
    renderAdmin('/admin/blog/crear', store);
    await findPageHeading('New post');
    await user.type(screen.getByLabelText('Title (English)'), 'Fresh post');
    await user.upload(await screen.findByLabelText('Choose an image'), imageFile('beach.jpg'));
    await screen.findByRole('button', { name: 'Remove image' });
    // The image and its 480, 960 and 1280 px copies.
    const uploaded = vi.mocked(store.uploadImage).mock.calls.map(([path]) => path);
    expect(uploaded).toEqual([
      expect.stringMatching(/^images\/posts\/fresh-post\/.+\.webp$/),
      expect.stringMatching(/-480w\.webp$/),
      expect.stringMatching(/-960w\.webp$/),
      expect.stringMatching(/-1280w\.webp$/),
    ]);
    // The address stays editable until the first save.
    await waitFor(() => expect(screen.getByLabelText('Address (slug)')).not.toHaveAttribute('readonly'));

    await user.click(screen.getByRole('link', { name: 'Back to the posts' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave without saving' }));
    await findPageHeading('Blog posts');
    for (const path of uploaded) expect(store.deleteImage).toHaveBeenCalledWith(path);
  });

  it('refuses to save a new post while its cover uploads, then saves it with the cover', async () => {
    installFakeCodec();
    const user = userEvent.setup({ delay: null });
    const store = spiedStore();
    const uploads = holdUploads(store);
    const { router } = renderAdmin('/admin/blog/crear', store);
    await findPageHeading('New post');
    await user.type(screen.getByLabelText('Title (English)'), 'Cover first');
    await user.type(screen.getByLabelText('Summary (English)'), 'A summary.');
    await user.type(screen.getByLabelText('Body in Markdown (English)'), 'A body.');
    await user.upload(await screen.findByLabelText('Choose an image'), imageFile('beach.jpg'));
    await waitFor(() => expect(uploads.started()).toBe(1));

    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An image is still uploading. Save once it has finished, or cancel the upload.',
    );
    expect(store.storePost).not.toHaveBeenCalled();

    await uploads.finish(0);
    await screen.findByRole('button', { name: 'Remove image' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(save).not.toHaveAttribute('aria-disabled');
    await user.click(save);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blog/editar/cover-first'));
    expect(store.storePost).toHaveBeenCalledTimes(1);
    expect(vi.mocked(store.storePost).mock.calls[0][0].working?.cover?.path).toMatch(/^images\/posts\/cover-first\//);
  });

  it('keeps the address editable after a cover upload until the first save, which moves the cover to the final address', async () => {
    installFakeCodec();
    const user = userEvent.setup({ delay: null });
    const store = spiedStore();
    const uploads = holdUploads(store);
    const { router } = renderAdmin('/admin/blog/crear', store);
    await findPageHeading('New post');
    await user.type(screen.getByLabelText('Title (English)'), 'Early cover');
    await user.type(screen.getByLabelText('Summary (English)'), 'A summary.');
    await user.type(screen.getByLabelText('Body in Markdown (English)'), 'A body.');
    await user.upload(await screen.findByLabelText('Choose an image'), imageFile('beach.jpg'));
    await waitFor(() => expect(uploads.started()).toBe(1));
    const id = screen.getByLabelText('Address (slug)');
    // Read-only only while the upload is on its way to this address.
    expect(id).toHaveAttribute('readonly');
    expect(id).toHaveAccessibleDescription(/Fixed while an image uploads under this address/);
    await uploads.finish(0);
    await screen.findByRole('button', { name: 'Remove image' });
    // The image and its three copies.
    const firstCalls = [...vi.mocked(store.uploadImage).mock.calls];
    expect(firstCalls).toHaveLength(4);
    const firstPath = firstCalls[0][0];
    expect(firstPath).toMatch(/^images\/posts\/early-cover\//);
    expect(id).not.toHaveAttribute('readonly');

    await user.clear(id);
    await user.type(id, 'beach-days');
    // The image field returns once the new address is known to be free.
    await user.type(await screen.findByLabelText('Alt text (English)'), 'A beach');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-disabled'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The same bytes stored again under the final address, copies included; the files under the old one are the
    // daily clean-up's.
    await waitFor(() => expect(uploads.started()).toBe(2));
    const moved = (path: string) => path.replace('early-cover', 'beach-days');
    expect(vi.mocked(store.uploadImage).mock.calls.slice(firstCalls.length)).toEqual(
      firstCalls.map(([path, bytes, size]) => [moved(path), bytes, size, expect.anything()]),
    );
    await uploads.finish(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blog/editar/beach-days'));
    const saved = await store.getPost('beach-days', { includeDrafts: true });
    expect(saved?.cover).toMatchObject({ path: moved(firstPath), alt: { en: 'A beach' } });
    expect(saved?.cover?.variants).toEqual(
      firstCalls
        .slice(1)
        .map(([path, , size]) => ({ width: size.width, path: moved(path), url: `https://storage.example.com/${moved(path)}` })),
    );
    expect(store.deleteImage).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByLabelText('Address (slug)')).toHaveAttribute('readonly'));
  });

  it('refuses to save an existing post while a new cover uploads, so the upload neither goes missing nor undoes the save', async () => {
    installFakeCodec();
    const user = userEvent.setup({ delay: null });
    const store = spiedStore();
    const uploads = holdUploads(store);
    renderAdmin('/es/admin/blog/editar/hello-world', store);
    await findPageHeading('Editar entrada: Hola mundo');
    await user.upload(screen.getByLabelText('Reemplazar imagen'), imageFile('beach.jpg'));
    await waitFor(() => expect(uploads.started()).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Todavía se está subiendo una imagen. Guarda cuando termine o cancela la subida.',
    );
    expect(store.storePost).not.toHaveBeenCalled();

    await uploads.finish(0);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Guardar' })).not.toHaveAttribute('aria-disabled'));
    // A published post needs its cover described in its languages (docs/decisions.md, "Ready to publish, per language").
    await user.type(screen.getByLabelText('Texto alternativo (inglés)'), 'A beach');
    await user.type(screen.getByLabelText('Texto alternativo (español)'), 'Una playa');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Guardado. Los visitantes siguen viendo la versión publicada.'));
    const saved = await store.getPost('hello-world', { includeDrafts: true });
    expect(saved?.cover?.path).toMatch(/^images\/posts\/hello-world\//);
    expect(saved?.cover?.path).not.toBe(HELLO_COVER_PATH);
    expect(saved?.cover?.variants.map((variant) => variant.width)).toEqual([480, 960, 1280]);
    // Visitors still see the published version, cover included: its files stay (the daily clean-up takes them once
    // no document names them).
    for (const path of [HELLO_COVER_PATH, ...copyPaths(HELLO_COVER_PATH)]) expect(store.deleteImage).not.toHaveBeenCalledWith(path);
  });

  it('answers 404 for an unknown id', async () => {
    renderAdmin('/admin/blog/editar/no-such-post');
    expect(await screen.findByRole('heading', { level: 1, name: /^(Page not found|Página no encontrada)$/ })).toBeInTheDocument();
  });

  it('shows a refused save and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    const store = spiedStore();
    vi.mocked(store.storePost).mockRejectedValue(new ContentError('permission-denied', 'PERMISSION_DENIED'));
    const { router } = renderAdmin('/admin/blog/editar/typed-code', store);
    await findPageHeading('Edit post: Typed code');
    const summary = screen.getByLabelText('Summary (English)');
    await user.clear(summary);
    await user.type(summary, 'A better summary');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The database refused the change: you may have been signed out, or the data breaks a rule. Your changes are still in the form.',
    );
    expect(summary).toHaveValue('A better summary');
    expect(router.state.location.pathname).toBe('/admin/blog/editar/typed-code');
  });

  it('refuses a save when the post changed elsewhere, keeps what was typed, and loads the other version beside it', async () => {
    const user = userEvent.setup({ delay: null });
    const store = spiedStore();
    renderAdmin('/admin/blog/editar/typed-code', store);
    await findPageHeading('Edit post: Typed code');
    const summary = screen.getByLabelText('Summary (English)');
    await user.clear(summary);
    await user.type(summary, 'My better summary');
    // Another tab saves the same post meanwhile.
    const opened = (await store.getPost('typed-code', { includeDrafts: true }))!;
    await store.savePost({ ...opened, summary: { en: 'Their summary', es: 'Su resumen' } });

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'It was changed elsewhere (in another tab or on another device) after you opened it, so this save was refused rather than replace those changes. Your changes are still in the form.',
    );
    expect(summary).toHaveValue('My better summary');
    expect(await store.getPost('typed-code')).toMatchObject({ summary: { en: 'Their summary' } });

    await user.click(screen.getByRole('button', { name: 'Load the saved version' }));
    const form = screen.getByRole('form', { name: 'Edit post: Typed code' });
    await waitFor(() => expect(within(form).getByLabelText('Summary (English)')).toHaveValue('Their summary'));
    const mine = screen.getByRole('region', { name: 'Your unsaved version' });
    expect(within(mine).getByRole('textbox', { name: 'Summary (English)' })).toHaveValue('My better summary');
    expect(within(mine).getByRole('textbox', { name: 'Title (English)' })).toHaveValue('Typed code');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Merged by hand, the save is now based on the stored version and goes through.
    await user.type(within(form).getByLabelText('Summary (English)'), ' and mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved. Visitors still see the published version.'));
    expect(await store.getPost('typed-code', { includeDrafts: true })).toMatchObject({
      version: opened.version + 2,
      summary: { en: 'Their summary and mine' },
    });
    await user.click(within(mine).getByRole('button', { name: 'Hide your version' }));
    expect(screen.queryByRole('region', { name: 'Your unsaved version' })).not.toBeInTheDocument();
  });

  it('treats a create that another tab beat to the same address as an address in use', async () => {
    const user = userEvent.setup({ delay: null });
    const store = spiedStore();
    renderAdmin('/admin/blog/crear', store);
    await findPageHeading('New post');
    await user.type(screen.getByLabelText('Title (English)'), 'Fresh idea');
    await user.type(screen.getByLabelText('Summary (English)'), 'Mine');
    await user.type(screen.getByLabelText('Body in Markdown (English)'), 'Text');
    const id = screen.getByLabelText('Address (slug)');
    await waitFor(() => expect(store.getPost).toHaveBeenCalledWith('fresh-idea', { includeDrafts: true }));
    // The other tab creates it after this form checked the address.
    const other = (await store.getPost('typed-code'))!;
    vi.mocked(store.getPost).mockResolvedValueOnce(null);
    await store.savePost({ ...other, id: 'fresh-idea', version: 0 });

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(id).toHaveFocus());
    expect(id).toHaveAccessibleDescription(/already used by another item/);
    expect(await store.getPost('fresh-idea')).toMatchObject({ title: { en: 'Typed code' } });
    expect(screen.getByLabelText('Summary (English)')).toHaveValue('Mine');
  });

  it('Enter in a one-line field saves nothing: a half-typed title of a published post never goes live', async () => {
    const user = userEvent.setup({ delay: null });
    const store = spiedStore();
    renderAdmin('/admin/blog/editar/hello-world', store);
    await findPageHeading('Edit post: Hello world');
    const title = screen.getByLabelText('Title (English)');
    await user.clear(title);
    await user.type(title, 'Hello wo{Enter}');
    expect(title).toHaveValue('Hello wo');
    expect(store.storePost).not.toHaveBeenCalled();
    expect((await store.getPost('hello-world'))!.title.en).toBe('Hello world');
    // The Save button still saves, and so does Ctrl + S, from any field.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(store.storePost).toHaveBeenCalledOnce());
    await user.type(screen.getByLabelText('Body in Markdown (English)'), ' More.');
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(store.storePost).toHaveBeenCalledTimes(2));
    expect((await store.getPost('hello-world', { includeDrafts: true }))!.body.en).toMatch(/ More\.$/);
    // Saved, still staged: visitors keep the published title.
    expect((await store.getPost('hello-world'))!.title.en).toBe('Hello world');
  });

  it('asks before leaving with changes it cannot save (offline)', async () => {
    // Online, leaving saves first (autosave.test.tsx): offline, what is typed stays unsaved.
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onTestFinished(() => offline.mockRestore());
    const user = userEvent.setup({ delay: null });
    const { router } = renderAdmin('/admin/blog/editar/typed-code');
    await findPageHeading('Edit post: Typed code');
    // Nothing changed yet: leaving is free.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);

    await user.type(screen.getByLabelText('Title (English)'), '!');
    const unloadDirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unloadDirty);
    expect(unloadDirty.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Back to the posts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on the form' }));
    expect(router.state.location.pathname).toBe('/admin/blog/editar/typed-code');
    expect(screen.getByLabelText('Title (English)')).toHaveValue('Typed code!');

    await user.click(screen.getByRole('link', { name: 'Back to the posts' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave without saving' }));
    await findPageHeading('Blog posts');
  });
});
