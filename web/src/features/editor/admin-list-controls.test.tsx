/** The admin lists at scale: search, filters, sort and pages, kept in the URL, through the real route table. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findPageHeading } from '../../testing/render-route';
import { manyPostsTree } from './testing/many-posts';
import { renderAdmin, spiedStore } from './testing/render-admin';

// The first test types a search and walks 60 posts' pages: about 10 s on a quiet machine, twice that on a busy one.
vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const titles = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('the posts list with many posts', () => {
  it('shows 25 a page with links to the others, searches, filters and sorts, all in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderAdmin('/admin/blog', spiedStore(manyPostsTree(60)));
    await findPageHeading('Blog posts');
    expect(titles()).toHaveLength(25);
    expect(screen.getByText(/^6\d of 6\d shown$/)).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Page 1 of 3')).toHaveAttribute('aria-current', 'page');
    await user.click(within(pages).getByRole('link', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?page=2');
    // The list's loader runs again on the navigation: the new page shows once it has.
    expect(await screen.findByText('Page 2 of 3')).toHaveAttribute('aria-current', 'page');
    expect(titles()).toHaveLength(25);

    // A search goes back to the first page, and says how many match.
    const search = screen.getByRole('searchbox', { name: 'Search titles' });
    await user.type(search, 'generated post 58');
    await waitFor(() => expect(router.state.location.search).toBe('?q=generated+post+58'));
    await waitFor(() => expect(titles()).toEqual(['Generated post 58']));
    expect(search).toHaveAccessibleDescription(/^1 of \d+ shown$/);
    await user.clear(search);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'draft');
    await waitFor(() => expect(titles().every((title) => / draft/.test(title!))).toBe(true));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'title');
    await waitFor(() => expect(router.state.location.search).toBe('?status=draft&sort=title'));
    await waitFor(() => expect(titles()[0]).toBe('Generated draft 12'));
    const sorted = titles();
    expect(sorted).toEqual([...sorted].sort((a, b) => a!.localeCompare(b!)));

    await user.type(search, 'nothing like this');
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect((screen.getByRole('searchbox', { name: 'Search titles' }) as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(titles()).toHaveLength(25));
  });

  it('speaks Spanish under /es and filters by a language not written', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdmin('/es/admin/blog', spiedStore(manyPostsTree(30)));
    await findPageHeading('Entradas del blog');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Idiomas' }), 'es');
    // The six generated in English only, and the fixtures' one.
    await waitFor(() => expect(titles()).toHaveLength(7));
    expect(screen.getByRole('searchbox', { name: 'Buscar en los títulos' })).toHaveAccessibleDescription(/^Se muestran? \d+ de \d+$/);
    for (const row of within(screen.getByRole('table')).getAllByRole('row').slice(1)) expect(row).toHaveTextContent(/ES/);
  });

  it('publishes, unpublishes or deletes the posts selected, after a confirmation saying what visitors get or lose', async () => {
    const user = userEvent.setup({ delay: null });
    const store = spiedStore(manyPostsTree(30));
    const { router } = renderAdmin('/admin/blog', store);
    await findPageHeading('Blog posts');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'draft');
    await waitFor(() => expect(titles().every((title) => / draft/.test(title!))).toBe(true));
    const drafts = titles().length;
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByText(`${drafts} selected`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const ask = screen.getByRole('dialog', { name: `Publish ${drafts} items?` });
    expect(ask).toHaveAccessibleDescription(/Visitors see them from now on/);
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(store.storePost).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(`${drafts} items published.`)).toBeInTheDocument();
    expect(store.storePost).toHaveBeenCalledTimes(drafts);
    expect((await store.getPost('generated-3'))!.langs.en).toBeDefined();

    // One by one, then Delete asks and says it is for good.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'all');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await user.type(screen.getByRole('searchbox', { name: 'Search titles' }), 'generated draft 3');
    // Focus stayed in the field while the URL followed.
    expect(screen.getByRole('searchbox', { name: 'Search titles' })).toHaveFocus();
    await waitFor(() => expect(router.state.location.search).toBe('?q=generated+draft+3'));
    // Both were published in the same moment just now: their order is the order they went out in.
    await waitFor(() => expect([...titles()].sort()).toEqual(['Generated draft 3', 'Generated draft 30']));
    await user.click(screen.getByRole('checkbox', { name: 'Select “Generated draft 30”' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const sure = screen.getByRole('dialog', { name: 'Delete 1 item?' });
    expect(sure).toHaveAccessibleDescription(
      'It goes to the Trash, and visitors lose it at once. You can bring it back from the Trash for 30 days.',
    );
    await user.click(within(sure).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('1 item moved to the Trash.')).toBeInTheDocument();
    expect(await store.getPost('generated-30', { includeDrafts: true })).toBeNull();
    expect((await store.listTrash()).map((item) => item.id)).toEqual(['generated-30']);
    await waitFor(() => expect(titles()).toEqual(['Generated draft 3']));
  });
});
