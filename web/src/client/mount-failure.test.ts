import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountFailureLanguage, reportingMountFailure, reportMountFailure } from './mount-failure';

describe('app mount failure (logged and recorded as app error)', () => {
  let logged: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<div id="root"></div>';
    delete document.documentElement.dataset.appError;
  });
  afterEach(() => {
    logged.mockRestore();
    window.history.replaceState(null, '', '/');
  });

  const alert = () => document.querySelector('[role="alert"]');

  it('logs the error, records it on <html>, and shows the English message on an English URL', () => {
    window.history.replaceState(null, '', '/blog');
    const error = new Error('router exploded');
    reportMountFailure(error);
    expect(logged).toHaveBeenCalledWith('App mount failed:', error);
    expect(document.documentElement.dataset.appError).toBe('mount');
    expect(alert()?.textContent).toBe('Something went wrongThe page could not start. Reload the page');
    expect(alert()?.getAttribute('lang')).toBe('en');
    expect(alert()?.querySelector('a')?.getAttribute('href')).toBe('http://localhost:3000/blog');
    expect(document.body.firstElementChild).toBe(alert());
    // No technical detail for the visitor.
    expect(document.body.textContent).not.toContain('router exploded');
  });

  it('speaks Spanish under /es', () => {
    window.history.replaceState(null, '', '/es/blog');
    reportMountFailure(new Error('x'));
    expect(alert()?.textContent).toBe('Algo salió malLa página no ha podido iniciarse. Recargar la página');
    expect(alert()?.getAttribute('lang')).toBe('es');
  });

  it('keeps a prerendered page readable, with the message above it, and shows it once', () => {
    document.body.innerHTML = '<div id="root"><main><h1>Blog</h1></main></div>';
    reportMountFailure(new Error('first'));
    reportMountFailure(new Error('second'));
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(1);
    expect(document.body.firstElementChild).toBe(alert());
    expect(document.querySelector('h1')?.textContent).toBe('Blog');
    expect(logged).toHaveBeenCalledTimes(2);
  });

  it('reportingMountFailure reports a failing step and rethrows, and passes a result through', () => {
    expect(reportingMountFailure(() => 42)).toBe(42);
    expect(alert()).toBeNull();
    expect(() =>
      reportingMountFailure(() => {
        throw new Error('no router');
      }),
    ).toThrow('no router');
    expect(alert()).not.toBeNull();
  });

  it.each([
    ['/', 'en'],
    ['/es', 'es'],
    ['/es/', 'es'],
    ['/es/blog/x', 'es'],
    ['/espresso', 'en'],
    ['/blog/es', 'en'],
  ])('%s is %s', (path, language) => {
    expect(mountFailureLanguage(path)).toBe(language);
  });
});
