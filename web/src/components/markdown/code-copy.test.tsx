import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findPageHeading, renderRoute } from '../../testing/render-route';

function fakeClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(writeText) }, configurable: true });
  return navigator.clipboard.writeText as ReturnType<typeof vi.fn>;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('copying a code block', () => {
  it('copies the code, says so on the button and announces it, by keyboard too', async () => {
    // After userEvent.setup(), which puts its own clipboard stub on navigator.
    const user = userEvent.setup();
    const writeText = fakeClipboard(() => Promise.resolve());
    renderRoute('/blog/typed-code');
    await findPageHeading('Typed code');
    const button = await screen.findByRole('button', { name: 'Copy ts code' });
    expect(button).toHaveTextContent('Copy');
    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('const answer: number = 42;'));
    expect(button).toHaveTextContent('Copied');
    const status = within(screen.getByRole('main'))
      .getAllByRole('status')
      .find((region) => region.textContent !== '');
    expect(status).toHaveTextContent('Code copied to the clipboard');
  });

  it('says in Spanish when the browser refuses, so the reader copies by hand', async () => {
    const user = userEvent.setup();
    fakeClipboard(() => Promise.reject(new Error('NotAllowedError')));
    renderRoute('/es/blog/typed-code');
    await findPageHeading('Código tipado');
    await user.click(await screen.findByRole('button', { name: 'Copiar código ts' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('main'))
          .getAllByRole('status')
          .map((region) => region.textContent),
      ).toContain('No se ha podido copiar el código: selecciónalo y cópialo a mano'),
    );
  });
});
