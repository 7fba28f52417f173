import { Helmet } from 'react-helmet-async';
import { pageTitle } from './seo';

/**
 * Only the document title ("{title} — {site name}"), for screens that get no page meta: the admin
 * (noindex, no canonical or previews) names its screens in the tab in the page's language.
 */
export function DocumentTitle({ title }: { title: string }) {
  return (
    <Helmet>
      <title>{pageTitle(title)}</title>
    </Helmet>
  );
}
