import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findPageHeading, renderRoute } from '../testing/render-route';

afterEach(() => {
  vi.restoreAllMocks();
  // Only the hash test installs it; jsdom has no matchMedia of its own.
  delete (window as { matchMedia?: unknown }).matchMedia;
});

const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('scroll on navigation', () => {
  it('scrolls to top on a new page and moves focus to <main>', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = renderRoute('/');
    await findPageHeading();
    expect(scrollTo).not.toHaveBeenCalled();
    await user.click(screen.getAllByRole('link', { name: 'Blog' })[0]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog'));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('does not scroll to top when the route says scrollToTop: false (home)', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = renderRoute('/blog');
    await findPageHeading();
    await router.navigate('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(nav().querySelector('[aria-current="page"]')).toHaveTextContent('Home'));
    expect(scrollTo).not.toHaveBeenCalledWith(0, 0);
  });

  it('scrolls to the element named by the hash, without smooth motion when reduced motion is preferred', async () => {
    const into = vi.spyOn(Element.prototype, 'scrollIntoView');
    window.matchMedia = vi.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    const { router } = renderRoute('/blog');
    await findPageHeading();
    await router.navigate('/blog#main');
    await waitFor(() => expect(into).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' }));
    expect(into.mock.contexts[0]).toBe(document.getElementById('main'));
  });

  it('restores the saved position on back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const addListener = vi.spyOn(window, 'addEventListener');
    const { router } = renderRoute('/blog');
    await findPageHeading();
    // The scroll listener is an effect of the first render: on a busy machine it may come after the heading.
    await waitFor(() => expect(addListener).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true }));
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await router.navigate('/projects');
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects'));
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog'));
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 640));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('takes a hash without the body’s id prefix to the heading that carries it (a link readers shared)', async () => {
    const into = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { router } = renderRoute('/blog/typed-code');
    await findPageHeading();
    const heading = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.markdown h2[id]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(heading.id).toMatch(/^user-content-./);
    await router.navigate(`/blog/typed-code#${heading.id.replace('user-content-', '')}`);
    await waitFor(() => expect(into).toHaveBeenCalled());
    expect(into.mock.contexts[0]).toBe(heading);
  });
});
