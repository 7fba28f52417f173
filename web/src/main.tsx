import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/app-providers';
import { routes } from './app/router';
import { redirectToPreferredLanguage } from './features/language/detect-language';
import { trackServerHead } from './server-head';
import './styles/global.css';

// Before the router reads the URL, so a Spanish visitor's first render is already Spanish.
redirectToPreferredLanguage();

const router = createBrowserRouter(routes);

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

// A visitor may have tabbed into the prerendered page before the app took over: focus the same control again.
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';
function focusedControlIndex(container: HTMLElement): number {
  const active = document.activeElement;
  return active && active !== document.body && container.contains(active) ? [...container.querySelectorAll(FOCUSABLE)].indexOf(active) : -1;
}

// Public pages arrive prerendered (docs/rendering.md). Rendering only once the router is ready keeps that
// markup on screen until React commits the same page in one go (React clears #root on its first commit),
// so there is no blank frame and nothing moves. The plain shell (admin, 404) just waits on an empty page.
void whenInitialized(router).then(() => {
  const removeReplacedHead = trackServerHead();
  const container = document.getElementById('root')!;
  const focusedIndex = focusedControlIndex(container);
  const root = createRoot(container);
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
  if (focusedIndex >= 0) container.querySelectorAll<HTMLElement>(FOCUSABLE)[focusedIndex]?.focus();
});
