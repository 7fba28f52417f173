import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isCrawler } from '../components/error-page/is-crawler';
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
    ['/nope/deeper', 'Something went wrong', /couldn't find the page \/nope\/deeper/, 'Back to home', '/'],
    ['/es/nada', 'Algo salió mal', /No encontramos la página \/es\/nada/, 'Volver al inicio', '/es'],
  ])('answers an unknown path %s with a translated 404 inside the frame', async (url, title, message, back, home) => {
    renderRoute(url);
    await heading(title);
    const main = screen.getByRole('main');
    expect(within(main).getByText('404')).toBeInTheDocument();
    expect(within(main).getByText(message)).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: back })).toHaveAttribute('href', home);
    // The header and pickers stay, so a lost visitor can still navigate.
    expect(screen.getByRole('navigation', { name: /main|principal/i })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Error 404 — Emi Castellano'));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

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

  it('shows an untranslated key as it is', async () => {
    renderFailure(() => {
      throw httpError(422, 'errors.someUnknownKey');
    });
    await heading('Something went wrong');
    expect(screen.getByText('errors.someUnknownKey')).toBeInTheDocument();
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

describe('isCrawler', () => {
  it.each([
    ['Mozilla/5.0 (compatible; bingbot/2.0)', true],
    ['Mozilla/5.0 Chrome-Lighthouse', true],
    ['facebookexternalhit/1.1', true],
    ['Google-InspectionTool/1.0', true],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36', false],
  ])('%s → %s', (agent, expected) => expect(isCrawler(agent)).toBe(expected));
});
