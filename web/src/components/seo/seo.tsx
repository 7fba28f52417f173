/**
 * The one wrapper around react-helmet-async. SSR-safe: everything comes from props, the router
 * location and config (no window/document), so prerendering produces the same tags.
 */
import { Helmet } from 'react-helmet-async';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { langFromPath, localize, paths, unlocalize } from '@portfolio/content/paths';
import { site } from '@portfolio/content/site';
import { LOCALES } from '@portfolio/content/languages';
import type { Lang } from '@portfolio/content/languages';
import type { SeoProps } from './seo-props';
import { absoluteUrl } from '../../config/absolute-url';

export type { SeoProps };

export const pageTitle = (title: string) => `${title} — ${site.name}`;
export const defaultTitle = (lang: Lang) => `${site.name} — ${site.role[lang]}`;

/** JSON inside <script> must not be able to close the tag. */
const safeJson = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

export function Seo({
  title,
  description,
  image = null,
  type = 'website',
  publishedTime,
  modifiedTime,
  search = '',
  languages = ['en', 'es'],
  canonicalPath,
  noindex = false,
  jsonLd = [],
}: SeoProps) {
  const { pathname } = useLocation();
  const { t } = useTranslation('common');
  const lang = langFromPath(pathname);
  const locale = LOCALES[lang];
  const fullTitle = title ? pageTitle(title) : defaultTitle(lang);
  const text = description ?? t('seo.defaultDescription', { name: site.name });
  const canonical = absoluteUrl(canonicalPath ?? pathname + search);
  const basePath = unlocalize(pathname);
  const alternates = languages.map((code) => ({ hreflang: LOCALES[code].tag, href: absoluteUrl(localize(basePath, code) + search) }));
  const xDefault = languages.includes('en') ? 'en' : languages[0];

  return (
    <Helmet htmlAttributes={{ lang: locale.tag }}>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      {noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
      <link rel="canonical" href={canonical} />
      {alternates.map((alt) => (
        <link key={alt.hreflang} rel="alternate" hrefLang={alt.hreflang} href={alt.href} />
      ))}
      {xDefault ? <link rel="alternate" hrefLang="x-default" href={absoluteUrl(localize(basePath, xDefault) + search)} /> : null}
      <link rel="alternate" type="application/rss+xml" title={t('seo.feed', { name: site.name })} href={absoluteUrl(paths.feed(lang))} />

      <meta property="og:site_name" content={site.name} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={locale.ogLocale} />
      {languages
        .filter((code) => code !== lang)
        .map((code) => (
          <meta key={code} property="og:locale:alternate" content={LOCALES[code].ogLocale} />
        ))}
      {image ? <meta property="og:image" content={absoluteUrl(image.url)} /> : null}
      {image ? <meta property="og:image:width" content={String(image.width)} /> : null}
      {image ? <meta property="og:image:height" content={String(image.height)} /> : null}
      {image ? <meta property="og:image:alt" content={image.alt} /> : null}
      {publishedTime ? <meta property="article:published_time" content={publishedTime} /> : null}
      {modifiedTime ? <meta property="article:modified_time" content={modifiedTime} /> : null}

      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      {image ? <meta name="twitter:image" content={absoluteUrl(image.url)} /> : null}
      {image ? <meta name="twitter:image:alt" content={image.alt} /> : null}

      {jsonLd.map((data, index) => (
        <script key={index} type="application/ld+json">
          {safeJson(data)}
        </script>
      ))}
    </Helmet>
  );
}
