/**
 * Autosave in the post editor (docs/decisions.md, "Nothing typed is lost"): a live post's form saves itself to the
 * working copy a moment after typing stops, says so beside Save, and never changes what visitors see; an invalid
 * form and a version saved elsewhere are said, never saved over.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentError } from '../../data/content-store';
import { readKeptWork, unsavedWorkKey } from '../../lib/unsaved-work';
import { findPageHeading } from '../../testing/render-route';
import { createMemoryContentStore } from '../../data/memory-content-store';
import { adminTree, renderAdmin, saveStatus, spiedStore } from './testing/render-admin';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 8000 });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The indicator beside Save: what it shows, and its live region (which says only a change of outcome). */
const indicator = () => document.querySelector<HTMLElement>('.editor__autosave')!;
const announced = () => within(indicator()).getByRole('status');

async function openHelloWorld(store = spiedStore(), path = '/admin/blog/editar/hello-world') {
  const user = userEvent.setup({ delay: null });
  renderAdmin(path, store);
  await findPageHeading(/^(Edit post|Editar entrada): Hello world|Hola mundo/);
  return user;
}

describe('autosave in the post editor', () => {
  it('saves a live post’s typing to the working copy, says when, and leaves visitors the published version', async () => {
    const store = spiedStore();
    const user = await openHelloWorld(store);
    expect(indicator()).toHaveTextContent(/^Saved /);
    const summary = screen.getByLabelText('Summary (English)');
    await user.type(summary, ' Autosaved.');
    expect(indicator()).toHaveTextContent('Unsaved changes');

    await waitFor(() => expect(indicator()).toHaveTextContent('Saved just now'));
    expect(store.storePost).toHaveBeenCalledTimes(1);
    const change = vi.mocked(store.storePost).mock.calls[0][0];
    expect(change.published).toBeUndefined();
    expect(change.working?.summary.en).toMatch(/ Autosaved\.$/);
    expect((await store.getPost('hello-world'))?.summary.en).not.toMatch(/Autosaved/);
    // Said once, quietly: the live region has the outcome, not the time; the form's own notice stays for Save.
    expect(announced()).toHaveTextContent(/^Saved$/);
    expect(saveStatus()).toBeEmptyDOMElement();
    // Saved: nothing is kept in the browser and leaving does not ask.
    expect(readKeptWork(unsavedWorkKey('posts', 'hello-world'))).toBeNull();
    await user.click(screen.getByRole('link', { name: /Back to the posts/ }));
    await findPageHeading('Blog posts');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Save right after typing saves once: the pending autosave is absorbed', async () => {
    const store = spiedStore();
    const user = await openHelloWorld(store);
    await user.type(screen.getByLabelText('Title (English)'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved. Visitors still see the published version.'));
    // Longer than autosave waits: nothing more is written.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(store.storePost).toHaveBeenCalledTimes(1);
    expect(indicator()).toHaveTextContent(/^Saved /);
  });

  it('Save pressed during an autosave waits for it and writes nothing more for the same form', async () => {
    const store = createMemoryContentStore(adminTree());
    const storePost = store.storePost.bind(store);
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.spyOn(store, 'storePost').mockImplementation(async (...args) => {
      await gate;
      return storePost(...args);
    });
    const user = await openHelloWorld(store);
    await user.type(screen.getByLabelText('Title (English)'), '!');
    await waitFor(() => expect(indicator()).toHaveTextContent('Saving…'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    release();
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved. Visitors still see the published version.'));
    expect(store.storePost).toHaveBeenCalledTimes(1);
    expect(vi.mocked(store.storePost).mock.calls[0][0].working?.title.en).toBe('Hello world!');
  });

  it('does not save an invalid form, says why beside Save without marking the fields, and saves once corrected', async () => {
    const store = spiedStore();
    const user = await openHelloWorld(store);
    const summary = screen.getByLabelText('Summary (English)');
    await user.clear(summary);
    await waitFor(() => expect(indicator()).toHaveTextContent(/^Not saved: Summary \(English\): /));
    expect(announced()).toHaveTextContent(/^Not saved: Summary \(English\): /);
    expect(store.storePost).not.toHaveBeenCalled();
    // No error is shown while typing: the summary and the field's error wait for Save.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(summary).not.toHaveAttribute('aria-invalid', 'true');

    await user.type(summary, 'A new summary');
    await waitFor(() => expect(indicator()).toHaveTextContent('Saved just now'));
    expect(vi.mocked(store.storePost).mock.calls[0][0].working?.summary.en).toBe('A new summary');
  });

  it('stops at a version saved elsewhere, says so, offers the saved version and never overwrites it', async () => {
    const store = spiedStore();
    vi.mocked(store.storePost).mockRejectedValueOnce(new ContentError('conflict', 'saved elsewhere'));
    const user = await openHelloWorld(store);
    const title = screen.getByLabelText('Title (English)');
    await user.type(title, '!');
    await waitFor(() => expect(indicator()).toHaveTextContent(/^Not saved: it was changed in another tab or on another device/));
    expect(screen.getByRole('button', { name: 'Load the saved version' })).toBeInTheDocument();
    await user.type(title, '?');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(store.storePost).toHaveBeenCalledTimes(1);
    expect(title).toHaveValue('Hello world!?');
  });

  it('leaving before the wait is over saves first and asks nothing', async () => {
    const store = spiedStore();
    const user = await openHelloWorld(store);
    await user.type(screen.getByLabelText('Summary (English)'), ' Saved on the way out.');
    expect(indicator()).toHaveTextContent('Unsaved changes');
    await user.click(screen.getByRole('link', { name: /Back to the posts/ }));
    await findPageHeading('Blog posts');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.storePost).toHaveBeenCalledTimes(1);
    expect(vi.mocked(store.storePost).mock.calls[0][0].working?.summary.en).toMatch(/ Saved on the way out\.$/);
    expect(readKeptWork(unsavedWorkKey('posts', 'hello-world'))).toBeNull();
    // Nothing more is written once the editor is gone.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(store.storePost).toHaveBeenCalledTimes(1);
  });

  it('leaving a form it cannot save (invalid, or saved elsewhere) asks first, and Stay keeps the form', async () => {
    const store = spiedStore();
    const user = await openHelloWorld(store);
    const summary = screen.getByLabelText('Summary (English)');
    await user.clear(summary);
    await user.click(screen.getByRole('link', { name: /Back to the posts/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on the form' }));
    expect(summary).toHaveValue('');
    expect(store.storePost).not.toHaveBeenCalled();

    vi.mocked(store.storePost).mockRejectedValueOnce(new ContentError('conflict', 'saved elsewhere'));
    await user.type(summary, 'Typed here');
    await user.click(screen.getByRole('link', { name: /Back to the posts/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Stay on the form' }),
    );
    expect(store.storePost).toHaveBeenCalledTimes(1);
    expect(summary).toHaveValue('Typed here');
    expect(screen.getByRole('button', { name: 'Load the saved version' })).toBeInTheDocument();
  });

  it('speaks the admin’s language', async () => {
    const store = spiedStore();
    const user = await openHelloWorld(store, '/es/admin/blog/editar/hello-world');
    await user.type(screen.getByLabelText('Resumen (inglés)'), ' Guardado solo.');
    await waitFor(() => expect(indicator()).toHaveTextContent('Guardado hace un momento'));
  });
});
