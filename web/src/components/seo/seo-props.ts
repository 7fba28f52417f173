/** Props of the one wrapper around react-helmet-async (components/seo/seo.tsx). */
export interface SeoProps {
  /** Page title without the site name; omitted → the default "{site name} — Web Developer". */
  title?: string;
  description?: string;
  /** Absolute or site-relative image URL for link previews, with its size. */
  image?: { url: string; width: number; height: number; alt: string } | null;
  /** Open Graph type; default 'website'. */
  type?: 'website' | 'article' | 'profile';
  /** For articles: ISO dates. */
  publishedTime?: string;
  modifiedTime?: string;
  /** The query that names this page (`?tag=css&page=2`): part of its canonical URL and of its alternates. Default none. */
  search?: string;
  /** Languages this page exists in (default both) — drives hreflang alternates. */
  languages?: ('en' | 'es')[];
  /**
   * The address this page's content has its own page at, when not this one (an item shown at the address of a
   * language it is not written in: docs/decisions.md, "One-language items"). Default: this page's.
   */
  canonicalPath?: string;
  /** Keep the page out of search results (login, errors, admin, an item shown in another language). */
  noindex?: boolean;
  /** JSON-LD objects to embed. */
  jsonLd?: object[];
}
