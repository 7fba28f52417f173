import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findPageHeading } from '../../testing/render-route';
import { copyPaths, HELLO_COVER_PATH, PORTFOLIO_IMAGE_PATHS, renderAdmin, saveStatus, spiedStore } from './testing/render-admin';

vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const helloFiles = [HELLO_COVER_PATH, ...copyPaths(HELLO_COVER_PATH)];

/** Opens the library by its button and picks the tile of the image `usedIn` names. */
async function pickFromLibrary(user: ReturnType<typeof userEvent.setup>, button: string, usedIn: RegExp, title = 'Media library') {
  await user.click(screen.getByRole('button', { name: button }));
  const dialog = screen.getByRole('dialog', { name: title });
  const [tile] = await within(dialog).findAllByRole('button', { name: usedIn });
  await user.click(tile);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument());
}

describe('the media library', () => {
  it('reuses another post’s cover, its copies and descriptions; no item’s save or deletion takes a file another item shows', async () => {
    const user = userEvent.setup({ delay: null });
    const store = spiedStore();
    const view = renderAdmin('/admin/blog/editar/typed-code', store);
    await findPageHeading('Edit post: Typed code');

    // The grid lists every image of the site once, with its size and where it is used.
    await user.click(screen.getByRole('button', { name: 'Choose from the library' }));
    const dialog = screen.getByRole('dialog', { name: 'Media library' });
    const grid = await within(dialog).findByRole('list', { name: '3 images' });
    expect(within(grid).getByRole('button', { name: /A picture,\s*1200 × 630 px,\s*Used in: Hello world/ })).toHaveFocus();
    expect(within(grid).getAllByRole('button', { name: /Used in: Portfolio site/ })).toHaveLength(2);
    await user.click(within(grid).getByRole('button', { name: /Used in: Hello world/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose from the library' })).toHaveFocus();

    // Its description comes with it, and is the owner's to change here.
    const cover = screen.getByRole('group', { name: 'Cover image' });
    expect(within(cover).getByRole('img', { name: 'A picture' })).toBeInTheDocument();
    const spanishAlt = within(cover).getByLabelText('Alt text (Spanish)');
    expect(spanishAlt).toHaveValue('Una imagen');
    await user.clear(spanishAlt);
    await user.type(spanishAlt, 'Un saludo');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved. Visitors still see the published version.'));
    const typed = await store.getPost('typed-code', { includeDrafts: true });
    expect(typed?.cover).toMatchObject({ path: HELLO_COVER_PATH, alt: { en: 'A picture', es: 'Un saludo' } });
    expect(typed?.cover?.variants.map((variant) => variant.path)).toEqual(copyPaths(HELLO_COVER_PATH));
    // The post the image came from keeps its own description.
    expect((await store.getPost('hello-world', { includeDrafts: true }))?.cover?.alt.es).toBe('Una imagen');
    view.unmount();

    // Deleting the post it came from keeps the files: "Typed code" shows them.
    const list = renderAdmin('/admin/blog', store);
    await findPageHeading('Blog posts');
    await user.click(screen.getByRole('button', { name: 'Delete “Hello world”' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(store.deletePost).toHaveBeenCalledWith('hello-world'));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Hello world/ })).not.toBeInTheDocument());
    for (const path of helloFiles) expect(store.deleteImage).not.toHaveBeenCalledWith(path);

    // Once no item shows them, they stay still: kept versions and the trash name them, and the daily clean-up
    // removes them when nothing does.
    list.unmount();
    renderAdmin('/admin/blog/editar/typed-code', store);
    await findPageHeading('Edit post: Typed code');
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved. Visitors still see the published version.'));
    for (const path of helloFiles) expect(store.deleteImage).not.toHaveBeenCalledWith(path);
  });

  it('inserts an image already on the site into a body, its description offered in the body’s language', async () => {
    const user = userEvent.setup({ delay: null });
    const store = spiedStore();
    renderAdmin('/admin/blog/editar/typed-code', store);
    await findPageHeading('Edit post: Typed code');

    // Cancelled: nothing inserted, nothing deleted (the image is another item's).
    await pickFromLibrary(user, 'From the library', /Used in: Hello world/);
    let insert = screen.getByRole('dialog', { name: 'Insert an image' });
    expect(insert).toHaveTextContent('From the library: cover-1.webp');
    await user.click(within(insert).getByRole('button', { name: 'Cancel' }));
    expect(store.deleteImage).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'From the library' })).toHaveFocus();

    await pickFromLibrary(user, 'From the library', /Used in: Portfolio site/);
    insert = screen.getByRole('dialog', { name: 'Insert an image' });
    const alt = within(insert).getByLabelText('Alt text (English)');
    expect(alt).toHaveValue('A picture');
    await user.clear(alt);
    await user.type(alt, 'The portfolio’s home page');
    await user.click(within(insert).getByRole('button', { name: 'Insert' }));
    const body = screen.getByLabelText('Body in Markdown (English)') as HTMLTextAreaElement;
    expect(body.value).toContain(`![The portfolio’s home page](https://storage.example.com/${PORTFOLIO_IMAGE_PATHS[0]})`);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved. Visitors still see the published version.'));
    expect(store.deleteImage).not.toHaveBeenCalled();
  });

  it('adds a site image to a project’s gallery, in Spanish, never one the gallery already has', async () => {
    const user = userEvent.setup({ delay: null });
    const store = spiedStore();
    renderAdmin('/es/admin/proyectos/editar/portfolio-site', store);
    await findPageHeading(/Editar proyecto/);
    await user.click(screen.getByRole('button', { name: 'Añadir de la biblioteca' }));
    const dialog = screen.getByRole('dialog', { name: 'Biblioteca de imágenes' });
    // The gallery's own two images are not offered again.
    const grid = await within(dialog).findByRole('list', { name: '1 imagen' });
    await user.click(within(grid).getByRole('button', { name: /Una imagen,\s*1200 × 630 px,\s*Se usa en: Hola mundo/ }));
    expect(screen.getByText('Imagen 3 de 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(async () =>
      expect((await store.getProject('portfolio-site', { includeDrafts: true }))?.gallery.map((image) => image.path)).toEqual([
        ...PORTFOLIO_IMAGE_PATHS,
        HELLO_COVER_PATH,
      ]),
    );
  });
});
