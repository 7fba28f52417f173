/**
 * The inline boot script of web/index.html, run as the browser runs it: in the <head>, before anything paints. It
 * picks the theme and the language (docs/decisions.md, "Language before the first paint"); the language part is
 * what these tests drive, with a fake `location` (jsdom does not navigate) and a real document for the cookie.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { inlineScripts } from '../../scripts/update-csp.mjs';

const indexHtml = readFileSync(join(__dirname, '..', 'index.html'), 'utf8');
const [bootScript] = inlineScripts(indexHtml) as string[];

interface Visit {
  /** Path with query and hash, e.g. '/blog?page=2#top'. */
  url: string;
  languages: string[];
  cookie?: string;
  /** <html data-languages>, as the server renders it for one item's page. */
  pageLanguages?: string;
  /** The page's scripts wait in <template id="app-scripts"> (a server-rendered page). */
  deferredScripts?: boolean;
}

function visit({ url, languages, cookie, pageLanguages, deferredScripts = false }: Visit) {
  const attribute = pageLanguages === undefined ? '' : ` data-languages="${pageLanguages}"`;
  const preloads = ['/assets/react.js', '/assets/framework.js'].map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
  const template = deferredScripts ? `<template id="app-scripts" data-entry="/assets/index.js">${preloads.join('')}</template>` : '';
  const dom = new JSDOM(`<!doctype html><html lang="en-US"${attribute}><head>${template}</head><body></body></html>`, {
    url: `http://127.0.0.1:5000${url}`,
  });
  const { document } = dom.window;
  for (const pair of cookie?.split('; ') ?? []) document.cookie = pair;
  const target = new URL(url, 'http://127.0.0.1:5000');
  const replace = vi.fn();
  const location = { pathname: target.pathname, search: target.search, hash: target.hash, replace };
  // Timers and paint timing under the test's control: the app's scripts wait for the first contentful paint.
  const timers: { delay: number; callback: () => void }[] = [];
  const paintObservers: ((list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void)[] = [];
  class FakePerformanceObserver {
    constructor(private callback: (typeof paintObservers)[number]) {}
    observe({ type }: { type: string }) {
      if (type === 'paint') paintObservers.push(this.callback);
    }
  }
  runInNewContext(bootScript, {
    window: dom.window,
    document,
    localStorage: dom.window.localStorage,
    location,
    navigator: { languages, language: languages[0] },
    PerformanceObserver: FakePerformanceObserver,
    requestAnimationFrame: (callback: () => void) => callback(),
    setTimeout: (callback: () => void, delay = 0) => timers.push({ delay, callback }),
  });
  const runTimers = (upTo: number) => {
    const due = timers.filter(({ delay }) => delay <= upTo);
    timers.splice(0, timers.length, ...timers.filter((timer) => !due.includes(timer)));
    for (const timer of due) timer.callback();
  };
  const appStarted = () => document.querySelector('script[type="module"]') !== null;
  const preloadsInHead = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
  return {
    replacedWith: replace.mock.calls.map(([href]) => href as string),
    cookie: document.cookie,
    hidden: document.documentElement.style.visibility === 'hidden',
    appStarted,
    preloadsInHead,
    load: () => dom.window.dispatchEvent(new dom.window.Event('load')),
    paint: (name: string) => {
      for (const observer of paintObservers)
        observer({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, { disconnect() {} });
    },
    runTimers,
  };
}

describe('the boot script chooses the language before the first paint', () => {
  it('sends a first-time visitor of the site root whose browser prefers Spanish to /es, keeping query and hash', () => {
    const result = visit({ url: '/?ref=card#top', languages: ['es-MX', 'en'] });
    expect(result.replacedWith).toEqual(['/es?ref=card#top']);
    expect(result.cookie).toBe('i18n_redirected=es');
    // The English page never shows while the Spanish one loads, and its app never starts.
    expect(result.hidden).toBe(true);
  });

  it('never replaces any other address: a shared link shows what was shared (the app offers the twin)', () => {
    for (const url of ['/blog?page=2#top', '/blog/a-post', '/c/cv', '/search?q=caf%C3%A9', '/projects', '/espresso']) {
      const firstVisit = visit({ url, languages: ['es-ES'] });
      expect(firstVisit, url).toMatchObject({ replacedWith: [], hidden: false, cookie: 'i18n_redirected=es' });
      expect(visit({ url, languages: ['en-US'], cookie: 'i18n_redirected=es' }).replacedWith, url).toEqual([]);
    }
  });

  it('does not start the English page’s app when it is leaving for the Spanish one', () => {
    const leaving = visit({ url: '/', languages: ['es'], deferredScripts: true });
    leaving.load();
    leaving.paint('first-contentful-paint');
    leaving.runTimers(Infinity);
    expect(leaving).toMatchObject({ replacedWith: ['/es'] });
    expect(leaving.appStarted()).toBe(false);
  });

  it('starts a server-rendered page’s app once the page has loaded and its first contentful paint is on screen', () => {
    const page = visit({ url: '/', languages: ['en'], deferredScripts: true });
    page.runTimers(0);
    page.paint('first-contentful-paint');
    expect(page.appStarted()).toBe(false);
    page.load();
    page.paint('first-paint');
    page.runTimers(0);
    // A paint without content is not enough; loaded and painted, it starts after the paint's task.
    expect(page.appStarted()).toBe(false);
    page.paint('first-contentful-paint');
    expect(page.appStarted()).toBe(false);
    page.runTimers(0);
    // Then one modulepreload per task, and the entry after them: no long task of request starts.
    expect(page.preloadsInHead()).toEqual(['/assets/react.js']);
    expect(page.appStarted()).toBe(false);
    page.runTimers(0);
    expect(page.preloadsInHead()).toEqual(['/assets/react.js', '/assets/framework.js']);
    expect(page.appStarted()).toBe(false);
    page.runTimers(0);
    expect(page.appStarted()).toBe(true);
  });

  it('starts the app anyway after 3 s when no paint is reported (no paint timing, or a tab in the background)', () => {
    const page = visit({ url: '/', languages: ['en'], deferredScripts: true });
    page.load();
    page.runTimers(2999);
    expect(page.appStarted()).toBe(false);
    page.runTimers(3000);
    page.runTimers(0);
    page.runTimers(0);
    expect(page.appStarted()).toBe(true);
  });

  it('takes the first supported language of the browser’s list, English when none is supported', () => {
    expect(visit({ url: '/', languages: ['de-DE', 'ES', 'en'] }).replacedWith).toEqual(['/es']);
    expect(visit({ url: '/', languages: ['de-DE', 'en-GB', 'es'] }).replacedWith).toEqual([]);
    const unsupported = visit({ url: '/c/cv', languages: ['fr', 'de'] });
    expect(unsupported).toMatchObject({ replacedWith: [], cookie: 'i18n_redirected=en', hidden: false });
  });

  it('follows the saved choice over the browser’s languages', () => {
    expect(visit({ url: '/', languages: ['es-ES'], cookie: 'i18n_redirected=en' }).replacedWith).toEqual([]);
    expect(visit({ url: '/', languages: ['en-US'], cookie: 'a=1; i18n_redirected=es' }).replacedWith).toEqual(['/es']);
  });

  it('leaves Spanish addresses alone, and a first visit to one remembers Spanish', () => {
    const spanish = visit({ url: '/es/blog', languages: ['en-US'] });
    expect(spanish).toMatchObject({ replacedWith: [], cookie: 'i18n_redirected=es' });
    expect(visit({ url: '/es', languages: ['es'] }).replacedWith).toEqual([]);
  });
});
