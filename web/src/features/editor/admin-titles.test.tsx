/** Admin screens name themselves in the tab, in the page's language; an empty new item's address hint is readable. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findPageHeading } from '../../testing/render-route';
import { slugify } from '../../utils/slug';
import { renderAdmin } from './testing/render-admin';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  document.title = '';
});

describe('admin document titles', () => {
  it.each([
    ['/admin/blog', 'Blog posts'],
    ['/es/admin/blog', 'Entradas del blog'],
    ['/admin/blog/crear', 'New post'],
    ['/es/admin/blog/crear', 'Nueva entrada'],
    ['/admin/blog/editar/hello-world', 'Edit post: Hello world'],
    ['/es/admin/blog/editar/hello-world', 'Editar entrada: Hola mundo'],
    ['/admin/proyectos', 'Projects'],
    ['/es/admin/proyectos', 'Proyectos'],
    ['/admin/proyectos/crear', 'New project'],
    ['/es/admin/proyectos/crear', 'Nuevo proyecto'],
    ['/admin/proyectos/editar/portfolio-site', 'Edit project: Portfolio site'],
    ['/es/admin/proyectos/editar/portfolio-site', 'Editar proyecto: Sitio portfolio'],
    ['/admin/etiquetas', 'Tag names'],
    ['/es/admin/etiquetas', 'Nombres de las etiquetas'],
  ])('%s is titled “%s — Emi Castellano”', async (url, title) => {
    renderAdmin(url);
    await findPageHeading(title);
    await waitFor(() => expect(document.title).toBe(`${title} — Emi Castellano`));
  });
});

describe('the address hint of a new item', () => {
  it.each([
    ['/admin/blog/crear', 'Public address: /blog/….'],
    ['/es/admin/blog/crear', 'Dirección pública: /es/blog/….'],
    ['/admin/proyectos/crear', 'Public address: /projects/….'],
    ['/es/admin/proyectos/crear', 'Dirección pública: /es/projects/….'],
  ])('%s shows a readable placeholder, not an encoded one', async (url, start) => {
    renderAdmin(url);
    await findPageHeading();
    const hint = await screen.findByText((text) => text.startsWith(start));
    expect(hint.textContent).not.toMatch(/%E2/);
  });
});

describe('the address hint while typing an address', () => {
  it('shows the address as typed, even an invalid one, not percent-encoded', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdmin('/admin/blog/crear');
    await findPageHeading();
    const id = screen.getByLabelText('Address (slug)');
    await user.type(id, 'My Post_ñ!');
    expect(id).toHaveAccessibleDescription(/Public address: \/blog\/My Post_ñ!\./);
    expect(id).not.toHaveAccessibleDescription(/%/);
  });

  it('suggests an address from a long title that ends on a whole word', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdmin('/admin/blog/crear');
    await findPageHeading();
    const words = 'Building a bilingual portfolio with React Router loaders Firebase and a small admin area of its own';
    await user.type(screen.getByLabelText('Title (English)'), words);
    const slug = (screen.getByLabelText('Address (slug)') as HTMLInputElement).value;
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slugify(words, 200).startsWith(`${slug}-`)).toBe(true);
  });
});
