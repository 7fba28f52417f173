import { act } from '@testing-library/react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { captureTakeoverState } from './takeover-state';

/** A controlled form like the sign-in form: what React knows is what it shows back in the output. */
function SignInLikeForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <form>
      <a href="/">Home</a>
      <input type="email" name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <input type="password" name="password" value={password} onChange={(event) => setPassword(event.target.value)} />
      <output>{`${email}|${password}`}</output>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The prerendered page in #root, as the server sent it. */
function prerendered(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToStaticMarkup(<SignInLikeForm />);
  document.body.append(container);
  return container;
}

function takeOver(container: HTMLElement, restore: () => void) {
  root = createRoot(container);
  flushSync(() => root!.render(<SignInLikeForm />));
  act(() => restore());
}

describe('takeover of a prerendered page', () => {
  it('keeps the text typed before the app took over, in React state as well as on screen', () => {
    const container = prerendered();
    container.querySelector<HTMLInputElement>('[name=email]')!.value = 'owner@example.com';
    container.querySelector<HTMLInputElement>('[name=password]')!.value = 'secret';

    takeOver(container, captureTakeoverState(container));

    expect(container.querySelector<HTMLInputElement>('[name=email]')!.value).toBe('owner@example.com');
    expect(container.querySelector<HTMLInputElement>('[name=password]')!.value).toBe('secret');
    expect(container.querySelector('output')!.textContent).toBe('owner@example.com|secret');
  });

  it('keeps what was typed and focused after the capture, while React was still rendering', () => {
    const container = prerendered();
    const restore = captureTakeoverState(container);
    // The visitor goes on while the transition renders: types, then tabs to the next field.
    container.querySelector<HTMLInputElement>('[name=email]')!.value = 'late@example.com';
    container.querySelector<HTMLInputElement>('[name=password]')!.focus();

    takeOver(container, restore);

    expect(container.querySelector('output')!.textContent).toBe('late@example.com|');
    expect(document.activeElement).toBe(container.querySelector('[name=password]'));
  });

  it('leaves untouched fields empty and puts focus back on the same control', () => {
    const container = prerendered();
    const email = container.querySelector<HTMLInputElement>('[name=email]')!;
    email.value = 'owner@example.com';
    container.querySelector<HTMLInputElement>('[name=password]')!.focus();

    takeOver(container, captureTakeoverState(container));

    expect(container.querySelector('output')!.textContent).toBe('owner@example.com|');
    expect(document.activeElement).toBe(container.querySelector('[name=password]'));
    expect(document.activeElement).not.toBe(email);
  });

  it('does nothing to a page where nothing was typed or focused', () => {
    const container = prerendered();
    takeOver(container, captureTakeoverState(container));
    expect(container.querySelector('output')!.textContent).toBe('|');
    expect(document.activeElement).toBe(document.body);
  });

  it('keeps a disclosure the visitor opened (a table of contents) open', () => {
    const Page = () => (
      <nav>
        <details>
          <summary>On this page</summary>
          <a href="#one">One</a>
        </details>
        <details open>
          <summary>Shown</summary>
        </details>
      </nav>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToStaticMarkup(<Page />);
    document.body.append(container);
    const restore = captureTakeoverState(container);
    const [toc, shown] = container.querySelectorAll('details');
    toc.open = true;
    shown.open = false;

    root = createRoot(container);
    flushSync(() => root!.render(<Page />));
    const rendered = container.querySelectorAll('details');
    expect(rendered[0]).not.toBe(toc);
    act(() => restore());
    expect([...container.querySelectorAll('details')].map((details) => details.open)).toEqual([true, false]);
  });
});
