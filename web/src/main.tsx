import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, createPath, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/app-providers';
import { routes } from './app/router';
import { pageDataStrategy, pageLanguagesOf, readEmbeddedPageData } from './app/page-data';
import { visitorOfSiteWithBackend } from './features/auth';
import { redirectToPreferredLanguage } from './features/language/detect-language';
import { installChunkReloadGuard } from './lib/chunk-reload-guard';
import { reportingMountFailure, reportMountFailure } from './mount-failure';
import { trackServerHead } from './server-head';
import { captureTakeoverState } from './takeover-state';
import './styles/global.css';

// After a deploy, an open tab's next navigation asks for a route chunk the new build no longer has. Reload
// once, at the page it was going to, instead of showing the error page (spec §9: at most once in 10 s).
installChunkReloadGuard(window, {
  pendingUrl: () => {
    const next = router.state.navigation.location;
    return next ? createPath(next) : null;
  },
});

// The content that came with the page (docs/rendering.md), read before the language redirect may change the URL.
const embedded = readEmbeddedPageData(document);

// Before the router reads the URL, so a Spanish visitor's first render is already Spanish (and never to a page
// that has no Spanish version: the page data says which languages it exists in).
redirectToPreferredLanguage(embedded ? pageLanguagesOf(embedded.page) : null);

// Spec §8: a failure to mount is logged and recorded, and the visitor gets a translated message, not a blank page.
const router = reportingMountFailure(() =>
  createBrowserRouter(routes, { dataStrategy: pageDataStrategy({ embedded, fromServer: visitorOfSiteWithBackend }) }),
);

/** Resolves once the lazy route modules and loaders of the first URL are done. */
function whenInitialized(dataRouter: ReturnType<typeof createBrowserRouter>): Promise<void> {
  if (dataRouter.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = dataRouter.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

// Public pages arrive prerendered (docs/rendering.md). Rendering only once the router is ready keeps that
// markup on screen until React commits the same page in one go (React clears #root on its first commit),
// so there is no blank frame and nothing moves. The plain shell (admin, 404) just waits on an empty page.
void whenInitialized(router)
  .then(() => {
    const removeReplacedHead = trackServerHead();
    const container = document.getElementById('root')!;
    // Typed text and focus on the prerendered page survive React's first commit (it clears #root).
    const restoreTakeoverState = captureTakeoverState(container);
    // An error no route boundary catches unmounts the whole app: report it rather than leave a blank page.
    const root = createRoot(container, { onUncaughtError: (error) => reportMountFailure(error) });
    // Synchronous, so the server-made head tags go in the same task as React's own arrive.
    flushSync(() =>
      root.render(
        <StrictMode>
          <AppProviders>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
      ),
    );
    removeReplacedHead();
    restoreTakeoverState();
  })
  .catch(reportMountFailure);
