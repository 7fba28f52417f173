import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy*/waitFor wait for what the test names (a heading, a call, a URL) and stop as soon as it happens.
// Their default 1 s ceiling is a real-time budget that a busy 2-core machine overruns (a route's first
// render under a full parallel run took over a second): the ceiling only decides how long a real failure
// takes to report, so it is sized for CI, with vitest's testTimeout above it (vitest.config.ts).
configure({ asyncUtilTimeout: 10_000 });

// A few suites run in Node (`@vitest-environment node`, like the build-time renderer): no DOM to set up there.
const hasDom = typeof window !== 'undefined';

if (hasDom) {
  // jsdom has no layout: scrolling is a no-op here (the scroll manager calls these on navigation).
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}

afterEach(() => {
  if (!hasDom) return;
  cleanup();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
  localStorage.clear();
});
