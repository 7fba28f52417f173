#!/usr/bin/env node
// @ts-check
/**
 * `npm run check:headers [-- --no-build --running]`: the response headers of each kind of route as
 * the Hosting emulator sends them (the pages function's pages and page data, the admin shell, 404, the api
 * function, hashed assets), one block per route. The assertions live in tests/e2e/quality.e2e.test.ts.
 */
import { buildSite, SITE, startSite } from './site-emulator.mjs';

const { SAMPLE_POST, SAMPLE_PROJECT } = await import('../tests/e2e/support/site.ts');

/** @param {string} name */
const flag = (name) => process.argv.includes(`--${name}`);
const SHOWN = [
  'cache-control',
  'content-type',
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
];

let site = null;
if (!flag('running')) {
  if (!flag('no-build')) buildSite();
  site = await startSite();
}
try {
  const home = await (await fetch(`${SITE}/`)).text();
  const asset = /(?:src|data-entry)="(\/assets\/[^"]+\.js)"/.exec(home)?.[1] ?? '/assets/missing.js';
  const css = /href="(\/assets\/[^"]+\.css)"/.exec(home)?.[1] ?? '/assets/missing.css';
  const routes = [
    '/',
    '/es',
    '/c/cv',
    '/blog',
    '/es/projects',
    '/emi-lgn',
    '/admin/blog',
    '/no-such-page',
    `/blog/${SAMPLE_POST}`,
    `/es/projects/${SAMPLE_PROJECT}`,
    '/blog/no-such-post',
    '/api/page/es/blog?page=2',
    '/sitemap.xml',
    '/es/feed.xml',
    '/robots.txt',
    '/manifest.webmanifest',
    asset,
    css,
  ];
  let missing = 0;
  for (const route of routes) {
    const response = await fetch(`${SITE}${route}`, { redirect: 'manual' });
    console.log(`\n${route}  → ${response.status}`);
    for (const name of SHOWN) {
      const value = response.headers.get(name);
      if (value === null && name !== 'content-type') missing++;
      const shown = name === 'content-security-policy' && value ? `${value.slice(0, 90)}…` : value;
      console.log(`  ${name.padEnd(27)} ${shown ?? '(missing)'}`);
    }
  }
  console.log(`\n${routes.length} routes, ${missing} missing security/cache header(s)`);
  process.exitCode = missing === 0 ? 0 : 1;
} finally {
  await site?.stop();
}
