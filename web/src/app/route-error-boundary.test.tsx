import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isCrawler } from '../components/error-page/is-crawler';
import { ContentError } from '../data/content-store';
import { createMemoryContentStore } from '../data/memory-content-store';
import { testTree } from '../testing/fixtures';
import { renderRoute } from '../testing/render-route';
import { AppLayout } from './app-layout';
import { AppProviders } from './app-providers';
import { httpError } from './http-errors';
import { languageLoader } from './language-loader';
import { RouteErrorBoundary } from './route-error-boundary';

/** The real frame with one page that fails in a chosen way. */
function renderFailure(fail: () => never, url = '/boom') {
  const es = url.startsWith('/es');
  const router = createMemoryRouter(
    [
      {
        path: es ? '/es' : '/',
        loader: languageLoader(es ? 'es' : 'en'),
        Component: AppLayout,
        HydrateFallback: () => null,
        children: [{ ErrorBoundary: RouteErrorBoundary, children: [{ path: 'boom', loader: fail, Component: () => null }] }],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

afterEach(() => vi.restoreAllMocks());

describe('error page', () => {
  it.each([
    [
      '/nope/deeper',
      'Page not found',
      /couldn't find the page \/nope\/deeper/,
      'Back to home',
      '/',
      'Search the posts and projects',
      '/search',
    ],
    [
      '/es/nada',
      'Página no encontrada',
      /No encontramos la página \/es\/nada/,
      'Volver al inicio',
      '/es',
      'Buscar en las entradas y los proyectos',
      '/es/buscar',
    ],
    [
      '/blog/no-such-post',
      'Page not found',
      /couldn't find the page \/blog\/no-such-post/,
      'Back to the blog',
      '/blog',
      'Search the posts and projects',
      '/search',
    ],
    [
      '/es/projects/nada',
      'Página no encontrada',
      /No encontramos la página/,
      'Volver a los proyectos',
      '/es/projects',
      'Buscar en las entradas y los proyectos',
      '/es/buscar',
    ],
  ])(
    'answers an unknown path %s with one translated statement, the way back to its section, a search box and the latest posts',
    async (url, title, message, back, section, searchLabel, searchPath) => {
      renderRoute(url);
      await heading(title);
      const main = screen.getByRole('main');
      // Said once, in words: no "404" and no "Error 404" on the page (the tab's title keeps the status).
      expect(within(main).queryByText(/404/)).toBeNull();
      expect(within(main).getByText(message)).toBeInTheDocument();
      expect(within(main).getByRole('link', { name: back })).toHaveAttribute('href', section);
      const search = within(main).getByRole('search');
      expect(search).toHaveAttribute('action', searchPath);
      expect(within(search).getByLabelText(searchLabel)).toHaveAttribute('name', 'q');
      // The newest posts of the page's language, read through the blog list.
      const latest = await within(main).findByRole('region', { name: /Latest posts|Últimas entradas/ });
      expect(within(latest).getAllByRole('link').length).toBeGreaterThan(0);
      // The header and pickers stay, so a lost visitor can still navigate.
      expect(screen.getByRole('navigation', { name: /main|principal/i })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Error 404 — Emi Castellano'));
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    },
  );

  it('shows the unknown-error text for an empty message, with the status code', async () => {
    renderFailure(() => {
      throw httpError(403, '');
    });
    await heading('Something went wrong');
    expect(screen.getByText('An unknown error occurred. Please try again in a moment.')).toBeInTheDocument();
    expect(screen.getByText('Error 403')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Error 403 — Emi Castellano'));
  });

  it('translates any other message as a key, in the page language', async () => {
    renderFailure(() => {
      throw httpError(410, 'nav.projects');
    }, '/es/boom');
    await heading('Algo salió mal');
    expect(screen.getByText('Proyectos', { selector: '.error-page__message' })).toBeInTheDocument();
    expect(screen.getByText('Error 410')).toBeInTheDocument();
  });

  it('never shows an untranslated key: the unknown-error text instead, the key in the console', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailure(() => {
      throw httpError(422, 'errors.someUnknownKey');
    });
    await heading('Something went wrong');
    expect(screen.getByText('An unknown error occurred. Please try again in a moment.')).toBeInTheDocument();
    expect(screen.queryByText('errors.someUnknownKey')).not.toBeInTheDocument();
    await waitFor(() => expect(log).toHaveBeenCalled());
  });

  it('gives thrown errors status 500, or their statusCode', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailure(() => {
      throw new Error('');
    });
    await heading('Something went wrong');
    expect(screen.getByText('Error 500')).toBeInTheDocument();
    expect(screen.getByText('An unknown error occurred. Please try again in a moment.')).toBeInTheDocument();
  });

  it('uses error.statusCode when a thrown error carries one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailure(() => {
      throw Object.assign(new Error('nav.blog'), { statusCode: 503 });
    });
    await heading('Something went wrong');
    expect(screen.getByText('Error 503')).toBeInTheDocument();
    expect(screen.getByText('Blog', { selector: '.error-page__message' })).toBeInTheDocument();
  });

  it('renders no error page for a crawler, only logs the error and keeps the page out of the index', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/missing');
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.getByRole('main')).toBeEmptyDOMElement();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow'));
  });
});

describe("errors in the reader's language (database, network and chunk failures)", () => {
  /** The real route table over a store whose every read fails as the Realtime Database SDK would. */
  function failingStore(error: Error) {
    const store = createMemoryContentStore(testTree());
    const fail = () => Promise.reject(error);
    return Object.assign(store, { listPosts: fail, getPost: fail, listProjects: fail, getProject: fail, getCv: fail });
  }

  it.each([
    ['/blog', 'Something went wrong', 'The content could not be loaded. Check your connection and try again.'],
    ['/es/blog', 'Algo salió mal', 'No se ha podido cargar el contenido. Comprueba tu conexión e inténtalo de nuevo.'],
    ['/projects', 'Something went wrong', 'The content could not be loaded. Check your connection and try again.'],
    ['/es/c/cv', 'Algo salió mal', 'No se ha podido cargar el contenido. Comprueba tu conexión e inténtalo de nuevo.'],
  ])('%s: a network failure is a 500 with a translated message; the raw one goes to the console', async (url, title, text) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new ContentError('network', 'Could not read /posts: Firebase: Error (database/network-error).');
    renderRoute(url, { store: failingStore(failure) });
    await heading(title);
    const main = screen.getByRole('main');
    expect(within(main).getByText('500')).toBeInTheDocument();
    expect(within(main).getByText(text)).toBeInTheDocument();
    expect(main.textContent).not.toMatch(/Firebase|Could not read|network-error/);
    await waitFor(() => expect(log).toHaveBeenCalledWith(failure));
  });

  it.each([
    ['/', "You don't have permission to see this content."],
    ['/es', 'No tienes permiso para ver este contenido.'],
  ])('%s: a refused read says so in the page language', async (url, text) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute(url, { store: failingStore(new ContentError('permission-denied', 'PERMISSION_DENIED: Permission denied')) });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText(/PERMISSION_DENIED/)).not.toBeInTheDocument();
  });

  it.each([
    ['/boom', 'This page could not be loaded, perhaps because the site has just been updated. Reload the page to get the latest version.'],
    [
      '/es/boom',
      'No se ha podido cargar esta página, quizá porque el sitio se acaba de actualizar. Recarga la página para obtener la versión más reciente.',
    ],
  ])('%s: a missing code chunk asks for a reload, in the page language', async (url, text) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailure(() => {
      throw new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:5000/assets/blog-DJapPq43.js');
    }, url);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText(/dynamically imported module/)).not.toBeInTheDocument();
  });

  it.each([
    ['/boom', 'An unknown error occurred. Please try again in a moment.'],
    ['/es/boom', 'Ha ocurrido un error desconocido. Inténtalo de nuevo en un momento.'],
  ])('%s: any other exception shows the unknown-error text, never its English message', async (url, text) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailure(() => {
      throw new TypeError("Cannot read properties of undefined (reading 'title')");
    }, url);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText(/Cannot read properties/)).not.toBeInTheDocument();
  });
});

describe('isCrawler', () => {
  it.each([
    ['Mozilla/5.0 (compatible; bingbot/2.0)', true],
    ['Mozilla/5.0 Chrome-Lighthouse', true],
    ['facebookexternalhit/1.1', true],
    ['Google-InspectionTool/1.0', true],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36', false],
  ])('%s → %s', (agent, expected) => expect(isCrawler(agent)).toBe(expected));
});
