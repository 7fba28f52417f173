import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// jsdom has no layout: scrolling is a no-op here (the scroll manager calls these on navigation).
window.scrollTo = () => {};
Element.prototype.scrollIntoView = function scrollIntoView() {};
import { cleanup } from '@testing-library/react';

afterEach(() => {
  cleanup();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
  localStorage.clear();
});
