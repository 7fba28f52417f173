/** Issue 13 #6 and #7: what a save did, said where the owner looks, in the language the admin is in. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findPageHeading } from '../../testing/render-route';
import { renderAdmin, saveStatus, spiedStore } from './testing/render-admin';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));
const viewLink = () => within(saveStatus()).queryByRole('link', { name: /View on site/ });

describe('save status', () => {
  it('sits at the top of the form and says what a save or a publication did, with a link to what visitors see', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdmin('/admin/blog/editar/secret-draft', spiedStore());
    await findPageHeading('Edit post: Secret draft');
    // Before the first field: seen without scrolling on a phone once the page is at its top.
    expect(saveStatus().compareDocumentPosition(screen.getByLabelText('Address (slug)')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.type(screen.getByLabelText('Summary (English)'), ' Still private.');
    await save();
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Draft saved: only you can see it.'));
    expect(viewLink()).toBeNull();

    const menu = async (language: string, operation: string) => {
      await user.click(screen.getByRole('button', { name: `Publishing options (${language})` }));
      await user.click(screen.getByRole('menuitem', { name: operation }));
    };
    await menu('English', 'Publish now');
    await waitFor(() => expect(saveStatus()).toHaveTextContent('English version published: visitors can read it now.'));
    expect(viewLink()).toHaveAttribute('href', '/blog/secret-draft');
    expect(viewLink()).toHaveTextContent('View on site (English)');
    // The save bar says it too, beside the button just pressed (as plain text: announced once).
    const footer = screen.getByRole('button', { name: 'Save' }).parentElement!;
    expect(within(footer).getByText(/English version published/)).not.toHaveAttribute('role');

    // The link follows the language tab being edited, once visitors get that language.
    await user.click(screen.getByRole('tab', { name: 'Spanish' }));
    expect(viewLink()).toHaveAttribute('href', '/blog/secret-draft');
    await menu('Spanish', 'Publish now');
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Spanish version published'));
    expect(viewLink()).toHaveAttribute('href', '/es/blog/secret-draft');
    expect(viewLink()).toHaveTextContent('View on site (Spanish)');

    await user.type(screen.getByLabelText('Summary (Spanish)'), '!');
    await save();
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved. Visitors still see the published version.'));
    expect(viewLink()).toHaveAttribute('href', '/es/blog/secret-draft');

    for (const language of ['English', 'Spanish']) {
      await menu(language, 'Unpublish…');
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Unpublish' }));
    }
    await waitFor(() =>
      expect(saveStatus()).toHaveTextContent('Spanish version unpublished: visitors no longer see it; its text stays here as a draft.'),
    );
    expect(viewLink()).toBeNull();
  });

  it('greets a new item on its edit page with what was created, and takes focus so it is read aloud', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderAdmin('/admin/proyectos/crear', spiedStore());
    await findPageHeading('New project');
    await user.type(screen.getByLabelText('Title (English)'), 'Tide tables');
    await user.type(screen.getByLabelText('Summary (English)'), 'When the sea comes in.');
    await user.type(screen.getByLabelText('Body in Markdown (English)'), 'Tides.');
    await save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/proyectos/editar/tide-tables'));
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Project created as a draft: only you can see it.'));
    expect(saveStatus()).toHaveFocus();
    expect(viewLink()).toBeNull();
  });

  it('re-renders the form’s status in Spanish when the admin switches to Spanish', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderAdmin('/admin/blog/editar/hello-world', spiedStore());
    await findPageHeading('Edit post: Hello world');
    await user.type(screen.getByLabelText('Summary (English)'), '!');
    await save();
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved. Visitors still see the published version.'));
    await act(() => router.navigate('/es/admin/blog/editar/hello-world'));
    await findPageHeading('Editar entrada: Hola mundo');
    expect(saveStatus()).toHaveTextContent('Guardado. Los visitantes siguen viendo la versión publicada.');
    expect(within(saveStatus()).getByRole('link', { name: 'Ver en el sitio (inglés)' })).toHaveAttribute('href', '/blog/hello-world');
  });

  it('re-renders the list’s status in Spanish when the admin switches to Spanish', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderAdmin('/admin/blog', spiedStore());
    await findPageHeading('Blog posts');
    await user.click(screen.getByRole('button', { name: 'Publish “Secret draft”' }));
    expect(await screen.findByRole('status')).toHaveTextContent('“Secret draft” is published.');
    await act(() => router.navigate('/es/admin/blog'));
    await findPageHeading('Entradas del blog');
    expect(screen.getByRole('status')).toHaveTextContent('Se ha publicado «Borrador secreto».');
  });
});
