/**
 * The owner's CV editor through the real route table (guard included), with an in-memory store: every section
 * in both languages, items added, reordered and removed from the keyboard (announced), validation with the
 * error summary, the live preview, and a save that the public CV page then shows.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentError } from '../../data/content-store';
import { createMemoryContentStore } from '../../data/memory-content-store';
import { findPageHeading } from '../../testing/render-route';
import { testTree } from '../../testing/fixtures';
import { renderAdmin, spiedStore } from './testing/render-admin';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const preview = () => screen.getByRole('region', { name: /^(Preview|Vista previa)/ });
const item = (name: string) => screen.getByRole('group', { name });

describe('CV editor', () => {
  it('shows every field of the stored CV, in English, with the preview drawn like the public page', async () => {
    renderAdmin('/admin/cv');
    await findPageHeading('Edit CV');
    await waitFor(() => expect(document.title).toBe('Edit CV — Emi Castellano'));
    expect(screen.getByLabelText('Name')).toHaveValue('Test Owner');
    expect(screen.getByLabelText('Email')).toHaveValue('owner@example.com');
    expect(screen.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Professional title (English)')).toHaveValue('Web Developer');
    // The CV's own location comes first; each job and qualification has one too.
    expect(screen.getAllByLabelText('Location (English)')[0]).toHaveValue('Madrid, Spain');
    expect(screen.getByLabelText('Summary (English)')).toHaveValue('I build websites.');
    const job = item('Job 1 of 1');
    expect(within(job).getByLabelText('Company or organization')).toHaveValue('Acme');
    expect(within(job).getByLabelText('Company or organization')).toHaveAccessibleDescription(/The same in both languages\./);
    expect(within(job).getByLabelText('Role (English)')).toHaveValue('Frontend developer');
    expect(within(job).getByLabelText('Start')).toHaveValue('2021-03');
    expect(within(job).getByLabelText('End')).toHaveValue('');
    expect(within(job).getByLabelText('Highlights (English)')).toHaveValue('Shipped things');
    const school = item('Qualification 1 of 1');
    expect(within(school).getByLabelText('School or institution')).toHaveValue('University');
    expect(within(school).getByLabelText('Degree or course (English)')).toHaveValue('Computer Science');
    expect(within(item('Skill group 1 of 1')).getByLabelText('Skills in this group (English)')).toHaveValue(
      'React\nTypeScript\nWeb performance',
    );
    expect(within(item('Language 1 of 1')).getByLabelText('Level (English)')).toHaveValue('Native');

    // The preview is the public CV's document, in the tab's language, without its Print button's purpose.
    expect(within(preview()).getByRole('heading', { level: 1, name: 'Test Owner' })).toBeInTheDocument();
    expect(within(preview()).getByRole('heading', { name: 'Frontend developer at Acme' })).toBeInTheDocument();
  });

  it('edits the Spanish texts on the Spanish tab, and the preview follows in Spanish', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdmin('/admin/cv');
    await findPageHeading('Edit CV');
    await user.click(screen.getByRole('tab', { name: 'Spanish' }));
    const role = within(item('Job 1 of 1')).getByLabelText('Role (Spanish)');
    expect(role).toHaveValue('Desarrollador frontend');
    expect(role).toHaveAttribute('lang', 'es');
    await user.clear(role);
    await user.type(role, 'Jefa de frontend');
    await waitFor(() => expect(within(preview()).getByRole('heading', { name: 'Jefa de frontend en Acme' })).toBeInTheDocument());
    expect(within(preview()).getByRole('region', { name: 'Experiencia' })).toBeInTheDocument();
    expect(preview()).toHaveAccessibleName('Preview (Spanish)');
  });

  it('speaks Spanish under /es and opens on the Spanish texts', async () => {
    renderAdmin('/es/admin/cv');
    await findPageHeading('Editar CV');
    await waitFor(() => expect(document.title).toBe('Editar CV — Emi Castellano'));
    expect(screen.getByRole('tab', { name: 'Español' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Nombre')).toHaveValue('Test Owner');
    expect(screen.getByLabelText('Título profesional (español)')).toHaveValue('Desarrollador web');
    const job = item('Puesto 1 de 1');
    expect(within(job).getByLabelText('Empresa u organización')).toHaveValue('Acme');
    expect(within(job).getByLabelText('Cargo (español)')).toHaveValue('Desarrollador frontend');
    expect(within(job).getByLabelText('Logros (español)')).toHaveValue('Entregué cosas');
    expect(within(job).getByRole('button', { name: 'Subir' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Añadir un puesto' })).toBeInTheDocument();
    expect(within(preview()).getByRole('heading', { name: 'Desarrollador frontend en Acme' })).toBeInTheDocument();
  });

  it('adds, reorders and removes items from the keyboard, announcing each change and keeping focus on the item', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdmin('/admin/cv');
    await findPageHeading('Edit CV');

    const add = screen.getByRole('button', { name: 'Add a skill group' });
    add.focus();
    await user.keyboard('{Enter}');
    const status = screen.getAllByRole('status').find((element) => element.classList.contains('visually-hidden'))!;
    expect(status).toHaveTextContent('Skill group 2 added.');
    const added = item('Skill group 2 of 2');
    // Focus is in the new item's first field, ready to type.
    await waitFor(() => expect(within(added).getByLabelText('Group name (English)')).toHaveFocus());
    await user.keyboard('Tools');
    await user.type(within(added).getByLabelText('Skills in this group (English)'), 'Vite{Enter}Vitest');
    await waitFor(() => expect(within(preview()).getByRole('heading', { name: 'Tools' })).toBeInTheDocument());

    // Move it up with the keyboard: Tab to its Move up button and press Space.
    within(added).getByRole('button', { name: 'Move up' }).focus();
    await user.keyboard(' ');
    expect(status).toHaveTextContent('Skill group moved to position 1 of 2.');
    const first = item('Skill group 1 of 2');
    expect(within(first).getByLabelText('Group name (English)')).toHaveValue('Tools');
    // Move up is now disabled for it, so focus went to its Move down.
    await waitFor(() => expect(within(first).getByRole('button', { name: 'Move down' })).toHaveFocus());
    const skills = within(preview()).getByRole('region', { name: 'Skills' });
    expect(
      within(skills)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Tools', 'Frontend']);

    await user.keyboard('{Enter}');
    expect(status).toHaveTextContent('Skill group moved to position 2 of 2.');
    await waitFor(() => expect(within(item('Skill group 2 of 2')).getByRole('button', { name: 'Move up' })).toHaveFocus());

    // Remove asks first (its texts in both languages would go); Keep it keeps it, with focus back on Remove.
    within(item('Skill group 2 of 2')).getByRole('button', { name: 'Remove' }).focus();
    await user.keyboard('{Enter}');
    const ask = await screen.findByRole('dialog', { name: 'Remove Skill group 2?' });
    expect(ask).toHaveAccessibleDescription(/Its texts in both languages leave the form/);
    await user.click(within(ask).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(item('Skill group 2 of 2')).toBeInTheDocument();
    within(item('Skill group 2 of 2')).getByRole('button', { name: 'Remove' }).focus();
    await user.keyboard('{Enter}');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    // Then focus goes to the item that takes its place (here the one before), the preview drops it.
    expect(status).toHaveTextContent('Skill group 2 removed.');
    await waitFor(() => expect(within(item('Skill group 1 of 1')).getByRole('button', { name: 'Remove' })).toHaveFocus());
    expect(within(preview()).queryByRole('heading', { name: 'Tools' })).not.toBeInTheDocument();
    // The last one gone, focus goes to Add.
    await user.keyboard('{Enter}');
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove Skill group 1?' })).getByRole('button', { name: 'Remove' }));
    expect(status).toHaveTextContent('Skill group 1 removed.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add a skill group' })).toHaveFocus());
    expect(within(preview()).queryByRole('region', { name: 'Skills' })).not.toBeInTheDocument();
  });

  it('announces in Spanish under /es', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdmin('/es/admin/cv');
    await findPageHeading('Editar CV');
    screen.getByRole('button', { name: 'Añadir un idioma' }).focus();
    await user.keyboard('{Enter}');
    const status = screen.getAllByRole('status').find((element) => element.classList.contains('visually-hidden'))!;
    expect(status).toHaveTextContent('Nuevo elemento: Idioma 2.');
    within(item('Idioma 2 de 2')).getByRole('button', { name: 'Subir' }).focus();
    await user.keyboard('{Enter}');
    expect(status).toHaveTextContent('Idioma: ahora en la posición 1 de 2.');
  });

  it('refuses an invalid CV with an error summary whose links open the right tab and field', async () => {
    const user = userEvent.setup({ delay: null });
    const store = spiedStore();
    renderAdmin('/admin/cv', store);
    await findPageHeading('Edit CV');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    const job = item('Job 1 of 1');
    fireEvent.change(within(job).getByLabelText('End'), { target: { value: '2020-01' } });
    await user.type(within(job).getByLabelText('Highlights (English)'), `{Enter}${'x'.repeat(301)}`);
    await user.click(screen.getByRole('tab', { name: 'Spanish' }));
    await user.clear(within(item('Job 1 of 1')).getByLabelText('Role (Spanish)'));
    await user.click(screen.getByRole('tab', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('The form has 4 errors.');
    const links = within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Email: Enter an email address such as name@example.com.',
      'Job 1 of 1, End: The end cannot be before the start.',
      'Job 1 of 1, Highlights (English): Line 2 is too long: use at most 300 characters per line.',
      'Job 1 of 1, Role (Spanish): This field is required.',
    ]);
    expect(store.saveCv).not.toHaveBeenCalled();
    // The first error has focus; the field says what is wrong.
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(/Enter an email address/);
    expect(screen.getByRole('tab', { name: 'Spanish (has errors)' })).toBeInTheDocument();

    await user.click(within(summary).getByRole('link', { name: /Role \(Spanish\)/ }));
    expect(screen.getByRole('tab', { name: 'Spanish (has errors)' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(within(item('Job 1 of 1')).getByLabelText('Role (Spanish)')).toHaveFocus());
  });

  it('says the validation messages in Spanish under /es', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdmin('/es/admin/cv');
    await findPageHeading('Editar CV');
    await user.clear(screen.getByLabelText('Nombre'));
    fireEvent.change(within(item('Titulación 1 de 1')).getByLabelText('Inicio'), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('El formulario tiene 2 errores.');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Nombre: Este campo es obligatorio.', 'Titulación 1 de 1, Inicio: Este campo es obligatorio.']);
  });

  it('saves the whole CV in one write, and the public CV page shows the change', async () => {
    const user = userEvent.setup({ delay: null });
    const store = spiedStore();
    const { router } = renderAdmin('/admin/cv', store);
    await findPageHeading('Edit CV');
    await user.clear(screen.getByLabelText('Professional title (English)'));
    await user.type(screen.getByLabelText('Professional title (English)'), 'Staff Engineer');
    await user.click(screen.getByRole('button', { name: 'Add a job' }));
    const job = item('Job 2 of 2');
    await user.type(within(job).getByLabelText('Company or organization'), 'Globex');
    await user.type(within(job).getByLabelText('Role (English)'), 'Developer');
    fireEvent.change(within(job).getByLabelText('Start'), { target: { value: '2018-01' } });
    fireEvent.change(within(job).getByLabelText('End'), { target: { value: '2021-02' } });
    await user.click(screen.getByRole('tab', { name: 'Spanish' }));
    await user.type(within(item('Job 2 of 2')).getByLabelText('Role (Spanish)'), 'Desarrolladora');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByText(/^CV saved: visitors see the change/)).toBeInTheDocument());
    expect(store.saveCv).toHaveBeenCalledOnce();
    expect(vi.mocked(store.saveCv).mock.calls[0][0]).toMatchObject({
      version: 1,
      role: { en: 'Staff Engineer' },
      experience: [{ organization: 'Acme' }, { organization: 'Globex', start: '2018-01', end: '2021-02', highlights: { en: [], es: [] } }],
    });
    expect((await store.getCv()).version).toBe(2);

    // A second save is based on the version the first stored (no conflict with itself).
    await user.type(screen.getByLabelText('Summary (Spanish)'), ' Y más.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText(/^CV saved: visitors see the change/)).toBeInTheDocument());
    expect(store.saveCv).toHaveBeenCalledTimes(2);
    expect((await store.getCv()).summary.es).toBe('Construyo sitios web. Y más.');

    await user.click(screen.getByRole('link', { name: 'View the public CV' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/c/cv'));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Edit CV' })).not.toBeInTheDocument());
    await findPageHeading('Test Owner');
    expect(screen.getByText('Staff Engineer')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Developer at Globex' })).toBeInTheDocument();
  });

  it('reports a save refused because the CV changed elsewhere, and loads the saved version keeping the owner’s texts', async () => {
    const user = userEvent.setup({ delay: null });
    const store = spiedStore();
    renderAdmin('/admin/cv', store);
    await findPageHeading('Edit CV');
    // Another tab saves first.
    const other = await store.getCv();
    await store.saveCv({ ...other, name: 'Saved elsewhere' });
    await user.clear(screen.getByLabelText('Summary (English)'));
    await user.type(screen.getByLabelText('Summary (English)'), 'Mine.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/It was changed elsewhere/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load the saved version' }));
    const form = screen.getByRole('form', { name: 'Edit CV' });
    await waitFor(() => expect(within(form).getByLabelText('Name')).toHaveValue('Saved elsewhere'));
    const mine = screen.getByRole('region', { name: 'Your unsaved version' });
    expect(within(mine).getByLabelText('Summary (English)')).toHaveValue('Mine.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText(/^CV saved: visitors see the change/)).toBeInTheDocument());
  });

  it('starts from a blank CV when none is stored, and creates it', async () => {
    const user = userEvent.setup({ delay: null });
    const tree = testTree();
    delete tree.cv;
    const store = createMemoryContentStore(tree);
    renderAdmin('/admin/cv', store);
    await findPageHeading('Edit CV');
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getAllByText('Nothing here yet: the CV leaves this section out.')).toHaveLength(4);
    await user.type(screen.getByLabelText('Name'), 'New Owner');
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    for (const [tab, role, summary] of [
      ['English', 'Developer', 'Hello.'],
      ['Spanish', 'Desarrolladora', 'Hola.'],
    ]) {
      await user.click(screen.getByRole('tab', { name: new RegExp(`^${tab}`) }));
      await user.type(screen.getByLabelText(`Professional title (${tab})`), role);
      await user.type(screen.getByLabelText(`Summary (${tab})`), summary);
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText(/^CV created: visitors can see it now/)).toBeInTheDocument());
    expect(await store.getCv()).toMatchObject({ version: 1, name: 'New Owner', experience: [] });
  });

  it('shows a save failure without losing the form', async () => {
    const user = userEvent.setup({ delay: null });
    const store = spiedStore();
    vi.mocked(store.saveCv).mockRejectedValueOnce(new ContentError('network', 'offline'));
    renderAdmin('/admin/cv', store);
    await findPageHeading('Edit CV');
    await user.type(screen.getByLabelText('Name'), ' Jr');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/No connection to the server/)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Test Owner Jr');
  });
});

describe('the account menu', () => {
  it('lists the admin’s screens in the order and under the names of the admin’s navigation: the CV before the tag names', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdmin('/es/admin/blog');
    await findPageHeading('Entradas del blog');
    const menuButton = screen.getByRole('button', { name: /Menú de la cuenta/ });
    await user.click(menuButton);
    const panel = document.getElementById(menuButton.getAttribute('aria-controls')!)!;
    const links = within(panel).getAllByRole('link');
    const names = links.map((link) => link.textContent);
    expect(names).toEqual([
      'Entradas del blog',
      'Nueva entrada',
      'Proyectos',
      'Nuevo proyecto',
      'Editar CV',
      'Nombres de las etiquetas',
      'Papelera',
      'Exportar e importar',
    ]);
    expect(links.at(-4)).toHaveAttribute('href', '/es/admin/cv');
    expect(links.at(-2)).toHaveAttribute('href', '/es/admin/papelera');
    expect(links.at(-1)).toHaveAttribute('href', '/es/admin/exportar');
    // The same screens, in the same order and words, as the admin's own navigation.
    const nav = within(screen.getByRole('navigation', { name: 'Administración' })).getAllByRole('link');
    expect(nav.map((link) => link.textContent)).toEqual(names);
    expect(nav.map((link) => link.getAttribute('href'))).toEqual(links.map((link) => link.getAttribute('href')));
  });
});
