/**
 * Publication per language and staged edits in the post editor (docs/decisions.md, "What a saved version of an item
 * is"): Save writes the working copy only; each language's state is said under the title, by its tab and in the
 * list; the publish menu publishes, schedules, discards and unpublishes one language, asking first where visitors
 * lose something.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findPageHeading } from '../../testing/render-route';
import { renderAdmin, saveStatus, spiedStore } from './testing/render-admin';
import { backdateError, menuState, operationsFor, scheduleError } from './item-editor/use-publish-language';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const statesLine = () => document.querySelector('.editor__lang-states')?.textContent;

async function openMenu(user: ReturnType<typeof userEvent.setup>, language: 'English' | 'Spanish') {
  await user.click(screen.getByRole('button', { name: `Publishing options (${language})` }));
  return screen.getByRole('menu', { name: `Publishing options (${language})` });
}

describe('the publish desk', { timeout: 40_000 }, () => {
  it('saves an edit of a live post into the working copy: visitors keep the published version', async () => {
    const user = userEvent.setup();
    const store = spiedStore();
    renderAdmin('/admin/blog/editar/hello-world', store);
    await findPageHeading('Edit post: Hello world');
    expect(statesLine()).toBe('EN published · ES published');
    // Each tab keeps its language's name; the state is its description.
    expect(screen.getByRole('tab', { name: 'English' })).toHaveAccessibleDescription('published');

    await user.clear(screen.getByLabelText('Title (English)'));
    await user.type(screen.getByLabelText('Title (English)'), 'Hello again');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved. Visitors still see the published version.'));
    const change = vi.mocked(store.storePost).mock.calls.at(-1)![0];
    expect(change.published).toBeUndefined();
    expect(change.working?.title.en).toBe('Hello again');
    expect(savePostCalls(store)).toBe(0);
    expect((await store.getPost('hello-world'))?.title.en).toBe('Hello world');
    expect(statesLine()).toBe('EN published, changes not published · ES published');
    expect(screen.getByRole('tab', { name: 'English' })).toHaveAccessibleDescription('published, changes not published');

    // Publish changes: visitors get the new title; the Spanish text stays as it was.
    const menu = await openMenu(user, 'English');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Publish changes', 'Discard changes…', 'Unpublish…']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Publish changes' }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent(/^Changes to the English version published/));
    const live = await store.getPost('hello-world');
    expect(live?.title).toEqual({ en: 'Hello again', es: 'Hola mundo' });
    expect(statesLine()).toBe('EN published · ES published');
    // Focus is back on the menu's button.
    expect(screen.getByRole('button', { name: 'Publishing options (English)' })).toHaveFocus();
  });

  it('publishes the form’s pending edits with the language, only when it is ready', async () => {
    const user = userEvent.setup();
    const store = spiedStore();
    renderAdmin('/admin/blog/editar/secret-draft', store);
    await findPageHeading(/^Edit post: Secret draft/);
    expect(statesLine()).toMatch(/^EN draft/);

    await user.click(screen.getByRole('tab', { name: 'Spanish' }));
    await user.clear(screen.getByLabelText('Summary (Spanish)'));
    await user.click(within(await openMenu(user, 'Spanish')).getByRole('menuitem', { name: 'Publish now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Not published: Spanish: still needs/);
    expect(vi.mocked(store.storePost)).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Summary (Spanish)'), 'Un resumen nuevo');

    await user.click(screen.getByRole('tab', { name: 'English' }));
    await user.type(screen.getByLabelText('Body in Markdown (English)'), ' More.');
    await user.click(within(await openMenu(user, 'English')).getByRole('menuitem', { name: 'Publish now' }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent(/^English version published: visitors can read it now\./));
    // First the pending edit (the working copy), then the language.
    const calls = vi.mocked(store.storePost).mock.calls.map(([change]) => change);
    expect(calls).toHaveLength(2);
    expect(calls[0].published).toBeUndefined();
    expect(Object.keys(calls[1].published?.langs ?? {})).toEqual(['en']);
    expect((await store.getPost('secret-draft'))?.body.en).toMatch(/ More\.$/);
    expect(statesLine()).toMatch(/^EN published · /);
  });

  it('asks before unpublishing a language, saying what visitors lose; Cancel keeps it', async () => {
    const user = userEvent.setup();
    const store = spiedStore();
    renderAdmin('/admin/blog/editar/hello-world', store);
    await findPageHeading('Edit post: Hello world');
    await user.click(within(await openMenu(user, 'Spanish')).getByRole('menuitem', { name: 'Unpublish…' }));
    const dialog = screen.getByRole('dialog', { name: 'Unpublish the Spanish version?' });
    expect(dialog).toHaveTextContent('Visitors will no longer see the Spanish version of this post; the English one stays.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(vi.mocked(store.storePost)).not.toHaveBeenCalled();

    await user.click(within(await openMenu(user, 'Spanish')).getByRole('menuitem', { name: 'Unpublish…' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(statesLine()).toBe('EN published · ES draft'));
    expect(await store.getPost('hello-world')).toMatchObject({ title: { en: 'Hello world', es: '' } });
  });

  it('schedules a draft language for a later moment only (at most a year ahead)', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/blog/editar/secret-draft');
    await findPageHeading(/^Edit post: Secret draft/);
    await user.click(within(await openMenu(user, 'English')).getByRole('menuitem', { name: 'Schedule…' }));
    const group = screen.getByRole('group', { name: 'Schedule the English version' });
    expect(within(group).getByLabelText('Publication date')).toHaveFocus();
    await user.clear(within(group).getByLabelText('Publication date'));
    await user.type(within(group).getByLabelText('Publication date'), '01/01/2020');
    await user.click(within(group).getByRole('button', { name: 'Schedule' }));
    expect(group).toHaveTextContent('Pick a moment later than now.');
    await user.clear(within(group).getByLabelText('Publication date'));
    const next = new Date(Date.now() + 7 * 86_400_000);
    await user.type(
      within(group).getByLabelText('Publication date'),
      `${String(next.getMonth() + 1).padStart(2, '0')}/${String(next.getDate()).padStart(2, '0')}/${next.getFullYear()}`,
    );
    await user.click(within(group).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent(/^English version scheduled: visitors can read it from /));
    // The line under the title and the list say when, in short, in the admin's language.
    const scheduled = new RegExp(
      `^EN scheduled for ${SHORT_MONTHS[next.getMonth()]} ${next.getDate()}(, \\d{4})?, \\d{1,2}:\\d{2}\\s[AP]M · ES `,
    );
    expect(statesLine()).toMatch(scheduled);
    await user.click(screen.getByRole('link', { name: 'Back to the posts' }));
    await findPageHeading('Blog posts');
    const status = within(screen.getByRole('row', { name: /Secret draft/ })).getByText(/^EN scheduled/);
    expect(status.textContent).toMatch(scheduled);
  });

  it('publishes a draft language now with an earlier date the owner picks; Publish now dates it now', async () => {
    const user = userEvent.setup();
    const store = spiedStore();
    renderAdmin('/admin/blog/editar/secret-draft', store);
    await findPageHeading(/^Edit post: Secret draft/);
    await user.click(within(await openMenu(user, 'English')).getByRole('menuitem', { name: 'Publish with an earlier date…' }));
    const group = screen.getByRole('group', { name: 'Publish the English version with an earlier date' });
    const date = within(group).getByLabelText('Publication date');
    expect(date).toHaveFocus();
    // A later moment is Schedule's: said so, nothing stored.
    const next = new Date(Date.now() + 7 * 86_400_000);
    await user.clear(date);
    await user.type(
      date,
      `${String(next.getMonth() + 1).padStart(2, '0')}/${String(next.getDate()).padStart(2, '0')}/${next.getFullYear()}`,
    );
    await user.click(within(group).getByRole('button', { name: 'Publish' }));
    expect(group).toHaveTextContent('Pick a moment earlier than now: for a later one, use Schedule…');
    expect(vi.mocked(store.storePost)).not.toHaveBeenCalled();

    await user.clear(date);
    await user.type(date, '03/15/2019');
    await user.clear(within(group).getByLabelText('Publication time'));
    await user.type(within(group).getByLabelText('Publication time'), '10:30 AM');
    await user.click(within(group).getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(saveStatus()).toHaveTextContent(/^English version published, dated March 15, 2019 at 10:30\sAM: visitors can read it now\./),
    );
    const at = new Date(2019, 2, 15, 10, 30).getTime();
    expect((await store.getPost('secret-draft'))?.publishedAt).toBe(at);
    const stored = vi.mocked(store.storePost).mock.calls.at(-1)![0];
    expect(stored.published?.langs.en).toMatchObject({ publishedAt: at, firstPublishedAt: at });
    expect(statesLine()).toMatch(/^EN published · /);
    expect(screen.getByRole('button', { name: 'Publishing options (English)' })).toHaveFocus();

    // Publish now, for the other language: dated now, not at the typed date.
    const before = Date.now();
    await user.click(within(await openMenu(user, 'Spanish')).getByRole('menuitem', { name: 'Publish now' }));
    await waitFor(() => expect(statesLine()).toBe('EN published · ES published'));
    const spanish = vi.mocked(store.storePost).mock.calls.at(-1)![0].published?.langs.es;
    expect(spanish?.publishedAt).toBeGreaterThanOrEqual(before);
  });

  it('republishes a language at its first date, or at an earlier date the owner picks instead', async () => {
    const user = userEvent.setup();
    const store = spiedStore();
    renderAdmin('/admin/blog/editar/hello-world', store);
    await findPageHeading('Edit post: Hello world');
    const first = (await store.getPost('hello-world'))!.langs.es!.publishedAt;
    const unpublish = async () => {
      await user.click(within(await openMenu(user, 'Spanish')).getByRole('menuitem', { name: 'Unpublish…' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Unpublish' }));
      await waitFor(() => expect(statesLine()).toBe('EN published · ES draft'));
    };
    await unpublish();
    await user.click(within(await openMenu(user, 'Spanish')).getByRole('menuitem', { name: 'Publish now' }));
    await waitFor(() => expect(statesLine()).toBe('EN published · ES published'));
    expect((await store.getPost('hello-world'))!.langs.es!.publishedAt).toBe(first);

    await unpublish();
    await user.click(within(await openMenu(user, 'Spanish')).getByRole('menuitem', { name: 'Publish with an earlier date…' }));
    const group = screen.getByRole('group', { name: 'Publish the Spanish version with an earlier date' });
    await user.clear(within(group).getByLabelText('Publication date'));
    await user.type(within(group).getByLabelText('Publication date'), '01/02/2018');
    await user.click(within(group).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(statesLine()).toBe('EN published · ES published'));
    const spanish = (await store.getPost('hello-world'))!.langs.es!;
    expect(new Date(spanish.publishedAt).getFullYear()).toBe(2018);
    // Its first publication stays what it was (the rules keep a past one).
    expect(spanish.firstPublishedAt).not.toBe(spanish.publishedAt);
  });

  it('operates the menu from the keyboard: arrows move, Escape closes on its button', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/blog/editar/hello-world');
    await findPageHeading('Edit post: Hello world');
    const button = screen.getByRole('button', { name: 'Publishing options (English)' });
    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Unpublish…' })).toHaveFocus());
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('says each language’s state in the list', async () => {
    renderAdmin('/admin/blog');
    await findPageHeading('Blog posts');
    expect(within(screen.getByRole('row', { name: /Hello world/ })).getByText('EN published · ES published')).toBeInTheDocument();
  });

  it('offers what each state allows, and schedules only later than now and within a year', () => {
    expect(operationsFor('draft')).toEqual(['publish', 'backdate', 'schedule']);
    expect(operationsFor('scheduled')).toEqual(['publish', 'backdate', 'schedule', 'unschedule']);
    expect(operationsFor('published')).toEqual(['unpublish']);
    expect(operationsFor('staged')).toEqual(['publishChanges', 'discard', 'unpublish']);
    // Edits not saved yet can go out at once: Publish changes saves them first.
    expect(operationsFor('published', true)).toEqual(['publishChanges', 'unpublish']);
    expect(operationsFor('draft', true)).toEqual(['publish', 'backdate', 'schedule']);
    expect(menuState(null, 'en', 0)).toBe('none');
    const now = Date.UTC(2026, 5, 15);
    expect(scheduleError(Number.NaN, now)).toBe('date');
    expect(scheduleError(now, now)).toBe('past');
    expect(scheduleError(now + 367 * 86_400_000, now)).toBe('future');
    expect(scheduleError(now + 86_400_000, now)).toBeNull();
    // An earlier date is the owner's to pick for a publication now: before now, and not before 1970.
    expect(backdateError(Number.NaN, now)).toBe('date');
    expect(backdateError(now, now)).toBe('later');
    expect(backdateError(-1, now)).toBe('early');
    expect(backdateError(Date.UTC(2019, 2, 15), now)).toBeNull();
  });
});

const savePostCalls = (store: ReturnType<typeof spiedStore>) => vi.mocked(store.savePost).mock.calls.length;
