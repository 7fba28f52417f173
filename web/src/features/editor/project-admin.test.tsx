import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ContentError } from '../../data/content-store';
import { findPageHeading } from '../../testing/render-route';
import { imageFile, installFakeCodec } from '../images/images-test-kit';
import { copyPaths, holdUploads, PORTFOLIO_IMAGE_PATHS, renderAdmin, saveStatus, spiedStore } from './testing/render-admin';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const setup = () => userEvent.setup({ delay: null });
const rowOf = (title: string) => screen.getByRole('row', { name: new RegExp(title) });

async function fillRequired(user: ReturnType<typeof setup>, title: string) {
  await user.type(screen.getByLabelText('Title (English)'), title);
  await user.type(screen.getByLabelText('Summary (English)'), 'A summary.');
  await user.type(screen.getByLabelText('Body in Markdown (English)'), 'A body.');
}

describe('admin project list', () => {
  it('lists every project in display order with featured flag, order and missing languages', async () => {
    renderAdmin('/admin/proyectos');
    await findPageHeading('Projects');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Hidden project', 'Portfolio site', 'Weather app']);
    expect(within(rowOf('Portfolio site')).getByText('Featured · Order 1')).toBeInTheDocument();
    expect(within(rowOf('Weather app')).getByText('Order 2')).toBeInTheDocument();
    expect(within(rowOf('Hidden project')).getByText('EN draft · ES draft')).toBeInTheDocument();
    expect(within(rowOf('Weather app')).getByRole('link', { name: 'View “Weather app” on the site' })).toHaveAttribute(
      'href',
      '/projects/weather-app',
    );
  });

  it('publishes a draft project', async () => {
    const user = setup();
    const store = spiedStore();
    renderAdmin('/admin/proyectos', store);
    await findPageHeading('Projects');
    await user.click(screen.getByRole('button', { name: 'Publish “Hidden project”' }));
    await waitFor(() => expect(within(rowOf('Hidden project')).getByText('EN published · ES published')).toBeInTheDocument());
    expect(await store.getProject('hidden-project')).toMatchObject({ langs: { en: expect.anything() }, body: { en: 'Hidden.' } });
  });

  it('deletes a project after confirmation into the Trash, keeping every gallery image for it', async () => {
    const user = setup();
    const store = spiedStore();
    renderAdmin('/admin/proyectos', store);
    await findPageHeading('Projects');
    await user.click(screen.getByRole('button', { name: 'Delete “Portfolio site”' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this project?' });
    expect(dialog).toHaveTextContent('“Portfolio site” goes to the Trash');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Portfolio site/ })).not.toBeInTheDocument());
    expect(store.deleteProject).toHaveBeenCalledWith('portfolio-site');
    // The trash and the history still name them: the daily clean-up removes them once nothing does.
    for (const path of PORTFOLIO_IMAGE_PATHS.flatMap((image) => [image, ...copyPaths(image)]))
      expect(store.deleteImage).not.toHaveBeenCalledWith(path);
  });
});

describe('project form', () => {
  it('creates a project with links, technologies, featured flag and order', async () => {
    const user = setup();
    const store = spiedStore();
    const { router } = renderAdmin('/admin/proyectos/crear', store);
    await findPageHeading('New project');
    await fillRequired(user, 'Chess clock');
    expect(screen.getByLabelText('Address (slug)')).toHaveValue('chess-clock');
    await user.type(screen.getByLabelText('Technologies'), 'react{Enter}typescript{Enter}');
    await user.type(screen.getByLabelText('Live site URL'), 'https://clock.example.com');
    await user.type(screen.getByLabelText('Code repository URL'), 'https://example.com/clock');
    await user.click(screen.getByLabelText('Featured (shown first and on the home page)'));
    const order = screen.getByLabelText('Display order');
    await user.clear(order);
    await user.type(order, '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/proyectos/editar/chess-clock'));
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Project created as a draft: only you can see it.'));
    await user.click(screen.getByRole('button', { name: 'Publishing options (English)' }));
    await user.click(screen.getByRole('menuitem', { name: 'Publish now' }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent('English version published: visitors can see it now.'));
    expect(await store.getProject('chess-clock')).toMatchObject({
      featured: true,
      order: 3,
      liveUrl: 'https://clock.example.com',
      repoUrl: 'https://example.com/clock',
      tags: ['react', 'typescript'],
      gallery: [],
      cover: null,
    });
    await act(() => router.navigate('/projects/chess-clock'));
    expect(await findPageHeading('Chess clock')).toBeInTheDocument();
  });

  it('keeps featured orders unique: suggests the next free one, and refuses a taken one with the project that has it', async () => {
    const user = setup();
    const store = spiedStore();
    renderAdmin('/admin/proyectos/editar/weather-app', store);
    await findPageHeading('Edit project: Weather app');
    const order = screen.getByLabelText('Display order');
    expect(order).toHaveValue(2);

    // Portfolio site (1) and Hidden project (0, a draft) are featured: 2 is free and stays.
    await user.click(screen.getByLabelText('Featured (shown first and on the home page)'));
    expect(order).toHaveValue(2);
    expect(order).toHaveAccessibleDescription(/Orders taken by other featured projects: 0, 1\. The next free one is 2\./);

    // Choosing a taken one says so at once, naming the project that has it.
    await user.clear(order);
    await user.type(order, '1');
    expect(order).toHaveAccessibleDescription(
      /“Portfolio site” is already featured at this order\. Use another, such as 2, the next free one\./,
    );
    expect(order).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Display order: “Portfolio site” is already featured at this order');
    expect(store.storeProject).not.toHaveBeenCalled();

    await user.clear(order);
    await user.type(order, '2');
    expect(order).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved. Visitors still see the published version.'));
    expect(await store.getProject('weather-app', { includeDrafts: true })).toMatchObject({ featured: true, order: 2 });
  });

  it('featuring a new project moves its order off a taken one to the next free one, in Spanish too', async () => {
    const user = setup();
    renderAdmin('/es/admin/proyectos/crear');
    await findPageHeading('Nuevo proyecto');
    const order = screen.getByLabelText('Orden de presentación');
    // A new project starts at 0, which Hidden project (featured) has.
    expect(order).toHaveValue(0);
    await user.click(screen.getByLabelText('Destacado (se muestra primero y en la portada)'));
    expect(order).toHaveValue(2);
    expect(order).toHaveAccessibleDescription(/Órdenes que ya usan otros proyectos destacados: 0, 1\. El siguiente libre es el 2\./);
    await user.clear(order);
    await user.type(order, '0');
    expect(order).toHaveAccessibleDescription(
      /«Proyecto oculto» ya está destacado con este orden\. Usa otro, como el 2, el siguiente libre\./,
    );
  });

  it('validates URLs and the display order before sending anything', async () => {
    const user = setup();
    const store = spiedStore();
    renderAdmin('/admin/proyectos/crear', store);
    await findPageHeading('New project');
    await fillRequired(user, 'Bad links');
    await user.type(screen.getByLabelText('Live site URL'), 'clock.example.com');
    await user.type(screen.getByLabelText('Code repository URL'), 'http://example.com/x');
    const order = screen.getByLabelText('Display order');
    await user.clear(order);
    await user.type(order, '10000');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('alert')).toHaveTextContent('The form has 3 errors.');
    expect(screen.getByLabelText('Live site URL')).toHaveAccessibleDescription(/starting with https:\/\//);
    expect(screen.getByLabelText('Live site URL')).toHaveFocus();
    expect(screen.getByLabelText('Code repository URL')).toHaveAttribute('aria-invalid', 'true');
    expect(order).toHaveAccessibleDescription(/Enter a number from 0 to 9999/);
    expect(store.storeProject).not.toHaveBeenCalled();

    await user.clear(order);
    await user.type(order, '2.5');
    expect(order).toHaveAccessibleDescription(/Enter a whole number/);
  });

  it('edits the gallery: reorder, card image, alt text; removed images kept while visitors see them', async () => {
    const user = setup();
    const store = spiedStore();
    renderAdmin('/admin/proyectos/editar/portfolio-site', store);
    await findPageHeading('Edit project: Portfolio site');
    expect(screen.getByLabelText('Address (slug)')).toHaveAttribute('readonly');

    const second = () => screen.getByRole('group', { name: 'Image 2 of 2' });
    await user.click(within(second()).getByRole('button', { name: 'Move up' }));
    await user.click(within(screen.getByRole('group', { name: 'Image 1 of 2' })).getByRole('button', { name: 'Use as card image' }));
    // A too-long alt text is caught before saving, and shown with the image it belongs to.
    const alt = within(second()).getByLabelText('Alt text (Spanish)');
    fireEvent.change(alt, { target: { value: 'x'.repeat(201) } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Image 2, Alt text (Spanish): Use at most 200 characters.')).toBeInTheDocument();
    expect(store.storeProject).not.toHaveBeenCalled();

    fireEvent.change(within(second()).getByLabelText('Alt text (Spanish)'), { target: { value: 'Una imagen' } });
    await user.click(within(second()).getByRole('button', { name: 'Remove image' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved. Visitors still see the published version.'));

    const saved = await store.getProject('portfolio-site', { includeDrafts: true });
    expect(saved?.gallery.map((image) => image.path)).toEqual([PORTFOLIO_IMAGE_PATHS[1]]);
    expect(saved?.cover?.path).toBe(PORTFOLIO_IMAGE_PATHS[1]);
    // Visitors still see the published gallery: the removed image stays until no document names it (the daily
    // clean-up); the one kept keeps its copies.
    for (const path of [PORTFOLIO_IMAGE_PATHS[0], ...copyPaths(PORTFOLIO_IMAGE_PATHS[0])])
      expect(store.deleteImage).not.toHaveBeenCalledWith(path);
    for (const path of [PORTFOLIO_IMAGE_PATHS[1], ...copyPaths(PORTFOLIO_IMAGE_PATHS[1])])
      expect(store.deleteImage).not.toHaveBeenCalledWith(path);
  });

  it('refuses a gallery image described in only one of the project’s languages', async () => {
    const user = setup();
    const store = spiedStore();
    renderAdmin('/admin/proyectos/editar/portfolio-site', store);
    await findPageHeading('Edit project: Portfolio site');
    await user.clear(within(screen.getByRole('group', { name: 'Image 2 of 2' })).getByLabelText('Alt text (Spanish)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      screen.getByText('Image 2, Alt text (Spanish): Required, since the image is described in the other language.'),
    ).toBeInTheDocument();
    expect(store.storeProject).not.toHaveBeenCalled();
  });

  it('removing the card image from the gallery saves the next image as the card image', async () => {
    const user = setup();
    const store = spiedStore();
    renderAdmin('/admin/proyectos/editar/portfolio-site', store);
    await findPageHeading('Edit project: Portfolio site');
    await user.click(within(screen.getByRole('group', { name: 'Image 1 of 2' })).getByRole('button', { name: 'Remove image' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved. Visitors still see the published version.'));
    const saved = await store.getProject('portfolio-site', { includeDrafts: true });
    expect(saved?.gallery.map((image) => image.path)).toEqual([PORTFOLIO_IMAGE_PATHS[1]]);
    expect(saved?.cover?.path).toBe(PORTFOLIO_IMAGE_PATHS[1]);
  });

  it('refuses to save while gallery images upload, and saves them all once they are in', async () => {
    installFakeCodec();
    const user = setup();
    const store = spiedStore();
    const uploads = holdUploads(store);
    renderAdmin('/admin/proyectos/editar/portfolio-site', store);
    await findPageHeading('Edit project: Portfolio site');
    await user.upload(screen.getByLabelText('Add images'), [imageFile('one.jpg'), imageFile('two.jpg')]);
    await waitFor(() => expect(uploads.started()).toBe(2));

    await uploads.finish(0);
    // One is in, one still on its way: still refused.
    await screen.findByRole('group', { name: 'Image 3 of 3' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An image is still uploading.');
    expect(store.storeProject).not.toHaveBeenCalled();

    await uploads.finish(1);
    await screen.findByRole('group', { name: 'Image 4 of 4' });
    // A published project needs every image described in its languages (docs/decisions.md, "Ready to publish, per language").
    for (const name of ['Image 3 of 4', 'Image 4 of 4']) {
      const item = screen.getByRole('group', { name });
      await user.type(within(item).getByLabelText('Alt text (English)'), 'A screenshot');
      await user.type(within(item).getByLabelText('Alt text (Spanish)'), 'Una captura');
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved. Visitors still see the published version.'));
    expect((await store.getProject('portfolio-site', { includeDrafts: true }))?.gallery).toHaveLength(4);
  });

  it('shows a refused save and keeps the form', async () => {
    const user = setup();
    const store = spiedStore();
    vi.mocked(store.storeProject).mockRejectedValue(new ContentError('permission-denied', 'PERMISSION_DENIED'));
    renderAdmin('/es/admin/proyectos/editar/weather-app', store);
    await findPageHeading('Editar proyecto: App del tiempo');
    const live = screen.getByLabelText('URL del sitio en producción');
    await user.type(live, 'https://weather.example.com');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La base de datos rechazó el cambio');
    expect(live).toHaveValue('https://weather.example.com');
  });

  it('asks before leaving with changes it cannot save (offline)', async () => {
    // Online, leaving saves first (autosave.test.tsx): offline, what is typed stays unsaved.
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onTestFinished(() => offline.mockRestore());
    const user = setup();
    const { router } = renderAdmin('/admin/proyectos/editar/weather-app');
    await findPageHeading('Edit project: Weather app');
    await user.click(screen.getByLabelText('Featured (shown first and on the home page)'));
    await user.click(screen.getByRole('link', { name: 'Back to the projects' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on the form' }));
    expect(router.state.location.pathname).toBe('/admin/proyectos/editar/weather-app');
    expect(screen.getByLabelText('Featured (shown first and on the home page)')).toBeChecked();
  });

  it('answers 404 for an unknown id', async () => {
    renderAdmin('/admin/proyectos/editar/nothing-here');
    expect(await screen.findByRole('heading', { level: 1, name: /^(Page not found|Página no encontrada)$/ })).toBeInTheDocument();
  });
});
