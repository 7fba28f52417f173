import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findPageHeading } from '../../testing/render-route';
import { renderAdmin, spiedStore } from './testing/render-admin';

/** The owner's switch for an item written in one language only (docs/decisions.md, "One-language items"). */
describe('“list it in the other language’s lists too”', () => {
  it('is off for an item that never set it, and a save stores it ticked', async () => {
    const user = userEvent.setup({ delay: null });
    const store = spiedStore();
    renderAdmin('/admin/blog/editar/only-english', store);
    await findPageHeading('Edit post: Only in English');
    const box = screen.getByRole('checkbox', { name: /list it in the other language’s lists too/i });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/“\(en inglés\)”/);
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect((await store.getPost('only-english', { includeDrafts: true }))?.listUntranslated).toBe(true));
  });

  it('speaks Spanish in the Spanish admin, on a project too', async () => {
    renderAdmin('/es/admin/proyectos/editar/weather-app', spiedStore());
    await findPageHeading(/Editar proyecto/);
    expect(
      screen.getByRole('checkbox', { name: 'Mientras esté escrito en un solo idioma, mostrarlo también en las listas del otro idioma' }),
    ).not.toBeChecked();
  });
});
