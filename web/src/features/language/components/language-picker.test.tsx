import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findPageHeading, renderRoute } from '../../../testing/render-route';

describe('language picker', () => {
  it('switches to the same page in Spanish, keeps search and hash, and saves the choice', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/blog?page=2#list');
    await findPageHeading();
    const picker = screen.getByRole('link', { name: /^Español (ES )?– change language$/ });
    expect(picker).toHaveAttribute('href', '/es/blog?page=2#list');
    expect(picker).toHaveAttribute('hreflang', 'es-ES');
    await user.click(picker);
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/blog'));
    expect(router.state.location.search).toBe('?page=2');
    expect(router.state.location.hash).toBe('#list');
    expect(document.cookie).toMatch(/(^|; )i18n_redirected=es(;|$)/);
    // The frame is now Spanish and offers the way back.
    expect(await screen.findByRole('link', { name: /^English (EN )?– cambiar idioma$/ })).toHaveAttribute('href', '/blog?page=2#list');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'es-ES'));
  });

  it('switches from Spanish to English and saves English', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/es/c/cv');
    await findPageHeading();
    await user.click(screen.getByRole('link', { name: /^English (EN )?– cambiar idioma$/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/c/cv'));
    expect(document.cookie).toMatch(/(^|; )i18n_redirected=en(;|$)/);
    expect(await screen.findByRole('link', { name: /^Español (ES )?– change language$/ })).toBeInTheDocument();
  });
});
