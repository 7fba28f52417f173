import { Helmet } from 'react-helmet-async';

/** Keeps a page out of search results without giving it page meta (spec §2: the login page has none). */
export function NoIndex() {
  return (
    <Helmet>
      <meta name="robots" content="noindex" />
    </Helmet>
  );
}
