/** Moved to the content package so the admin runs it in the owner's tab (docs/export-format.md); the scripts load it from here. */
export * from '@portfolio/content/portability/markdown-import';
