/**
 * The CV's history through the real route table, with an in-memory store that keeps versions as the database does:
 * the list (when, how, what changed), a version compared with the current one in words, Restore (confirmed) as a
 * new version with the current one kept, a restore refused because the CV changed elsewhere, keys and focus, and
 * both interface languages.
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

/** Two saves before the editor opens: the summary in English, then the role in Spanish. */
async function storeWithTwoSaves(): Promise<ContentStore> {
  const store = spiedStore();
  const first = await store.getCv();
  await store.saveCv({ ...first, summary: { ...first.summary, en: 'I build fast, accessible websites.' } });
  const second = await store.getCv();
  await store.saveCv({ ...second, role: { ...second.role, es: 'Desarrollador web sénior' } });
  vi.mocked(store.saveCv).mockClear();
  return store;
}

const historyDialog = () => screen.findByRole('dialog', { name: /^(History of the CV|Historial del CV)$/ });

describe('CV history', () => {
  it('lists the versions with when, how and what changed, compares one in words and restores it as a new version', async () => {
    const user = userEvent.setup({ delay: null });
    const store = await storeWithTwoSaves();
    renderAdmin('/admin/cv', store);
    await findPageHeading('Edit CV');
    const open = screen.getByRole('button', { name: 'History' });
    await user.click(open);
    const dialog = await historyDialog();
    // Focus starts on the dialog's heading.
    await waitFor(() => expect(within(dialog).getByRole('heading', { level: 2, name: 'History of the CV' })).toHaveFocus());

    const versions = within(dialog).getByRole('region', { name: 'Versions, newest first' });
    const items = await within(versions).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Version 3Current version.*(now|seconds? ago).*SavedChanged: Professional title \(Spanish\)$/),
      expect.stringMatching(/^Version 2.*SavedChanged: Summary \(English\)$/),
      'Version 1Saved before the history began',
    ]);
    // The current version has nothing to compare: it is not a button.
    expect(within(items[0]).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(versions).getByRole('button', { name: /^Version 1/ }));
    const heading = await within(dialog).findByRole('heading', { level: 3, name: 'Version 1 compared with the current one' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(within(versions).getByRole('button', { name: /^Version 1/ })).toHaveAttribute('aria-pressed', 'true');
    const changes = within(dialog)
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('history__change'));
    expect(changes.map((change) => within(change).getByRole('heading', { level: 4 }).textContent)).toEqual([
      'Professional title (Spanish)',
      'Summary (English)',
    ]);
    const summary = changes[1];
    expect(summary).toHaveTextContent('2 words added');
    // Marked for the eye (ins) and in words for screen readers.
    expect(summary.querySelector('ins')).toHaveTextContent('[added: fast, accessible — end of added text]');
    expect(summary.querySelector('.history__text')).toHaveAttribute('lang', 'en');
    const role = changes[0];
    expect(role.querySelector('ins')).toHaveTextContent(/sénior/);
    expect(role).toHaveTextContent('1 word added');

    // Restore asks first; keeping the current version changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Restore version 1' }));
    const ask = await screen.findByRole('dialog', { name: 'Restore version 1?' });
    expect(ask).toHaveAccessibleDescription(
      'The CV gets the texts of version 1 back as a new version, 4. The current texts stay in the history as version 3, so nothing is lost.',
    );
    await user.click(within(ask).getByRole('button', { name: 'Keep the current version' }));
    expect(store.saveCv).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Restore version 1' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Restore version 1?' })).getByRole('button', { name: 'Restore' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Version 1 restored as version 4: visitors see it within a minute.')).toBeInTheDocument();
    expect(screen.getByLabelText('Summary (English)')).toHaveValue('I build websites.');
    expect(await store.getCv()).toMatchObject({ version: 4, summary: { en: 'I build websites.' }, role: { es: 'Desarrollador web' } });
    expect(vi.mocked(store.saveCv).mock.calls[0][1]).toEqual({ kind: 'restore', restoredFrom: 1 });
    // Focus is back on History, which now lists the restore, the version it replaced kept.
    await waitFor(() => expect(open).toHaveFocus());
    await user.click(open);
    const reopened = within(await historyDialog()).getByRole('region', { name: 'Versions, newest first' });
    const after = await within(reopened).findAllByRole('listitem');
    expect(after).toHaveLength(4);
    expect(after[0]).toHaveTextContent(
      /Version 4Current version.*Restored from version 1Changed: Professional title \(Spanish\), Summary \(English\)/,
    );
    // The form saves on from the restored version (no conflict with itself).
    await user.keyboard('{Escape}');
    await user.type(screen.getByLabelText('Name'), ' Jr');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText(/^CV saved: visitors see the change/)).toBeInTheDocument());
    expect((await store.getCv()).version).toBe(5);
  });

  it('closes with Escape, focus back on History; a restore with unsaved changes keeps them beside the form', async () => {
    const user = userEvent.setup({ delay: null });
    const store = await storeWithTwoSaves();
    renderAdmin('/admin/cv', store);
    await findPageHeading('Edit CV');
    await user.clear(screen.getByLabelText('Summary (English)'));
    await user.type(screen.getByLabelText('Summary (English)'), 'Typed, not saved.');
    const open = screen.getByRole('button', { name: 'History' });
    open.focus();
    await user.keyboard('{Enter}');
    await historyDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(open).toHaveFocus());

    await user.keyboard('{Enter}');
    const dialog = await historyDialog();
    await user.click(await within(dialog).findByRole('button', { name: /^Version 2/ }));
    await user.click(await within(dialog).findByRole('button', { name: 'Restore version 2' }));
    const ask = await screen.findByRole('dialog', { name: 'Restore version 2?' });
    expect(ask).toHaveAccessibleDescription(/Your unsaved changes stay beside the form, for you to copy from\.$/);
    await user.click(within(ask).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('form', { name: 'Edit CV' })).toBeInTheDocument();
    expect(within(screen.getByRole('form')).getByLabelText('Summary (English)')).toHaveValue('I build fast, accessible websites.');
    const mine = screen.getByRole('region', { name: 'Your unsaved version' });
    expect(within(mine).getByLabelText('Summary (English)')).toHaveValue('Typed, not saved.');
  });

  it('reports a restore refused because the CV changed elsewhere, and reads the history again', async () => {
    const user = userEvent.setup({ delay: null });
    const store = await storeWithTwoSaves();
    renderAdmin('/admin/cv', store);
    await findPageHeading('Edit CV');
    await user.click(screen.getByRole('button', { name: 'History' }));
    const dialog = await historyDialog();
    await user.click(await within(dialog).findByRole('button', { name: /^Version 1/ }));
    await within(dialog).findByRole('button', { name: 'Restore version 1' });
    // Another tab saves meanwhile.
    const other = await store.getCv();
    await store.saveCv({ ...other, name: 'Saved elsewhere' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore version 1' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Restore version 1?' })).getByRole('button', { name: 'Restore' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/It was changed elsewhere/);
    expect((await store.getCv()).name).toBe('Saved elsewhere');
    const versions = within(dialog).getByRole('region', { name: 'Versions, newest first' });
    await waitFor(() => expect(within(versions).getAllByRole('listitem')[0]).toHaveTextContent(/^Version 4Current version/));
  });

  it('speaks Spanish under /es', async () => {
    const user = userEvent.setup({ delay: null });
    const store = await storeWithTwoSaves();
    renderAdmin('/es/admin/cv', store);
    await findPageHeading('Editar CV');
    await user.click(screen.getByRole('button', { name: 'Historial' }));
    const dialog = await historyDialog();
    const versions = within(dialog).getByRole('region', { name: 'Versiones, de la más reciente a la más antigua' });
    const items = await within(versions).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^Versión 3Versión actual.*GuardadaCambios: Título profesional \(español\)$/);
    expect(items[2]).toHaveTextContent('Guardada antes de que empezara el historial');
    await user.click(within(versions).getByRole('button', { name: /^Versión 2/ }));
    await within(dialog).findByRole('heading', { level: 3, name: 'Versión 2 comparada con la actual' });
    const change = within(dialog)
      .getAllByRole('listitem')
      .find((item) => item.classList.contains('history__change'))!;
    expect(within(change).getByRole('heading', { level: 4 })).toHaveTextContent('Título profesional (español)');
    expect(change).toHaveTextContent('1 palabra añadida');
    expect(change.querySelector('ins')).toHaveTextContent('[añadido: sénior — fin del texto añadido]');
    expect(within(dialog).getByRole('button', { name: 'Restaurar la versión 2' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });

  it('offers no history before the CV is first saved', async () => {
    const tree = (await import('../../testing/fixtures')).testTree();
    delete tree.cv;
    renderAdmin('/admin/cv', spiedStore(tree));
    await findPageHeading('Edit CV');
    expect(screen.getByRole('button', { name: 'History' })).toBeDisabled();
  });
});
