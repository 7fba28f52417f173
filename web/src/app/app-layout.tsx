import { Helmet } from 'react-helmet-async';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { SkipLink } from '../components/layout/skip-link';
import { NavigationProgress } from '../components/layout/navigation-progress';
import { langFromPath } from '@portfolio/content/paths';
import { UserMenu } from '../features/auth/components/user-menu';
import { LanguageOfferSlot } from '../features/language/components/language-offer-slot';
import { LanguagePicker } from '../features/language/components/language-picker';
import { LOCALES } from '@portfolio/content/languages';
import { useSearchShortcut } from '../features/search/search-shortcut';
import { ThemePicker } from '../features/theme/components/theme-picker';
import type { PageSlug, RouteHandle } from '../components/layout/route-handle';
import { ScrollManager } from './scroll-manager';

/** The deepest matched route that declares a slug decides the active section. */
function activeSlug(matches: { handle: unknown }[]): PageSlug | null {
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index].handle as Partial<RouteHandle> | undefined;
    if (handle && 'slug' in handle) return handle.slug ?? null;
  }
  return null;
}

/** The public frame around every page. Composes the features (pickers, user menu) with the shared layout. */
export function AppLayout() {
  const lang = langFromPath(useLocation().pathname);
  const slug = activeSlug(useMatches());
  useSearchShortcut(lang);
  return (
    <>
      {/* Pages without their own <Seo> (login) still get the language. No title here: with React 19,
          helmet renders each instance's tags as they are (no merging), so a second <title> would compete
          with the page's; index.html's static title is the fallback. */}
      <Helmet htmlAttributes={{ lang: LOCALES[lang].tag }} />
      <ScrollManager />
      <NavigationProgress />
      <SkipLink />
      <SiteHeader
        lang={lang}
        activeSlug={slug}
        tools={
          <>
            <ThemePicker />
            <LanguagePicker />
          </>
        }
        userMenu={<UserMenu />}
      />
      {/* tabIndex lets the skip link and the scroll manager move focus here. */}
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter lang={lang} />
      <LanguageOfferSlot lang={lang} />
    </>
  );
}
