import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { findPageHeading, renderRoute } from '../../../testing/render-route';

const themeColor = () => document.querySelector('meta[name="theme-color"]')?.getAttribute('content');

describe('theme picker', () => {
  beforeEach(() => {
    document.documentElement.className = 'dark-scheme';
    document.querySelectorAll('meta[name="theme-color"]').forEach((meta) => meta.remove());
  });

  it('offers the four themes and applies, marks and saves the choice', async () => {
    const user = userEvent.setup();
    renderRoute('/blog');
    await findPageHeading();
    const button = screen.getByRole('button', { name: 'Theme' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const group = screen.getByRole('group', { name: 'Colour theme' });
    const options = within(group).getAllByRole('button');
    expect(options.map((option) => option.textContent)).toEqual(['Dark', 'Light', 'Batman', 'Tron']);
    expect(within(group).getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(group).getByRole('button', { name: 'Tron' }));
    expect(document.documentElement).toHaveClass('tron-legacy-scheme');
    expect(document.documentElement).not.toHaveClass('dark-scheme');
    expect(themeColor()).toBe('#191b21');
    expect(localStorage.getItem('theme')).toBe('tron-legacy-scheme');
    // Closes and gives focus back to the button.
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    await user.click(button);
    expect(screen.getByRole('button', { name: 'Tron' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('works from the keyboard and closes on Escape', async () => {
    const user = userEvent.setup();
    renderRoute('/es');
    await findPageHeading();
    const button = screen.getByRole('button', { name: 'Tema' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('group', { name: 'Tema de color' })).toBeVisible();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Oscuro' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(document.documentElement).toHaveClass('light-scheme');
    expect(themeColor()).toBe('#ffffff');
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    expect(button).toHaveFocus();
  });
});
