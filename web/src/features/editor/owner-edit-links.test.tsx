/** "Edit where you read" (docs/decisions.md): the owner's links on public post and project pages, and where they lead. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthClient } from '../auth';
import { createFakeAuthClient, VISITOR } from '../auth/testing/fake-auth-client';
import { findPageHeading, renderRoute } from '../../testing/render-route';
import { renderAdmin, spiedStore } from './testing/render-admin';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const ownerTools = (name = 'Owner tools') => screen.findByRole('navigation', { name });

describe('edit where you read', () => {
  it('gives the signed-in owner the post’s editor, and the missing language’s tab to translate it', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdmin('/blog/only-english');
    await findPageHeading('Only in English');
    const links = within(await ownerTools()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Edit this post', '/admin/blog/editar/only-english'],
      ['Translate to Spanish', '/admin/blog/editar/only-english?tab=es'],
    ]);
    await user.click(links[1]);
    await findPageHeading('Edit post: Only in English');
    expect(screen.getByRole('tab', { name: /^Spanish/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Title (Spanish)')).toBeVisible();
  });

  it('offers no translation where both languages are written; in Spanish the editor opens in Spanish', async () => {
    renderAdmin('/es/projects/portfolio-site');
    await findPageHeading('Sitio portfolio');
    const links = within(await ownerTools('Herramientas del dueño')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Editar este proyecto', '/es/admin/proyectos/editar/portfolio-site'],
    ]);
  });

  it('shows visitors and signed-in non-owners nothing of it', async () => {
    setAuthClient(createFakeAuthClient({ user: null }));
    renderRoute('/blog/hello-world');
    await findPageHeading('Hello world');
    expect(screen.queryByRole('navigation', { name: 'Owner tools' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Edit this post/ })).toBeNull();

    setAuthClient(createFakeAuthClient({ user: VISITOR }));
    renderRoute('/projects/portfolio-site');
    await findPageHeading('Portfolio site');
    expect(screen.queryByRole('navigation', { name: 'Owner tools' })).toBeNull();
  });
});

describe('draft preview', () => {
  it('shows the owner a draft at its public address, as visitors will see it, under a banner, kept out of search engines', async () => {
    renderAdmin('/es/blog/secret-draft');
    await findPageHeading('Borrador secreto');
    expect(screen.getByRole('note')).toHaveTextContent(
      'Borrador: solo lo ves tú. Los visitantes ven «página no encontrada» en esta dirección hasta que publiques la entrada.',
    );
    expect(screen.getByText('Cuerpo del borrador')).toBeInTheDocument();
    await vi.waitFor(() => expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'));
  });

  it('gives visitors and signed-in non-owners the 404 for a draft post or project', async () => {
    for (const user of [null, VISITOR]) {
      setAuthClient(createFakeAuthClient({ user }));
      const { unmount } = renderRoute('/blog/secret-draft');
      expect(await screen.findByRole('heading', { level: 1, name: /^(Page not found|Página no encontrada)$/ })).toBeInTheDocument();
      expect(screen.queryByText('Draft body')).toBeNull();
      unmount();
      const project = renderRoute('/projects/hidden-project');
      expect(await screen.findByRole('heading', { level: 1, name: /^(Page not found|Página no encontrada)$/ })).toBeInTheDocument();
      project.unmount();
    }
  });

  it('links a saved draft’s editor to its preview, and the preview back to the editor', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdmin('/admin/blog/editar/secret-draft');
    await findPageHeading('Edit post: Secret draft');
    await user.click(screen.getByRole('link', { name: 'Preview on the site (English)' }));
    await findPageHeading('Secret draft');
    expect(screen.getByRole('note')).toHaveTextContent(/^Draft — only you can see this\./);
    await user.click(within(await ownerTools()).getByRole('link', { name: 'Edit this post' }));
    await findPageHeading('Edit post: Secret draft');
  });

  it('offers no preview for a published item (it has its public page) nor a new one', async () => {
    renderAdmin('/admin/blog/editar/hello-world');
    await findPageHeading('Edit post: Hello world');
    expect(screen.queryByRole('link', { name: /^Preview/ })).toBeNull();
  });
});

describe('preview of staged changes', { timeout: 40_000 }, () => {
  const banner = () => screen.getByRole('note');

  it('shows the owner a live post’s saved changes at its public address, and visitors the published post there', async () => {
    const user = userEvent.setup({ delay: null });
    const store = spiedStore();
    const { unmount } = renderAdmin('/admin/blog/editar/hello-world', store);
    await findPageHeading('Edit post: Hello world');
    expect(screen.queryByRole('link', { name: /^Preview changes/ })).toBeNull();
    await user.clear(screen.getByLabelText('Title (English)'));
    await user.type(screen.getByLabelText('Title (English)'), 'Hello again');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const preview = await screen.findByRole('link', { name: 'Preview changes on the site (English)' });
    expect(preview).toHaveAttribute('href', '/blog/hello-world?preview');

    await user.click(preview);
    await findPageHeading('Hello again');
    expect(banner()).toHaveTextContent(
      /^Unpublished changes — only you can see this\. Visitors see the published version of this post until you publish the changes\./,
    );
    expect(within(banner()).getByRole('link', { name: 'Back to the editor' })).toHaveAttribute(
      'href',
      '/admin/blog/editar/hello-world?tab=en',
    );
    await vi.waitFor(() => expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'));
    await user.click(within(banner()).getByRole('link', { name: 'See the published version' }));
    await findPageHeading('Hello world');
    expect(screen.queryByRole('note')).toBeNull();
    unmount();

    // The same address, asked by anyone but the owner, is the published post.
    for (const visitor of [null, VISITOR]) {
      setAuthClient(createFakeAuthClient({ user: visitor }));
      const page = renderRoute('/blog/hello-world?preview', { store });
      await findPageHeading('Hello world');
      expect(screen.queryByText('Hello again')).toBeNull();
      expect(screen.queryByRole('note')).toBeNull();
      page.unmount();
    }
  });

  it('shows the Spanish staged text at the Spanish address', async () => {
    const user = userEvent.setup({ delay: null });
    const store = spiedStore();
    const editor = renderAdmin('/es/admin/blog/editar/hello-world', store);
    await findPageHeading('Editar entrada: Hola mundo');
    await user.click(screen.getByRole('tab', { name: 'Español' }));
    await user.clear(screen.getByLabelText('Título (español)'));
    await user.type(screen.getByLabelText('Título (español)'), 'Hola otra vez');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await user.click(await screen.findByRole('link', { name: 'Ver los cambios en el sitio (español)' }));
    await findPageHeading('Hola otra vez');
    expect(banner()).toHaveTextContent(/^Cambios sin publicar: solo los ves tú\./);
    editor.unmount();
  });

  it('shows a translation only drafted of a live post at its address, as the draft preview does', async () => {
    const user = userEvent.setup({ delay: null });
    const draft = renderAdmin('/admin/blog/editar/only-english');
    await findPageHeading('Edit post: Only in English');
    await user.click(screen.getByRole('tab', { name: /^Spanish/ }));
    await user.type(screen.getByLabelText('Title (Spanish)'), 'Solo en inglés, por ahora');
    await user.type(screen.getByLabelText('Summary (Spanish)'), 'Un resumen');
    await user.type(screen.getByLabelText('Body in Markdown (Spanish)'), 'Solo un borrador.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const preview = await screen.findByRole('link', { name: 'Preview changes on the site (Spanish)' });
    expect(preview).toHaveAttribute('href', '/es/blog/only-english?preview');
    await user.click(preview);
    await findPageHeading('Solo en inglés, por ahora');
    expect(banner()).toHaveTextContent(
      /^Borrador: solo lo ves tú\. Los visitantes no reciben este idioma en esta dirección hasta que lo publiques\./,
    );
    draft.unmount();
  });
});
