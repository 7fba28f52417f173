/** What a route module exports as `handle`: page meta read by the frame. */
export type PageSlug = 'Home' | 'Cv' | 'Portfolio' | 'Blog';

export interface RouteHandle {
  /** Drives the active nav link and the mobile section title; null for pages outside the nav. */
  slug: PageSlug | null;
  /** Navigation scrolls to top except where a page disables it (home). Default true. */
  scrollToTop?: boolean;
}
