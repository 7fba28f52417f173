/** Tags in the reader's language, from the owner's side: the tag-names screen and the names typed in the editors. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentError } from '../../data/content-store';
import { findPageHeading } from '../../testing/render-route';
import { adminTree, renderAdmin, spiedStore } from './testing/render-admin';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

/** The fixtures' tags: hello-world (react, intro), typed-code (typescript), secret-draft (a draft), portfolio-site (react, firebase)… */
const namedTree = () => ({ ...adminTree(), tags: { intro: { en: 'introduction', es: 'introducción' }, retired: { en: 'Old', es: '' } } });

describe('tag names screen', () => {
  it('lists every tag in use, drafts’ too, with its uses, and a named tag nothing uses any more', async () => {
    const store = spiedStore(namedTree());
    renderAdmin('/admin/etiquetas', store);
    await findPageHeading('Tag names');
    const legends = within(screen.getByRole('form'))
      .getAllByRole('group')
      .map((group) => group.querySelector('legend')?.textContent);
    const tags = new Set(
      [...(await store.listPosts({ includeDrafts: true })), ...(await store.listProjects({ includeDrafts: true }))].flatMap(
        (item) => item.tags,
      ),
    );
    expect(legends).toEqual([...tags, 'retired'].sort());
    const react = screen.getByRole('group', { name: 'react' });
    expect(react).toHaveAccessibleDescription(/post.*project/);
    expect(within(screen.getByRole('group', { name: 'intro' })).getByLabelText('Name in Spanish')).toHaveValue('introducción');
    expect(screen.getByRole('group', { name: 'retired' })).toHaveAccessibleDescription('Not used by any post or project');
    // Reached from the admin's own navigation, before "Trash" and "Export and import", marked as the page shown.
    const adminLinks = within(screen.getByRole('navigation', { name: 'Admin' })).getAllByRole('link');
    expect(adminLinks.at(-3)).toHaveTextContent('Tag names');
    expect(adminLinks.at(-3)).toHaveAttribute('aria-current', 'page');
  });

  it('saves only the changed tags in one write, trimmed, and the public pages show the names at once', async () => {
    const user = userEvent.setup({ delay: null });
    const store = spiedStore(namedTree());
    const { router } = renderAdmin('/es/admin/etiquetas', store);
    await findPageHeading('Nombres de las etiquetas');
    const react = screen.getByRole('group', { name: 'react' });
    await user.type(within(react).getByLabelText('Nombre en español'), ' React JS ');
    await user.clear(within(screen.getByRole('group', { name: 'retired' })).getByLabelText('Nombre en inglés'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(screen.getByText(/Guardados los nombres de 2 etiquetas/)).toBeInTheDocument());
    expect(store.saveTagNames).toHaveBeenCalledTimes(1);
    expect(store.saveTagNames).toHaveBeenCalledWith({ react: { en: '', es: 'React JS' }, retired: { en: '', es: '' } });
    expect(await store.getTagNames()).toEqual({ intro: { en: 'introduction', es: 'introducción' }, react: { en: '', es: 'React JS' } });

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('No hay cambios desde la última vez que guardaste.')).toBeInTheDocument();
    expect(store.saveTagNames).toHaveBeenCalledTimes(1);

    await act(() => router.navigate('/es/blog/hello-world'));
    await findPageHeading('Hola mundo');
    const header = screen.getByRole('heading', { level: 1, name: 'Hola mundo' }).closest('header')!;
    expect(within(header).getByRole('link', { name: 'React JS' })).toHaveAttribute('href', '/es/blog?tag=react');
  });

  it('refuses a name over 40 characters at its field, and keeps what was typed when the save fails', async () => {
    const user = userEvent.setup({ delay: null });
    const store = spiedStore(namedTree());
    renderAdmin('/admin/etiquetas', store);
    await findPageHeading('Tag names');
    const field = within(screen.getByRole('group', { name: 'react' })).getByLabelText('Name in English');
    await user.type(field, 'x'.repeat(41));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field).toHaveAccessibleDescription(/Use at most 40 characters/);
    expect(field).toHaveFocus();
    expect(store.saveTagNames).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, 'React');
    vi.mocked(store.saveTagNames).mockRejectedValueOnce(new ContentError('network', 'offline'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No connection to the server. Check your connection and try again. Your changes are still in the form.',
    );
    expect(field).toHaveValue('React');
  });
});

describe('a tag typed with letters its slug drops', () => {
  it('keeps the text typed as the tag’s name in the admin’s language, after the save, where none is stored', async () => {
    const user = userEvent.setup({ delay: null });
    const store = spiedStore(namedTree());
    renderAdmin('/es/admin/blog/editar/hello-world', store);
    await findPageHeading(/Editar entrada/);
    await user.type(screen.getByLabelText('Etiquetas'), 'Diseño Web{Enter}Intro Plus{Enter}css{Enter}');
    expect(screen.getByRole('button', { name: 'Quitar la etiqueta diseno-web' })).toBeInTheDocument();
    // Each new tag asks for its name in both languages where it is created: the typed text in Spanish, English empty.
    const design = screen.getByRole('group', { name: 'Cómo verán los lectores la etiqueta nueva diseno-web' });
    expect(within(design).getByLabelText('En español')).toHaveValue('Diseño Web');
    expect(design).toHaveAccessibleDescription(/Si lo dejas vacío, las páginas en ese idioma muestran «diseno-web»/);
    await user.type(within(design).getByLabelText('En inglés'), 'Web design');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(store.saveTagNames).toHaveBeenCalledTimes(1));
    // "css" was typed as its slug and named nothing else: nothing to name. "intro" was not typed anew.
    expect(store.saveTagNames).toHaveBeenCalledWith({
      'diseno-web': { en: 'Web design', es: 'Diseño Web' },
      'intro-plus': { en: '', es: 'Intro Plus' },
    });
    // Named, they ask nothing more.
    expect(screen.queryByRole('group', { name: /etiqueta nueva/ })).toBeNull();
  });

  it('asks nothing for a tag whose names are both stored', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdmin('/admin/blog/editar/typed-code', spiedStore(namedTree()));
    await findPageHeading(/Edit post/);
    await user.type(screen.getByLabelText('Tags'), 'intro{Enter}');
    expect(screen.getByRole('button', { name: 'Remove tag intro' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /new tag/ })).toBeNull();
  });
});
