import { Helmet } from 'react-helmet-async';

/** Keeps a page out of search results without giving it page meta (the login page has none: docs/decisions.md, "Titles and meta"). */
export function NoIndex() {
  return (
    <Helmet>
      <meta name="robots" content="noindex" />
    </Helmet>
  );
}
