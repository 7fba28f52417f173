/**
 * The client's takeover of the page the server sent (docs/rendering.md, "How the client takes over"): the router
 * with the first route's modules and data, then React's render, each in tasks of their own (main.tsx).
 */
import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, createPath, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/app-providers';
import { routes } from '../app/router';
import { pageDataStrategy, readEmbeddedPageData } from '../app/page-data';
import { visitorOfSiteWithBackend } from '../features/auth/auth-session';
import { installChunkReloadGuard } from '../lib/chunk-reload-guard';
import { reportingMountFailure, reportMountFailure } from './mount-failure';
import { nextTask } from './next-task';
import { trackServerHead } from './server-head';
import { captureTakeoverState } from './takeover-state';

// The content that came with the page (docs/rendering.md). The language was chosen before this ran, by the boot
// script in index.html (a Spanish visitor never sees the English page).
const embedded = readEmbeddedPageData(document);

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

/** Runs `done` in the task of React's first commit (a layout effect of the outermost component: after every other). */
function AfterFirstCommit({ done, children }: { done: () => void; children: ReactNode }) {
  useLayoutEffect(done, [done]);
  return children;
}

// Public pages arrive server-rendered (docs/rendering.md). Rendering only once the router is ready keeps that
// markup on screen until React commits the same page in one go (React clears #root on its first commit),
// so there is no blank frame and nothing moves. The plain shell (admin, 404) just waits on an empty page.
export async function takeOver(): Promise<void> {
  const pageData = pageDataStrategy({ embedded, fromServer: visitorOfSiteWithBackend });
  let firstLoad = true;
  // A failure to mount is logged and recorded, and the visitor gets a translated message, not a blank page.
  const router = reportingMountFailure(() =>
    createBrowserRouter(routes, {
      // The router's creation and its first match are one task, the first page's loaders (i18n's start, the
      // route modules, the page data) the next: together they were one task of ≈ 150 ms on a slowed phone CPU.
      dataStrategy: async (args) => {
        if (firstLoad) {
          firstLoad = false;
          await nextTask();
        }
        return pageData(args);
      },
    }),
  );
  // After a deploy, an open tab's next navigation asks for a route chunk the new build no longer has. Reload
  // once, at the page it was going to, instead of showing the error page (at most once in 10 s: docs/decisions.md, "Errors").
  installChunkReloadGuard(window, {
    pendingUrl: () => {
      const next = router.state.navigation.location;
      return next ? createPath(next) : null;
    },
  });
  await whenInitialized(router);
  await nextTask();
  const removeReplacedHead = trackServerHead();
  const container = document.getElementById('root')!;
  // Typed text and focus on the server-rendered page survive React's first commit (it clears #root).
  const restoreTakeoverState = captureTakeoverState(container);
  let taken = false;
  const afterTakeover = () => {
    if (taken) return;
    taken = true;
    // In the commit's task, so the server-made head tags go as React's own arrive.
    removeReplacedHead();
    restoreTakeoverState();
  };
  // An error no route boundary catches unmounts the whole app: report it rather than leave a blank page.
  const root = createRoot(container, { onUncaughtError: (error) => reportMountFailure(error) });
  // A transition: React renders the page in slices of a few milliseconds, yielding to the browser in
  // between (no long task on a slow phone: Total Blocking Time), and still commits it in one go.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AfterFirstCommit done={afterTakeover}>
          <AppProviders>
            <RouterProvider router={router} />
          </AppProviders>
        </AfterFirstCommit>
      </StrictMode>,
    ),
  );
}
