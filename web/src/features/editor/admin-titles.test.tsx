/** Admin screens name themselves in the tab, in the page's language; an empty new item's address hint is readable. */
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findPageHeading } from '../../testing/render-route';
import { renderAdmin } from './testing/render-admin';

vi.setConfig({ testTimeout: 20_000 });

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
