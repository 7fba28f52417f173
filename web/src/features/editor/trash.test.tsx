/** The Trash screen (/admin/papelera): deleted posts and projects, restored as drafts or deleted forever. */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findPageHeading } from '../../testing/render-route';
import { renderAdmin, spiedStore } from './testing/render-admin';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('trash screen', () => {
  it('a post deleted from the list is found in the Trash, and Restore brings it back to the list as a draft', async () => {
    const user = userEvent.setup({ delay: null });
    const store = spiedStore();
    const { router } = renderAdmin('/admin/blog', store);
    await findPageHeading('Blog posts');
    await user.click(screen.getByRole('button', { name: 'Delete “Hello world”' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this post?' });
    expect(dialog).toHaveAccessibleDescription(/goes to the Trash.*bring it back from the Trash for 30 days/);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('“Hello world” was moved to the Trash.')).toBeInTheDocument();
    expect(store.deleteImage).not.toHaveBeenCalled();

    // From the admin's navigation, after "Tag names".
    const nav = within(screen.getByRole('navigation', { name: 'Admin' })).getAllByRole('link');
    expect(nav.at(-2)).toHaveTextContent('Trash');
    await user.click(nav.at(-2)!);
    await findPageHeading('Trash');
    expect(router.state.location.pathname).toBe('/admin/papelera');
    const row = screen.getByRole('row', { name: /Hello world/ });
    expect(within(row).getByText('Post')).toBeInTheDocument();
    const [, deleted, goes] = within(row).getAllByRole('cell');
    expect(deleted.textContent).toMatch(/\d{4}/);
    expect(goes.textContent).toMatch(/\d{4}/);

    await user.click(within(row).getByRole('button', { name: 'Restore “Hello world”' }));
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('“Hello world” was restored as a draft.'));
    expect(within(status).getByRole('link', { name: 'Edit it' })).toHaveAttribute('href', '/admin/blog/editar/hello-world');
    expect(screen.getByText('The Trash is empty.')).toBeInTheDocument();
    // The last row gone: focus goes to the heading, not to the page's top.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Trash' })).toHaveFocus());
    expect(await store.getPost('hello-world')).toBeNull();
    expect((await store.getSavedPost('hello-world'))?.working?.title.en).toBe('Hello world');
  });

  it('Delete forever asks first, then removes the entry; focus goes to the next row (Spanish)', async () => {
    const user = userEvent.setup({ delay: null });
    const store = spiedStore();
    await store.deleteProject('portfolio-site');
    await store.deletePost('hello-world');
    renderAdmin('/es/admin/papelera', store);
    await findPageHeading('Papelera');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['Entrada', 'Proyecto']);

    const forever = screen.getByRole('button', { name: 'Borrar «Hola mundo» para siempre' });
    await user.click(forever);
    const dialog = screen.getByRole('dialog', { name: '¿Borrar para siempre?' });
    expect(dialog).toHaveAccessibleDescription('«Hola mundo» y su historial se borrarán definitivamente. No se puede deshacer.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(forever).toHaveFocus();
    expect(store.deleteForever).not.toHaveBeenCalled();

    await user.click(forever);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Borrar para siempre' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('«Hola mundo» se ha borrado para siempre.'));
    expect(store.deleteForever).toHaveBeenCalledWith('posts', 'hello-world');
    expect(screen.getAllByRole('row')).toHaveLength(2);
    await waitFor(() => expect(screen.getByRole('button', { name: /^Restaurar/ })).toHaveFocus());
    expect((await store.listTrash()).map((item) => item.id)).toEqual(['portfolio-site']);
  });

  it('a new post cannot take a trashed post’s address: the check names it', async () => {
    const user = userEvent.setup({ delay: null });
    const store = spiedStore();
    await store.deletePost('hello-world');
    renderAdmin('/admin/blog/crear', store);
    await findPageHeading('New post');
    await user.type(screen.getByLabelText('Title (English)'), 'Hello world');
    const id = screen.getByLabelText('Address (slug)');
    await waitFor(() => expect(id).toHaveAccessibleDescription(/already used by “Hello world” \(among your items or in the Trash\)/));
  });

  it('says why when the trash cannot be read', async () => {
    const store = spiedStore();
    vi.mocked(store.listTrash).mockRejectedValue(Object.assign(new Error('no'), { code: 'network' }));
    renderAdmin('/admin/papelera', store);
    await findPageHeading('Trash');
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});
