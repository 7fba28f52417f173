/**
 * A post's and a project's history through the real route table, with the in-memory store that keeps versions as
 * the database does: the History button opens the generic dialog over the item's kept versions (when, how, which
 * fields in which language), a version is compared with the current one, and Restore (confirmed) writes it into the
 * working copy as a new version, the published text untouched; both interface languages.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentStore } from '../../data/content-store';
import { findPageHeading } from '../../testing/render-route';
import { renderAdmin, spiedStore } from './testing/render-admin';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

/** Two writes of "Typed code" before the editor opens: its English summary, then (20 minutes later) its Spanish title. */
async function storeWithTwoWrites(): Promise<ContentStore> {
  const store = spiedStore();
  const first = (await store.getPost('typed-code', { includeDrafts: true }))!;
  await store.savePost({ ...first, summary: { ...first.summary, en: 'Why static types help.' } });
  const second = (await store.getPost('typed-code', { includeDrafts: true }))!;
  await store.savePost({ ...second, title: { ...second.title, es: 'Código con tipos' } });
  vi.mocked(store.storePost).mockClear();
  return store;
}

describe('post history', () => {
  it('lists the versions, compares one with the current version and restores it into the working copy', async () => {
    const user = userEvent.setup({ delay: null });
    const store = await storeWithTwoWrites();
    renderAdmin('/admin/blog/editar/typed-code', store);
    await findPageHeading('Edit post: Typed code');
    const open = screen.getByRole('button', { name: 'History' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'History of “Typed code”' });
    const versions = await within(dialog).findByRole('region', { name: 'Versions, newest first' });
    const items = await within(versions).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Version 3Current version.*PublishedChanged: Title \(Spanish\)$/),
      expect.stringMatching(/^Version 2.*PublishedChanged: Summary \(English\)$/),
      expect.stringMatching(/^Version 1.*ImportedSaved without changes to the texts$/),
    ]);

    await user.click(within(versions).getByRole('button', { name: /^Version 1/ }));
    await within(dialog).findByRole('heading', { level: 3, name: 'Version 1 compared with the current one' });
    const changes = within(dialog)
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('history__change'));
    expect(changes.map((change) => within(change).getByRole('heading', { level: 4 }).textContent)).toEqual([
      'Title (Spanish)',
      'Summary (English)',
    ]);
    expect(changes[1].querySelector('ins')).toHaveTextContent('[added: static — end of added text]');

    await user.click(within(dialog).getByRole('button', { name: 'Restore version 1' }));
    const ask = await screen.findByRole('dialog', { name: 'Restore version 1?' });
    expect(ask).toHaveAccessibleDescription(
      'The texts of version 1 go into the working copy as a new version, 4: what visitors see does not change until you publish. The current version stays in the history as version 3, so nothing is lost.',
    );
    await user.click(within(ask).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      screen.getByText('Version 1 restored into the working copy as version 4. Visitors see it only once you publish it.'),
    ).toBeInTheDocument();
    expect(vi.mocked(store.storePost).mock.calls[0][1]).toEqual({ kind: 'restore' });
    // The working copy holds version 1's texts; what visitors see is still version 3's.
    const saved = (await store.getSavedPost('typed-code'))!;
    expect(saved.working).toMatchObject({ version: 4, title: { es: 'Código tipado' }, summary: { en: 'Why types help.' } });
    expect(saved.published).toMatchObject({ title: { es: 'Código con tipos' }, summary: { en: 'Why static types help.' } });
    expect(screen.getByLabelText('Summary (English)')).toHaveValue('Why types help.');
    await waitFor(() => expect(open).toHaveFocus());
    await user.click(open);
    const after = await within(
      await within(await screen.findByRole('dialog')).findByRole('region', { name: 'Versions, newest first' }),
    ).findAllByRole('listitem');
    expect(after[0]).toHaveTextContent(
      /^Version 4Current version.*Restored from an earlier versionChanged: Title \(Spanish\), Summary \(English\)$/,
    );
  });

  it('speaks Spanish', async () => {
    const user = userEvent.setup({ delay: null });
    const store = await storeWithTwoWrites();
    renderAdmin('/es/admin/blog/editar/typed-code', store);
    await findPageHeading('Editar entrada: Código con tipos');
    await user.click(screen.getByRole('button', { name: 'Historial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Historial de «Código con tipos»' });
    const items = await within(
      within(dialog).getByRole('region', { name: 'Versiones, de la más reciente a la más antigua' }),
    ).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/PublicadaCambios: Título \(español\)$/);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
  });
});

describe('project history', () => {
  it('compares a project’s shared fields and restores them into the working copy', async () => {
    const user = userEvent.setup({ delay: null });
    const store = spiedStore();
    const project = (await store.getProject('portfolio-site', { includeDrafts: true }))!;
    await store.saveProject({ ...project, liveUrl: 'https://example.com/new' });
    renderAdmin('/admin/proyectos/editar/portfolio-site', store);
    await findPageHeading(/^Edit project: /);
    await user.click(screen.getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: /^History of “/ });
    await user.click(await within(dialog).findByRole('button', { name: /^Version 1/ }));
    const heading = await within(dialog).findByRole('heading', { level: 4, name: 'Live site URL' });
    expect(heading.closest('li')).toHaveTextContent('https://example.com[added: /new — end of added text]');
    await user.click(within(dialog).getByRole('button', { name: 'Restore version 1' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Restore version 1?' })).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const saved = (await store.getSavedProject('portfolio-site'))!;
    expect(saved.working?.liveUrl).toBe(project.liveUrl);
    expect(saved.published?.liveUrl).toBe('https://example.com/new');
  });
});
