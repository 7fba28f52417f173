/**
 * Stale translations in the admin (docs/decisions.md, "What a saved version of an item is": stale translations):
 * the list's mark, the tab's badge and description, the editor's notice with the source's changes and "Mark as up
 * to date", in both interface languages.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { migrateTree } from '@portfolio/content/migrate-content';
import { savedFromDb, type DbTree } from '@portfolio/content/db-mapping';
import type { Post } from '@portfolio/content/content-types';
import type { ContentStore } from '../../data/content-store';
import { findPageHeading } from '../../testing/render-route';
import { adminTree, renderAdmin, spiedStore } from './testing/render-admin';
import type { ItemVersions } from './stale/source-at-rev';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const MARKED_AT = Date.UTC(2026, 11, 3, 10);

/** hello-world with its English published changed (rev 2) since the Spanish was marked up to date (against rev 1). */
function staleTree(): DbTree {
  const tree = migrateTree(adminTree());
  const summary = tree.posts!.summaries!['hello-world'] as unknown as { langs: Record<string, Record<string, unknown>> };
  summary.langs.en.rev = 2;
  summary.langs.es.rev = 1;
  summary.langs.es.translatedFrom = { lang: 'en', rev: 1, at: MARKED_AT };
  return tree;
}

/** The store, with the item's kept versions when `kept`: version 1 holds the English as it was at rev 1. */
function staleStore(kept: boolean): ContentStore {
  const tree = staleTree();
  const store = spiedStore(tree);
  if (kept) {
    const now = savedFromDb<Post>('posts', 'hello-world', {
      summary: tree.posts!.summaries!['hello-world'],
      details: tree.posts!.bodies!['hello-world'],
    })!;
    const then = { ...now.published!, title: { en: 'Hello old world', es: 'Hola mundo' } };
    const versions: ItemVersions = {
      listItemHistory: vi.fn(async () => [{ version: 1, revs: { en: 1, es: 1 } }]),
      getItemVersion: vi.fn(async () => ({ published: then, working: null })),
    };
    Object.assign(store, versions);
  }
  return store;
}

describe('stale translations in the admin', () => {
  it('the list marks the stale language, and only it', async () => {
    renderAdmin('/admin/blog', staleStore(false));
    const row = (await screen.findByRole('link', { name: 'Hello world' })).closest('tr')!;
    expect(within(row).getByText('ES out of date')).toBeInTheDocument();
    // Up to date: no mark.
    const other = screen.getByRole('link', { name: 'Typed code' }).closest('tr')!;
    expect(within(other).queryByText(/out of date/)).toBeNull();
  });

  it('the Spanish list says it in Spanish', async () => {
    renderAdmin('/es/admin/blog', staleStore(false));
    const row = (await screen.findByRole('link', { name: 'Hola mundo' })).closest('tr')!;
    expect(within(row).getByText('ES desactualizado')).toBeInTheDocument();
  });

  it('the editor: tab badge and description, the notice with its count and changes, then Mark as up to date', async () => {
    const user = userEvent.setup({ delay: null });
    const store = staleStore(true);
    renderAdmin('/admin/blog/editar/hello-world', store);
    await findPageHeading(/^Edit post/);
    const tab = await screen.findByRole('tab', { name: /^Spanish/ });
    await waitFor(() => expect(tab).toHaveAccessibleDescription(/English changed since the Spanish was last updated$/));
    expect(within(tab).getByText('Out of date')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^English/ })).not.toHaveAccessibleDescription(/changed since/);
    await user.click(tab);
    const panel = screen.getByRole('tabpanel', { name: /^Spanish/ });
    expect(
      await within(panel).findByText('English changed since the Spanish was last updated on December 3, 2026: 1 paragraph'),
    ).toBeVisible();
    const show = within(panel).getByRole('button', { name: 'Show the changes to the English' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    expect(show).toHaveAttribute('aria-expanded', 'true');
    const removed = await within(panel).findByText((_, element) => element?.tagName === 'DEL' && /old/.test(element.textContent ?? ''));
    expect(removed).toBeVisible();
    expect(within(panel).getByText('Title', { selector: '.stale-diff__field' })).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: 'Mark as up to date' }));
    await waitFor(() => expect(within(panel).getByText('The Spanish is marked as up to date.')).toHaveFocus());
    expect(store.storePost).toHaveBeenCalledTimes(1);
    const saved = await store.getSavedPost('hello-world');
    expect(saved?.published?.langs.es?.translatedFrom).toMatchObject({ lang: 'en', rev: 2 });
    expect(screen.getByRole('tab', { name: /^Spanish/ })).not.toHaveAccessibleDescription(/changed since/);
    expect(within(panel).queryByRole('button', { name: 'Mark as up to date' })).toBeNull();

    // The form is based on the marked version: its next save is no conflict.
    await user.click(screen.getAllByRole('button', { name: /^Save/ })[0]);
    // Save writes the working copy (a second storePost after the mark's).
    await waitFor(() => expect(store.storePost).toHaveBeenCalledTimes(2));
    expect(screen.queryByText(/changed elsewhere/)).toBeNull();
    expect((await store.getSavedPost('hello-world'))?.published?.langs.es?.translatedFrom).toMatchObject({ rev: 2 });
  });

  it('in Spanish, and without kept versions: the changes cannot be shown, but it can still be marked', async () => {
    const user = userEvent.setup({ delay: null });
    const store = staleStore(false);
    renderAdmin('/es/admin/blog/editar/hello-world', store);
    await findPageHeading(/^Editar entrada/);
    const tab = await screen.findByRole('tab', { name: /^Español/ });
    await waitFor(() => expect(tab).toHaveAccessibleDescription(/El inglés ha cambiado desde que actualizaste el español por última vez$/));
    const panel = screen.getByRole('tabpanel', { name: /^Español/ });
    expect(
      await within(panel).findByText('El inglés ha cambiado desde que actualizaste el español por última vez, el 3 de diciembre de 2026'),
    ).toBeInTheDocument();
    expect(await within(panel).findByText(/ya no se conservan/)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Ver los cambios/ })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Marcar como actualizado' }));
    await waitFor(() => expect(within(panel).getByText('El español está marcado como actualizado.')).toHaveFocus());
  });

  it('projects alike: the list’s mark, the tab’s description, the mark', async () => {
    const user = userEvent.setup({ delay: null });
    const tree = staleTree();
    const project = tree.projects!.summaries!['portfolio-site'] as unknown as { langs: Record<string, Record<string, unknown>> };
    project.langs.en.rev = 3;
    project.langs.es.translatedFrom = { lang: 'en', rev: 2, at: MARKED_AT };
    const store = spiedStore(tree);
    renderAdmin('/admin/proyectos', store);
    const row = (await screen.findByRole('link', { name: 'Portfolio site' })).closest('tr')!;
    expect(within(row).getByText('ES out of date')).toBeInTheDocument();
    await user.click(within(row).getByRole('link', { name: 'Portfolio site' }));
    const tab = await screen.findByRole('tab', { name: /^Spanish/ });
    await waitFor(() => expect(tab).toHaveAccessibleDescription(/English changed since the Spanish was last updated$/));
    await user.click(tab);
    const panel = screen.getByRole('tabpanel', { name: /^Spanish/ });
    await user.click(await within(panel).findByRole('button', { name: 'Mark as up to date' }));
    await waitFor(() => expect(within(panel).getByText('The Spanish is marked as up to date.')).toHaveFocus());
    expect(store.storeProject).toHaveBeenCalledTimes(1);
    expect((await store.getSavedProject('portfolio-site'))?.published?.langs.es?.translatedFrom).toMatchObject({ lang: 'en', rev: 3 });
  });

  it('a refused mark says why and keeps the notice', async () => {
    const user = userEvent.setup({ delay: null });
    const store = staleStore(false);
    vi.mocked(store.storePost).mockRejectedValueOnce(Object.assign(new Error('refused'), { code: 'conflict', name: 'ContentError' }));
    renderAdmin('/admin/blog/editar/hello-world', store);
    await user.click(await screen.findByRole('tab', { name: /^Spanish/ }));
    const panel = screen.getByRole('tabpanel', { name: /^Spanish/ });
    await user.click(await within(panel).findByRole('button', { name: 'Mark as up to date' }));
    expect(await within(panel).findByText(/could not be marked as up to date/)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark as up to date' })).toBeEnabled();
  });
});
