import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

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
