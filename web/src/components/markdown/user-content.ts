/**
 * What the sanitiser puts before every id and name in a body (DOMPurify's SANITIZE_NAMED_PROPS): Markdown cannot
 * name the page's own elements, so no heading or raw `id` can stand in for one the app looks up (docs/security.md,
 * "Markdown"). A body's links to `#section` become `#user-content-section` (render-markdown.ts), and the scroll
 * manager takes a visitor's `#section` to it (app/scroll-manager.tsx). A module of its own: the scroll manager is
 * in every page's bundle, the sanitiser is not.
 */
export const USER_CONTENT = 'user-content-';
