import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageRedirect, preferredLanguage, redirectToPreferredLanguage } from './detect-language';
import { LANGUAGE_COOKIE, readLanguageCookie, saveLanguageCookie } from './language-cookie';

const visit = (pathname: string, cookie = '', languages: string[] = ['en-US']) =>
  languageRedirect({ pathname, search: '?q=1', hash: '#top', cookie, languages });

describe('first-visit language', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('follows the browser languages when there is no cookie', () => {
    expect(visit('/blog', '', ['es-AR', 'en'])).toBe('/es/blog?q=1#top');
    expect(visit('/', '', ['es'])).toBe('/es?q=1#top');
    expect(visit('/blog', '', ['fr-FR', 'en-GB', 'es'])).toBeNull();
    expect(visit('/blog', '', ['fr-FR'])).toBeNull();
  });

  it('lets the cookie win over the browser languages', () => {
    expect(visit('/projects', `${LANGUAGE_COOKIE}=en`, ['es-ES'])).toBeNull();
    expect(visit('/projects', `other=1; ${LANGUAGE_COOKIE}=es`, ['en-US'])).toBe('/es/projects?q=1#top');
  });

  it('never sends a Spanish reader to a page that has no Spanish version (the page data says which exist)', () => {
    const base = { pathname: '/blog/only-english', search: '', hash: '', cookie: `${LANGUAGE_COOKIE}=es`, languages: ['es'] };
    expect(languageRedirect({ ...base, pageLanguages: ['en'] })).toBeNull();
    expect(languageRedirect({ ...base, pageLanguages: ['en', 'es'] })).toBe('/es/blog/only-english');
    expect(languageRedirect({ ...base, pageLanguages: null })).toBe('/es/blog/only-english');
  });

  it('never redirects a page that already carries the /es prefix', () => {
    expect(visit('/es/blog', `${LANGUAGE_COOKIE}=en`, ['en'])).toBeNull();
  });

  it('picks the first supported browser language', () => {
    expect(preferredLanguage(['de', 'ES-mx', 'en'])).toBe('es');
    expect(preferredLanguage([])).toBe('en');
  });

  it('rewrites the URL before the router starts and remembers the detected language', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-ES', 'es']);
    window.history.replaceState(null, '', '/blog/hello-world?x=2#intro');
    redirectToPreferredLanguage();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/es/blog/hello-world?x=2#intro');
    expect(readLanguageCookie(document.cookie)).toBe('es');
  });

  it('stays on the English page when the cookie says English, even for a Spanish browser', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-ES']);
    saveLanguageCookie('en');
    window.history.replaceState(null, '', '/projects');
    redirectToPreferredLanguage();
    expect(window.location.pathname).toBe('/projects');
  });
});

describe('language cookie', () => {
  it('is saved for a year on the whole site, SameSite=Lax', () => {
    const setter = vi.spyOn(Document.prototype, 'cookie', 'set');
    saveLanguageCookie('es');
    expect(setter).toHaveBeenCalledWith('i18n_redirected=es; max-age=31536000; path=/; SameSite=Lax');
    setter.mockRestore();
  });
});
