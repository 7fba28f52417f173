import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LANGS } from '@portfolio/content/languages';
import { localize, PUBLIC_ROUTES } from '@portfolio/content/paths';
import { findPageHeading, renderRoute } from '../testing/render-route';
import { isServerDataRoute } from './page-data';
import { pageModuleFile } from '../server/entry-server';
import { pageModules, routes } from './router';

describe('route table', () => {
  it('serves the Spanish twin of a page under /es', async () => {
    const { router } = renderRoute('/es/blog');
    await findPageHeading();
    expect(router.state.matches[0].route.id).toBe('lang-es');
  });

  it.each(LANGS)('routes every public page of the content package in %s to its module, server data as declared', (lang) => {
    for (const [name, route] of Object.entries(PUBLIC_ROUTES)) {
      const path = localize(route.path.replace(':id', 'some-id'), lang);
      const page = matchRoutes(routes, path)?.at(-1)?.route;
      expect(page?.id, path).toBe(`${name}-${lang}`);
      expect(pageModuleFile(page!.id!), path).toBe(`src/app/routes/${name}.tsx`);
      expect(isServerDataRoute(page!.id!), path).toBe(route.serverData);
    }
    expect(matchRoutes(routes, localize('/no-such-page', lang))?.at(-1)?.route.id).toBe(`not-found-${lang}`);
    expect(pageModuleFile(`admin-posts-${lang}`)).toBeUndefined();
  });

  it('loads only pages through its route glob: one module per public route and the error page, no test or helper', () => {
    const pages = [...Object.keys(PUBLIC_ROUTES), 'not-found'].map((name) => `./routes/${name}.tsx`);
    expect(Object.keys(pageModules).sort()).toEqual(pages.sort());
  });
});
