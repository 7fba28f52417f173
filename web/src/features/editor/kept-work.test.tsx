import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentError } from '../../data/content-store';
import { findPageHeading } from '../../testing/render-route';
import { readKeptWork, unsavedWorkKey } from '../../lib/unsaved-work';
import { emptyPostDraft } from './form-values';
import { copyPaths, HELLO_COVER_PATH, renderAdmin, saveStatus, spiedStore } from './testing/render-admin';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const KEY = unsavedWorkKey('posts', 'typed-code');
const keptSummary = () => readKeptWork<{ summary: { en: string } }>(KEY)?.draft.summary.en ?? null;

/** Opens the post's editor, types a new English summary and waits until the browser has kept it. */
async function typeAndKeep(store = spiedStore(), text = 'Typed before the tab closed') {
  const user = userEvent.setup({ delay: null });
  const view = renderAdmin('/admin/blog/editar/typed-code', store);
  await findPageHeading('Edit post: Typed code');
  const summary = screen.getByLabelText('Summary (English)');
  await user.clear(summary);
  await user.type(summary, text);
  await waitFor(() => expect(keptSummary()).toBe(text));
  return { user, store, view };
}

describe('unsaved work kept in the browser (nothing typed is lost)', () => {
  it('offers what was typed back when the editor opens again, and forgets it once saved', async () => {
    const { user, store, view } = await typeAndKeep();
    // The tab closes without saving: a new editor on the same post, in the same browser.
    view.unmount();
    renderAdmin('/admin/blog/editar/typed-code', store);
    const offer = await screen.findByRole('region', { name: /^Unsaved changes from / });
    // The notice focuses its heading in an effect, which may run a task after the region is in the DOM.
    await waitFor(() => expect(within(offer).getByRole('heading')).toHaveFocus());
    expect(offer).toHaveTextContent('This browser kept what you typed before the page closed or the save failed.');
    expect(screen.getByLabelText('Summary (English)')).not.toHaveValue('Typed before the tab closed');

    await user.click(within(offer).getByRole('button', { name: 'Restore them' }));
    expect(screen.queryByRole('region', { name: /^Unsaved changes from / })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Summary (English)')).toHaveValue('Typed before the tab closed');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved. Visitors still see the published version.'));
    expect(await store.getPost('typed-code', { includeDrafts: true })).toMatchObject({ summary: { en: 'Typed before the tab closed' } });
    expect(readKeptWork(KEY)).toBeNull();
  });

  it('keeps the copy when a save fails (an expired session), so it survives a reload', async () => {
    const store = spiedStore();
    vi.mocked(store.storePost).mockRejectedValue(new ContentError('permission-denied', 'PERMISSION_DENIED'));
    const { user } = await typeAndKeep(store, 'Typed while signed out');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your changes are still in the form.');
    expect(keptSummary()).toBe('Typed while signed out');
  });

  it('never puts old work over a newer save: it shows it beside the version saved since', async () => {
    const { user, store, view } = await typeAndKeep(undefined, 'My older summary');
    view.unmount();
    // Saved on another device meanwhile.
    const stored = (await store.getPost('typed-code', { includeDrafts: true }))!;
    await store.savePost({ ...stored, summary: { en: 'Their newer summary', es: 'Su resumen' } });

    renderAdmin('/admin/blog/editar/typed-code', store);
    const offer = await screen.findByRole('region', { name: /^Unsaved changes from / });
    expect(offer).toHaveTextContent('This item has been saved elsewhere since.');
    await user.click(within(offer).getByRole('button', { name: 'Restore them' }));

    const form = screen.getByRole('form', { name: 'Edit post: Typed code' });
    expect(within(form).getByLabelText('Summary (English)')).toHaveValue('Their newer summary');
    const mine = screen.getByRole('region', { name: 'Your unsaved version' });
    expect(within(mine).getByRole('textbox', { name: 'Summary (English)' })).toHaveValue('My older summary');
  });

  it('restores work kept by the editor from before images had copies, and saves it', async () => {
    const key = unsavedWorkKey('posts', 'hello-world');
    const user = userEvent.setup({ delay: null });
    const store = spiedStore();
    const view = renderAdmin('/admin/blog/editar/hello-world', store);
    await findPageHeading('Edit post: Hello world');
    const summary = screen.getByLabelText('Summary (English)');
    await user.clear(summary);
    await user.type(summary, 'Kept by an older editor');
    await waitFor(() => expect(readKeptWork<{ summary: { en: string } }>(key)?.draft.summary.en).toBe('Kept by an older editor'));
    view.unmount();
    // What that editor kept: the same form, its cover without `variants`.
    const copy = Object.keys(localStorage).find((stored) => stored.startsWith(`${key}@`))!;
    const kept = JSON.parse(localStorage.getItem(copy)!) as { draft: { cover: { variants?: unknown } } };
    delete kept.draft.cover.variants;
    localStorage.setItem(copy, JSON.stringify(kept));

    renderAdmin('/admin/blog/editar/hello-world', store);
    const offer = await screen.findByRole('region', { name: /^Unsaved changes from / });
    await user.click(within(offer).getByRole('button', { name: 'Restore them' }));
    expect(screen.getByLabelText('Summary (English)')).toHaveValue('Kept by an older editor');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved. Visitors still see the published version.'));
    // The cover as that form had it: without copies, which stay while the published version names them.
    expect((await store.getPost('hello-world', { includeDrafts: true }))?.cover).toMatchObject({ path: HELLO_COVER_PATH, variants: [] });
    for (const path of copyPaths(HELLO_COVER_PATH)) expect(store.deleteImage).not.toHaveBeenCalledWith(path);
  });

  it('saves a new post’s work kept by another tab, its cover where that tab uploaded it (no bytes here to move)', async () => {
    const user = userEvent.setup({ delay: null });
    const store = spiedStore();
    // Another tab uploaded the cover under "first-name", then the title (and so the address) changed, and it closed.
    const cover = {
      path: 'images/posts/first-name/cover-9.webp',
      url: 'https://storage.example.com/images/posts/first-name/cover-9.webp',
      width: 1200,
      height: 630,
      alt: { en: 'A cover', es: '' },
      variants: [],
    };
    const draft = {
      ...emptyPostDraft(Date.now()),
      id: 'renamed-later',
      title: { en: 'Renamed later', es: '' },
      summary: { en: 'Kept in another tab.', es: '' },
      body: { en: 'Body.', es: '' },
      cover,
    };
    localStorage.setItem(`${unsavedWorkKey('posts', null)}@another-tab`, JSON.stringify({ draft, baseVersion: null, keptAt: Date.now() }));

    renderAdmin('/admin/blog/crear', store);
    const offer = await screen.findByRole('region', { name: /^Unsaved changes from / });
    await user.click(within(offer).getByRole('button', { name: 'Restore them' }));
    expect(screen.getByLabelText('Address (slug)')).toHaveValue('first-name');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(store.storePost).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await store.getPost('first-name', { includeDrafts: true })).toMatchObject({
      title: { en: 'Renamed later' },
      cover: { path: cover.path },
    });
    expect(store.uploadImage).not.toHaveBeenCalled();
  });

  it('forgets the copy when the owner discards it, in Spanish too', async () => {
    const { user, store, view } = await typeAndKeep();
    view.unmount();
    renderAdmin('/es/admin/blog/editar/typed-code', store);
    const offer = await screen.findByRole('region', { name: /^Cambios sin guardar del / });
    expect(offer).toHaveTextContent('Este navegador conservó lo que escribiste');
    await user.click(within(offer).getByRole('button', { name: 'Descartarlos' }));
    expect(screen.queryByRole('region', { name: /^Cambios sin guardar/ })).not.toBeInTheDocument();
    expect(readKeptWork(KEY)).toBeNull();
  });

  it('keeps a new post’s work until its first save', async () => {
    const user = userEvent.setup({ delay: null });
    const store = spiedStore();
    const view = renderAdmin('/admin/blog/crear', store);
    await findPageHeading('New post');
    await user.type(screen.getByLabelText('Title (English)'), 'A post not saved yet');
    await waitFor(() =>
      expect(readKeptWork<{ title: { en: string } }>(unsavedWorkKey('posts'))?.draft.title.en).toBe('A post not saved yet'),
    );
    view.unmount();
    renderAdmin('/admin/blog/crear', store);
    const offer = await screen.findByRole('region', { name: /^Unsaved changes from / });
    await user.click(within(offer).getByRole('button', { name: 'Restore them' }));
    expect(screen.getByLabelText('Title (English)')).toHaveValue('A post not saved yet');
  });
});

describe('unsaved CV work kept in the browser', () => {
  const CV_KEY = unsavedWorkKey('cv');

  it('offers the CV typed before the tab closed, and never over a CV saved since', async () => {
    const user = userEvent.setup({ delay: null });
    const store = spiedStore();
    const view = renderAdmin('/admin/cv', store);
    await findPageHeading('Edit CV');
    const summary = screen.getByLabelText('Summary (English)');
    await user.clear(summary);
    await user.type(summary, 'Kept CV summary');
    await waitFor(() => expect(readKeptWork<{ summary: { en: string } }>(CV_KEY)?.draft.summary.en).toBe('Kept CV summary'));
    view.unmount();

    // Same browser, nothing saved meanwhile: restored into the form.
    const again = renderAdmin('/admin/cv', store);
    await findPageHeading('Edit CV');
    await user.click(
      within(await screen.findByRole('region', { name: /^Unsaved changes from / })).getByRole('button', { name: 'Restore them' }),
    );
    expect(screen.getByLabelText('Summary (English)')).toHaveValue('Kept CV summary');
    again.unmount();

    // Saved on another device meanwhile: the kept text goes beside the stored CV.
    const stored = (await store.getCv())!;
    await store.saveCv({ ...stored, summary: { en: 'Their CV summary', es: stored.summary.es } });
    renderAdmin('/admin/cv', store);
    await findPageHeading('Edit CV');
    const offer = await screen.findByRole('region', { name: /^Unsaved changes from / });
    expect(offer).toHaveTextContent('This item has been saved elsewhere since.');
    await user.click(within(offer).getByRole('button', { name: 'Restore them' }));
    expect(within(screen.getByRole('form', { name: 'Edit CV' })).getByLabelText('Summary (English)')).toHaveValue('Their CV summary');
    expect(screen.getByRole('region', { name: 'Your unsaved version' })).toHaveTextContent('Kept CV summary');
  });
});
