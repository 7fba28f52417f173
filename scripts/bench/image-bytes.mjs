#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench:image-bytes [-- --photo FILE]`: what responsive images save a visitor (docs/decisions.md,
 * "Responsive images"). A benchmark, not a test: numbers, no pass/fail.
 *
 * 1. A photo is prepared by the editor's own code (web/src/features/images/prepare-image.ts, its browser codec) in
 *    Chromium: the stored image (≤ 1600 px, WebP) and its narrower copies, with their bytes.
 * 2. The seed content gets that photo as every post's and project's cover and gallery image, uploaded as the editor
 *    stores it: "after" with its copies, "before" without (what every upload was until now: 1600 px only).
 * 3. The built server renderer (web/dist-pages/renderer, the `pages` function's) renders the home page and a post,
 *    and Chromium loads each page, with the built CSS, at the mobile preset (390 px wide, device pixel ratio 1.75 as
 *    Lighthouse's mobile preset) and at the desktop one (1350 × 940, ratio 1). Each image's pick is the browser's own
 *    (`currentSrc`); the bytes are the encoded file's. JavaScript is off, so every image loads as if scrolled to (a
 *    lazy image is loaded only when scripting is on) and the page is the served HTML. It also prints, per image, the
 *    width its `sizes` gives and the width the CSS lays it out at: they should agree.
 *
 * A third preset, a phone of density 3 (390 px, as a recent iPhone), shows where the copies stop helping.
 *
 * Needs `npm run build -w web` and Debian's Chromium. The default photo is a camera photo (1680 × 1050, sand and
 * sky: the most detailed of the package's photos, so the largest files) from Debian's `mate-backgrounds` package
 * (`apt-get install mate-backgrounds`); any JPEG or PNG will do with --photo.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/support/chromium.mjs';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const rendererDir = join(root, 'web/dist-pages/renderer');
const distDir = join(root, 'web/dist');
/** @param {string} name */
const argument = (name) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const photoFile = argument('--photo') ?? '/usr/share/backgrounds/mate/nature/Dune.jpg';
if (!existsSync(join(rendererDir, 'entry-server.js')) || !existsSync(distDir)) {
  console.error('Build first: npm run build -w web (the benchmark reads web/dist and web/dist-pages/renderer).');
  process.exit(1);
}
if (!existsSync(photoFile)) {
  console.error(`No photo at ${photoFile}: apt-get install mate-backgrounds, or pass --photo FILE (a JPEG or PNG).`);
  process.exit(1);
}

const PRESETS = [
  { name: 'mobile', viewport: { width: 390, height: 844 }, deviceScaleFactor: 1.75 },
  { name: 'desktop', viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 },
  { name: 'phone ×3', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
];
const SITE = 'http://site.test';
const STORAGE = 'https://storage.test';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

// 1. The photo, prepared as the editor prepares an upload: the module itself, its types stripped, in the browser.
async function preparePhoto() {
  const source = readFileSync(join(root, 'web/src/features/images/prepare-image.ts'), 'utf8');
  const module = ts.transpileModule(source, { compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext } });
  const page = await browser.newPage();
  await page.route(`${SITE}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/prepare-image.js') return route.fulfill({ contentType: 'text/javascript', body: module.outputText });
    if (path === '/photo')
      return route.fulfill({ contentType: photoFile.endsWith('.png') ? 'image/png' : 'image/jpeg', body: readFileSync(photoFile) });
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>prepare</title>' });
  });
  await page.goto(`${SITE}/`);
  // The module's URL is an argument: the page imports it, not Node (whose checker cannot resolve it).
  const prepared = await page.evaluate(async (moduleUrl) => {
    const { prepareImage } = /** @type {typeof import('../../web/src/features/images/prepare-image.ts')} */ (await import(moduleUrl));
    const photo = await (await fetch('/photo')).blob();
    const image = await prepareImage(new File([photo], 'photo', { type: photo.type }));
    /** @param {Blob} blob */
    const base64 = async (blob) => {
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let text = '';
      for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(text);
    };
    /** @param {{ blob: Blob, width: number, height: number }} prepared */
    const file = async ({ blob, width, height }) => ({ width, height, type: blob.type, base64: await base64(blob) });
    return { type: image.type, files: [await file(image), ...(await Promise.all(image.variants.map(file)))] };
  }, '/prepare-image.js');
  await page.close();
  return { type: prepared.type, files: prepared.files.map(({ base64, ...file }) => ({ ...file, bytes: Buffer.from(base64, 'base64') })) };
}

const photo = await preparePhoto();
const [full, ...copies] = photo.files;
const extension = photo.type === 'image/webp' ? 'webp' : 'jpg';
/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`photo: ${photoFile} (${kb(readFileSync(photoFile).length)})`);
console.log(
  `prepared by prepare-image.ts in Chromium: ${photo.type}, ${photo.files.map((file) => `${file.width}×${file.height} ${kb(file.bytes.length)}`).join(', ')}\n`,
);

// 2. The seed content with the photo as every cover and gallery image, as the editor stores an upload.
const seed = JSON.parse(readFileSync(join(root, 'seed/database_export/demo-portfolio-default-rtdb.json'), 'utf8'));
/** @typedef {(typeof photo.files)[number]} PhotoFile */
/**
 * Storage URL → the encoded file, for the browser's requests.
 * @type {Map<string, PhotoFile>}
 */
const files = new Map();
/**
 * @param {string} folder
 * @param {boolean} withCopies
 */
function upload(folder, withCopies, base = 'photo') {
  /** @param {string} name */
  const url = (name) => `${STORAGE}/${folder}/${name}`;
  files.set(url(`${base}.${extension}`), full);
  const image = { path: `${folder}/${base}.${extension}`, url: url(`${base}.${extension}`), width: full.width, height: full.height };
  if (!withCopies) return { ...image, alt: { en: 'A photo', es: 'Una foto' } };
  const variants = copies.map((copy) => {
    const name = `${base}-${copy.width}w.${extension}`;
    files.set(url(name), copy);
    return { width: copy.width, path: `${folder}/${name}`, url: url(name) };
  });
  return { ...image, alt: { en: 'A photo', es: 'Una foto' }, variants };
}
/** @param {boolean} withCopies */
function contentWithPhoto(withCopies) {
  const tree = structuredClone(seed);
  for (const id of Object.keys(tree.posts.summaries)) tree.posts.summaries[id].cover = upload(`images/posts/${id}`, withCopies);
  for (const id of Object.keys(tree.projects.summaries)) {
    const image = upload(`images/projects/${id}`, withCopies);
    tree.projects.summaries[id].cover = image;
    if (tree.projects.details?.[id]) tree.projects.details[id].gallery = [image, upload(`images/projects/${id}`, withCopies, 'second')];
  }
  return tree;
}

// 3. The served pages, rendered by the built renderer from that content, and what Chromium downloads for them.
const entry = await import(pathToFileURL(join(rendererDir, 'entry-server.js')).href);
const assets = JSON.parse(readFileSync(join(rendererDir, 'assets.json'), 'utf8'));
/** @param {any} tree a content tree, as parsed */
function reader(tree) {
  /** @param {string} path */
  const at = (path) => path.split('/').reduce((/** @type {any} */ node, key) => node?.[key], tree);
  return {
    /** @param {string} path */
    queryPublished: async (path) =>
      Object.fromEntries(Object.entries(at(path) ?? {}).filter(([, value]) => value?.langs || value?.status === 'published')),
    /** @param {string} path */
    read: async (path) => at(path) ?? null,
  };
}
const post = Object.entries(seed.posts.summaries)
  .filter(([, summary]) => summary.langs || summary.status === 'published')
  .sort(([, a], [, b]) => b.publishedAt - a.publishedAt)[0][0];
const project = /** @type {[string, unknown]} */ (
  Object.entries(seed.projects.summaries).find(([, summary]) => summary.langs || summary.status === 'published')
)[0];
const PAGES = [
  ['home', '/'],
  ['post', `/blog/${post}`],
  // Its gallery of two: the large image and the two thumbnails.
  ['project', `/projects/${project}`],
];
/** @type {Record<string, string>} */
const CONTENT_TYPES = {
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/**
 * @param {string} html
 * @param {(typeof PRESETS)[number]} preset
 */
async function measure(html, preset) {
  const context = await browser.newContext({
    viewport: preset.viewport,
    deviceScaleFactor: preset.deviceScaleFactor,
    javaScriptEnabled: false,
  });
  await context.route('**/*', (route) => {
    const url = route.request().url();
    const stored = files.get(url);
    if (stored) return route.fulfill({ contentType: photo.type, body: stored.bytes });
    const { origin, pathname } = new URL(url);
    if (origin === SITE && pathname === '/') return route.fulfill({ contentType: 'text/html', body: html });
    const file = join(distDir, decodeURIComponent(pathname));
    if (origin === SITE && file.startsWith(distDir) && existsSync(file) && extname(file))
      return route.fulfill({ contentType: CONTENT_TYPES[extname(file)] ?? 'application/octet-stream', body: readFileSync(file) });
    return route.fulfill({ status: 404, body: '' });
  });
  const page = await context.newPage();
  await page.goto(`${SITE}/`, { waitUntil: 'load' });
  const images = await page.evaluate(() => {
    /** The width `sizes` gives at this viewport: the first entry whose media condition matches, its length in px. */
    /** @param {string | null} sizes */
    const slot = (sizes) => {
      if (!sizes) return null;
      const entries = sizes.split(/,(?![^(]*\))/).map((entry) => entry.trim());
      for (const entry of entries) {
        const match = /^(\(.*\))\s+(.+)$/.exec(entry);
        if (match && !matchMedia(match[1]).matches) continue;
        const probe = document.createElement('div');
        probe.style.cssText = `position:absolute;visibility:hidden;width:${match ? match[2] : entry}`;
        document.body.append(probe);
        const width = probe.getBoundingClientRect().width;
        probe.remove();
        return width;
      }
      return null;
    };
    return [.../** @type {NodeListOf<HTMLImageElement>} */ (document.querySelectorAll('main img'))].map((img) => ({
      place: img.className || img.closest('[class]')?.className || 'img',
      src: img.currentSrc,
      laidOut: Math.round(img.getBoundingClientRect().width),
      sizes: slot(img.getAttribute('sizes')),
    }));
  });
  await context.close();
  return images.map((image) => ({ ...image, file: files.get(image.src) ?? null }));
}

/** @typedef {(Awaited<ReturnType<typeof measure>>[number]) & { file: PhotoFile }} Measured an image the page loaded from the content */
const results = [];
for (const [pageName, url] of PAGES) {
  for (const preset of PRESETS) {
    const row = { page: pageName, preset: preset.name, before: /** @type {Measured[]} */ ([]), after: /** @type {Measured[]} */ ([]) };
    for (const [when, withCopies] of /** @type {['before' | 'after', boolean][]} */ ([
      ['before', false],
      ['after', true],
    ])) {
      const store = entry.createServerContentStore(reader(contentWithPhoto(withCopies)));
      const { html, status } = await entry.renderDocument(url, assets, { store });
      if (status !== 200) throw new Error(`${url} answered ${status}`);
      const images = /** @type {Measured[]} */ ((await measure(html, preset)).filter((image) => image.file));
      row[when] = images;
    }
    results.push(row);
  }
}
await browser.close();

/** @param {Measured[]} images */
const largest = (images) => Math.max(0, ...images.map((image) => image.file.bytes.length));
/** @param {Measured[]} images */
const total = (images) => images.reduce((sum, image) => sum + image.file.bytes.length, 0);
console.log(['page', 'preset', 'largest image before', 'after', 'all images before', 'after'].join('\t'));
for (const { page, preset, before, after } of results) {
  console.log([page, preset, kb(largest(before)), kb(largest(after)), kb(total(before)), kb(total(after))].join('\t'));
}
console.log('\nper image, after: place, width picked, bytes, width from sizes / laid out (CSS px)');
for (const { page, preset, after } of results) {
  for (const image of after) {
    const sizes = image.sizes === null ? 'no sizes' : `${Math.round(image.sizes)}`;
    console.log([page, preset, image.place, `${image.file.width}w`, kb(image.file.bytes.length), `${sizes} / ${image.laidOut}`].join('\t'));
  }
}
