/**
 * The owner's content flows, driven like a person would: by role and label, through
 * the real sign-in, the admin forms, the image fields and the public pages. Shared by
 * tests/e2e/admin-content.e2e.test.ts (bundled content: an in-memory store that lives in
 * the tab, so only client-side navigation) and the database-mode browser suite in
 * tests/emulator/database-browser/ (Realtime Database + Storage emulators, where data
 * persists and full reloads are allowed).
 */
import { deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export const OWNER = { email: 'owner@example.com', password: 'owner-password-123', name: 'Emi Castellano' };

export type Localized = { en: string; es: string };

const WAIT = { timeout: 30_000 };

// ── images ──────────────────────────────────────────────────────────────────

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG (RGB, 8 bit) the browser decodes: a colour with a diagonal stripe, so a
 * broken decode or resize would not pass for a blank image. A few KB, made on the fly.
 */
function makePng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const stripe = Math.abs(x - y) < 12;
      row.writeUInt8(stripe ? 255 - r : r, 1 + x * 3);
      row.writeUInt8(stripe ? 255 - g : g, 2 + x * 3);
      row.writeUInt8(stripe ? 255 - b : b, 3 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, no filter method, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

export interface ImageFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
  width: number;
  height: number;
}

export function pngFile(name: string, width: number, height: number, colour: [number, number, number]): ImageFile {
  return { name, mimeType: 'image/png', buffer: makePng(width, height, colour), width, height };
}

const asUpload = ({ name, mimeType, buffer }: ImageFile) => ({ name, mimeType, buffer });

// ── small helpers ───────────────────────────────────────────────────────────

export const waitForPath = (page: Page, pathname: string | RegExp) =>
  page.waitForURL((url) => (typeof pathname === 'string' ? url.pathname === pathname : pathname.test(url.pathname)), WAIT);

/** A short unique suffix so items of one run never meet those of another (the database persists). */
export const runSuffix = () => Date.now().toString(36).slice(-5);

/** What an <img> shows: its attributes and whether the browser really decoded it. */
async function imageFacts(image: Locator) {
  await image.waitFor(WAIT);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), WAIT).toBe(true);
  return image.evaluate((element: HTMLImageElement) => ({
    src: element.getAttribute('src') ?? '',
    alt: element.getAttribute('alt'),
    width: Number(element.getAttribute('width')),
    height: Number(element.getAttribute('height')),
    naturalWidth: element.naturalWidth,
    naturalHeight: element.naturalHeight,
  }));
}

/** Waits until no upload progress bar is left in `scope` (preparing, then uploading, then done). */
export async function waitForUploads(scope: Locator | Page) {
  await expect.poll(() => scope.getByRole('progressbar').count(), WAIT).toBe(0);
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: /^(Main|Principal)$/ });
const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

/** The site's own header navigation (a client-side link: the tab keeps its state). */
async function openPublicSection(page: Page, section: 'Blog' | 'Projects') {
  await mainNav(page).getByRole('link', { name: section, exact: true }).click();
  await waitForPath(page, section === 'Blog' ? '/blog' : '/projects');
  // The URL changes as the navigation starts its render, and the admin's own Projects list has the same heading:
  // the public page is on screen once the admin's navigation has gone with the admin page.
  await expect.poll(() => adminNav(page).count(), WAIT).toBe(0);
  await page.getByRole('heading', { level: 1, name: section, exact: true }).waitFor(WAIT);
}

/** The language picker in the header: one link to the same page in the other language. */
async function switchLanguage(page: Page, to: 'en' | 'es') {
  const name = to === 'es' ? /^Español/ : /^English/;
  const before = new URL(page.url()).pathname;
  await page.getByRole('link', { name }).click();
  await page.waitForURL(
    (url) => url.pathname !== before && (to === 'es' ? url.pathname.startsWith('/es') : !url.pathname.startsWith('/es/')),
    WAIT,
  );
}

/** The Trash through the account menu (client-side). */
export async function openTrash(page: Page) {
  const menuButton = page.getByRole('button', { name: new RegExp(`Account menu of ${OWNER.name}`) });
  await menuButton.click();
  const menu = page.locator(`[id="${await menuButton.getAttribute('aria-controls')}"]`);
  await menu.getByRole('link', { name: 'Trash', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Trash', exact: true }).waitFor(WAIT);
}

/** The admin lists through the account menu (client-side). */
export async function openAdminList(page: Page, kind: 'posts' | 'projects') {
  const menuButton = page.getByRole('button', { name: new RegExp(`Account menu of ${OWNER.name}`) });
  await menuButton.click();
  const menu = page.locator(`[id="${await menuButton.getAttribute('aria-controls')}"]`);
  await menu.getByRole('link', { name: kind === 'posts' ? 'Blog posts' : 'Projects', exact: true }).click();
  await waitForPath(page, kind === 'posts' ? '/admin/blog' : '/admin/proyectos');
  // The public Projects page (same heading) can still be on screen for a moment: wait for the admin's own frame too.
  await adminNav(page).waitFor(WAIT);
  await page.getByRole('heading', { level: 1, name: kind === 'posts' ? 'Blog posts' : 'Projects', exact: true }).waitFor(WAIT);
}

// ── sign-in ─────────────────────────────────────────────────────────────────

/** The owner signs in on the login page and lands in the admin (the posts list). */
export async function signInAsOwner(page: Page) {
  await page.goto('/emi-lgn');
  // The page is prerendered: the app takes over (and enables the button) a moment later, replacing the
  // static form, so fill it only then.
  const submit = page.getByRole('button', { name: 'Sign in', exact: true });
  await expect.poll(() => submit.isEnabled(), WAIT).toBe(true);
  await page.getByLabel('Email', { exact: true }).fill(OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await waitForPath(page, '/admin/blog');
  await page.getByRole('navigation', { name: 'Admin' }).waitFor(WAIT);
  await page.getByRole('heading', { level: 1, name: 'Blog posts' }).waitFor(WAIT);
}

// ── the shared form parts ───────────────────────────────────────────────────

export interface ItemInput {
  title: Localized;
  summary: Localized;
  body: Localized;
  tag: string;
}

async function fillLocalized(page: Page, input: ItemInput) {
  for (const [lang, language] of [
    ['en', 'English'],
    ['es', 'Spanish'],
  ] as const) {
    await page.getByRole('tab', { name: language, exact: true }).click();
    await page.getByLabel(`Title (${language})`, { exact: true }).fill(input.title[lang]);
    await page.getByLabel(`Summary (${language})`, { exact: true }).fill(input.summary[lang]);
    await page.getByLabel(`Body in Markdown (${language})`, { exact: true }).fill(input.body[lang]);
  }
  await page.getByRole('tab', { name: 'English', exact: true }).click();
}

async function addTag(page: Page, label: string, tag: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(tag);
  await input.press('Enter');
  await page.getByRole('button', { name: `Remove tag ${tag}` }).waitFor(WAIT);
}

async function fillAlt(scope: Locator, alt: Localized) {
  await scope.getByLabel('Alt text (English)', { exact: true }).fill(alt.en);
  await scope.getByLabel('Alt text (Spanish)', { exact: true }).fill(alt.es);
}

/**
 * Saves a new item and waits for its edit page. The URL changes as the navigation starts, while the saved create
 * page (which shows the publish menus once stored) can still be on screen: the edit page is there once it says the
 * item was created.
 */
export async function saveNew(page: Page, kind: 'posts' | 'projects', id: string) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await waitForPath(page, kind === 'posts' ? `/admin/blog/editar/${id}` : `/admin/proyectos/editar/${id}`);
  const created = kind === 'posts' ? /^Post created as a draft/ : /^Project created as a draft/;
  await expect.poll(() => page.getByRole('status').filter({ hasText: created }).count(), WAIT).toBe(1);
}

/**
 * A language's publish menu in the editor (docs/decisions.md, "What a saved version of an item is"): opens it and
 * picks `operation` ("Publish now", "Publish changes"…); a publication then says so in the form's status.
 */
export async function chooseInPublishMenu(page: Page, language: 'English' | 'Spanish', operation: string) {
  await page.getByRole('button', { name: `Publishing options (${language})`, exact: true }).click();
  await page.getByRole('menuitem', { name: operation, exact: true }).click();
}

/** Publishes a saved item's language from its editor now, and waits for the form to say so. */
export async function publishLanguage(page: Page, language: 'English' | 'Spanish') {
  await chooseInPublishMenu(page, language, 'Publish now');
  await expect
    .poll(
      () =>
        page
          .getByRole('status')
          .filter({ hasText: `${language} version published` })
          .count(),
      WAIT,
    )
    .toBe(1);
}

/** The id the form suggested from the English title, once the live "is it free?" check let images in. */
async function readSuggestedId(page: Page): Promise<string> {
  const idField = page.getByLabel('Address (slug)', { exact: true });
  await expect.poll(() => idField.inputValue(), WAIT).not.toBe('');
  return idField.inputValue();
}

// ── posts ───────────────────────────────────────────────────────────────────

export interface PostInput extends ItemInput {
  cover: ImageFile;
  coverAlt: Localized;
}

/** Creates and publishes a post from the admin's "New post" link; returns its id. */
export async function createPost(page: Page, post: PostInput): Promise<string> {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'New post', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'New post' }).waitFor(WAIT);
  await fillLocalized(page, post);
  const id = await readSuggestedId(page);
  await addTag(page, 'Tags', post.tag);

  const coverField = page.getByRole('group', { name: 'Cover image', exact: true });
  // The file input appears once the id is known to be free (images are stored under it).
  const fileInput = coverField.getByLabel('Choose an image', { exact: true });
  await fileInput.waitFor(WAIT);
  await fileInput.setInputFiles(asUpload(post.cover));
  await waitForUploads(coverField);
  const preview = await imageFacts(coverField.locator('img'));
  expect({ width: preview.width, height: preview.height }).toEqual({ width: post.cover.width, height: post.cover.height });
  await coverField.getByLabel('Replace image', { exact: true }).waitFor(WAIT);
  // Checked once the upload is over (no progress bar is also the moment before it starts).
  expect(await coverField.getByRole('alert').count()).toBe(0);
  await fillAlt(coverField, post.coverAlt);
  // The preview follows the alt text of the interface language.
  await expect.poll(() => coverField.locator('img').getAttribute('alt')).toBe(post.coverAlt.en);

  await saveNew(page, 'posts', id);
  await publishLanguage(page, 'English');
  await publishLanguage(page, 'Spanish');
  return id;
}

/** The post in the public blog list and on its own page, in English then (language picker) Spanish. */
export async function expectPublicPost(page: Page, id: string, post: PostInput) {
  await openPublicSection(page, 'Blog');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: post.title.en, exact: true }) });
  await card.waitFor(WAIT);
  await expect.poll(() => card.getByText(post.summary.en, { exact: true }).count()).toBe(1);
  const cardImage = await imageFacts(card.locator('img'));
  expect({ width: cardImage.width, height: cardImage.height }).toEqual({ width: post.cover.width, height: post.cover.height });
  expect(await card.getByRole('link', { name: post.tag, exact: true }).count()).toBe(1);

  await card.getByRole('link', { name: post.title.en, exact: true }).click();
  await waitForPath(page, `/blog/${id}`);
  await expectPostPage(page, post, 'en');

  await switchLanguage(page, 'es');
  expect(new URL(page.url()).pathname).toBe(`/es/blog/${id}`);
  await expectPostPage(page, post, 'es');
  await switchLanguage(page, 'en');
  await page.getByRole('heading', { level: 1, name: post.title.en }).waitFor(WAIT);
}

export async function expectPostPage(page: Page, post: PostInput, lang: 'en' | 'es') {
  await page.getByRole('heading', { level: 1, name: post.title[lang], exact: true }).waitFor(WAIT);
  const article = page.getByRole('article');
  const coverImage = article.getByRole('img', { name: post.coverAlt[lang], exact: true });
  const cover = await imageFacts(coverImage);
  expect(cover).toMatchObject({ alt: post.coverAlt[lang], width: post.cover.width, height: post.cover.height });
  // The upload and its narrower copy, stored beside it, offered by srcset (docs/decisions.md, "Responsive images"): each candidate decodes at
  // the width it declares, with the cover's proportions.
  const candidates = await coverImage.evaluate((element: HTMLImageElement) =>
    Promise.all(
      element.srcset.split(', ').map(async (candidate) => {
        const [url, descriptor] = candidate.split(' ');
        // An <img> of its own (no srcset: its natural size is the file's), which the CSP's img-src allows as the page's.
        const image = new Image();
        image.src = url;
        await image.decode();
        return { descriptor, width: image.naturalWidth, height: image.naturalHeight };
      }),
    ),
  );
  const copyHeight = Math.round((post.cover.height * 480) / post.cover.width);
  expect(candidates).toEqual([
    { descriptor: '480w', width: 480, height: copyHeight },
    { descriptor: `${post.cover.width}w`, width: post.cover.width, height: post.cover.height },
  ]);
  // The Markdown body is rendered (its first heading), in the page's language.
  const bodyHeading = /^#\s+(.+)$/m.exec(post.body[lang])?.[1];
  if (bodyHeading) await article.getByRole('heading', { name: bodyHeading, exact: true }).waitFor(WAIT);
  expect(await article.getByRole('link', { name: post.tag, exact: true }).count()).toBe(1);
}

// ── the admin lists ─────────────────────────────────────────────────────────

const row = (page: Page, title: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });

/** The row's status cell: each language's state (both languages written, all drafts or all published). */
export async function expectInAdminList(page: Page, title: string, status: 'Draft' | 'Published') {
  const item = row(page, title);
  await item.waitFor(WAIT);
  const states = status === 'Draft' ? 'EN draft · ES draft' : 'EN published · ES published';
  await expect.poll(() => item.getByRole('cell', { name: states, exact: true }).count(), WAIT).toBe(1);
}

/** Unpublish from the admin list; the row then says Draft and offers Publish. */
export async function unpublishFromList(page: Page, title: string) {
  await row(page, title)
    .getByRole('button', { name: `Unpublish “${title}”`, exact: true })
    .click();
  await expect
    .poll(
      () =>
        page
          .getByRole('status')
          .filter({ hasText: `“${title}” is now a draft.` })
          .count(),
      WAIT,
    )
    .toBe(1);
  await expectInAdminList(page, title, 'Draft');
  await row(page, title)
    .getByRole('button', { name: `Publish “${title}”`, exact: true })
    .waitFor(WAIT);
}

/** Delete through the confirmation dialog, which names the item and says it goes to the Trash; the row is then gone. */
export async function deleteFromList(page: Page, kind: 'posts' | 'projects', title: string) {
  await row(page, title)
    .getByRole('button', { name: `Delete “${title}”`, exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: kind === 'posts' ? 'Delete this post?' : 'Delete this project?' });
  await dialog.waitFor(WAIT);
  await expect
    .poll(() =>
      dialog
        .getByText(`“${title}” goes to the Trash, and visitors lose it at once. You can bring it back from the Trash for 30 days.`)
        .count(),
    )
    .toBe(1);
  // Cancel first: nothing happens.
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect.poll(() => dialog.count()).toBe(0);
  expect(await row(page, title).count()).toBe(1);

  await row(page, title)
    .getByRole('button', { name: `Delete “${title}”`, exact: true })
    .click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect
    .poll(
      () =>
        page
          .getByRole('status')
          .filter({ hasText: `“${title}” was moved to the Trash.` })
          .count(),
      WAIT,
    )
    .toBe(1);
  await expect.poll(() => dialog.count()).toBe(0);
  await expect.poll(() => row(page, title).count(), WAIT).toBe(0);
}

/** The public list (English) no longer links to the item, while it still shows others. */
export async function expectNotInPublicList(page: Page, section: 'Blog' | 'Projects', title: string) {
  await openPublicSection(page, section);
  await page.getByRole('article').first().waitFor(WAIT);
  expect(await page.getByRole('article').count()).toBeGreaterThan(0);
  expect(await page.getByRole('link', { name: title, exact: true }).count()).toBe(0);
}

// ── projects ────────────────────────────────────────────────────────────────

export interface ProjectInput extends ItemInput {
  /** Uploaded together (one file chooser, two files). */
  images: [ImageFile, ImageFile];
  alts: [Localized, Localized];
  liveUrl: string;
  repoUrl: string;
}

export interface CreatedProject {
  id: string;
  /** The gallery after the reorder, as the public page must show it. */
  gallery: { file: ImageFile; alt: Localized }[];
  /** The image chosen as the card image. */
  card: { file: ImageFile; alt: Localized };
}

const galleryItem = (page: Page, position: number, count: number) =>
  page.getByRole('group', { name: `Image ${position} of ${count}`, exact: true });

/**
 * Creates a featured, published project with two gallery images uploaded at once, moves the
 * first one down, and picks the image that is then second as the card image.
 */
export async function createProject(page: Page, project: ProjectInput): Promise<CreatedProject> {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'New project', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'New project' }).waitFor(WAIT);
  await fillLocalized(page, project);
  const id = await readSuggestedId(page);
  await addTag(page, 'Technologies', project.tag);
  await page.getByLabel('Live site URL', { exact: true }).fill(project.liveUrl);
  await page.getByLabel('Code repository URL', { exact: true }).fill(project.repoUrl);
  await page.getByRole('checkbox', { name: /^Featured/ }).check();
  await page.getByLabel('Display order', { exact: true }).fill('0');

  const gallery = page.getByRole('group', { name: 'Gallery', exact: true });
  const fileInput = gallery.getByLabel('Add images', { exact: true });
  await fileInput.waitFor(WAIT);
  await fileInput.setInputFiles(project.images.map(asUpload));
  await waitForUploads(gallery);
  await galleryItem(page, 2, 2).waitFor(WAIT);
  expect(await gallery.getByRole('alert').count()).toBe(0);

  // Parallel uploads land in the order they finish: tell the two apart by their size.
  const order: number[] = [];
  for (const position of [1, 2]) {
    const facts = await imageFacts(galleryItem(page, position, 2).locator('img'));
    const index = project.images.findIndex((file) => file.width === facts.width && file.height === facts.height);
    expect(index).toBeGreaterThanOrEqual(0);
    order.push(index);
    await fillAlt(galleryItem(page, position, 2), project.alts[index]);
  }
  expect([...order].sort()).toEqual([0, 1]);

  // Reorder: the first image moves down, announced to screen readers.
  const firstBefore = galleryItem(page, 1, 2);
  expect(await firstBefore.getByRole('button', { name: 'Move up', exact: true }).isDisabled()).toBe(true);
  await firstBefore.getByRole('button', { name: 'Move down', exact: true }).click();
  await expect.poll(() => gallery.getByRole('status').filter({ hasText: 'Image moved to position 2 of 2.' }).count(), WAIT).toBe(1);
  const finalOrder = [order[1], order[0]];
  await expect.poll(() => galleryItem(page, 1, 2).locator('img').getAttribute('alt')).toBe(project.alts[finalOrder[0]].en);

  // The card image: the second one (not simply the first).
  const cardButton = galleryItem(page, 2, 2).getByRole('button', { name: 'Use as card image', exact: true });
  await cardButton.click();
  await expect.poll(() => cardButton.getAttribute('aria-pressed')).toBe('true');
  expect(await galleryItem(page, 1, 2).getByRole('button', { name: 'Use as card image', exact: true }).getAttribute('aria-pressed')).toBe(
    'false',
  );

  await saveNew(page, 'projects', id);
  await publishLanguage(page, 'English');
  await publishLanguage(page, 'Spanish');
  const entry = (index: number) => ({ file: project.images[index], alt: project.alts[index] });
  return { id, gallery: finalOrder.map(entry), card: entry(finalOrder[1]) };
}

/** First on the public projects list (featured, order 0, newest), then its page in English and Spanish. */
export async function expectPublicProject(page: Page, project: ProjectInput, created: CreatedProject) {
  await openPublicSection(page, 'Projects');
  const first = page.getByRole('article').first();
  await first.getByRole('heading', { name: project.title.en, exact: true }).waitFor(WAIT);
  await expect.poll(() => first.getByText('Featured', { exact: true }).count()).toBe(1);
  const cardImage = await imageFacts(first.locator('img'));
  expect({ width: cardImage.width, height: cardImage.height }).toEqual({
    width: created.card.file.width,
    height: created.card.file.height,
  });

  await first.getByRole('link', { name: project.title.en, exact: true }).click();
  await waitForPath(page, `/projects/${created.id}`);
  await expectProjectPage(page, project, created, 'en');
  await switchLanguage(page, 'es');
  expect(new URL(page.url()).pathname).toBe(`/es/projects/${created.id}`);
  await expectProjectPage(page, project, created, 'es');
  await switchLanguage(page, 'en');
  await page.getByRole('heading', { level: 1, name: project.title.en }).waitFor(WAIT);
}

export async function expectProjectPage(page: Page, project: ProjectInput, created: CreatedProject, lang: 'en' | 'es') {
  await page.getByRole('heading', { level: 1, name: project.title[lang], exact: true }).waitFor(WAIT);
  // The gallery shows the images in the saved order (after the reorder), each with its alt text.
  const [first, second] = created.gallery;
  const thumbs = page.getByRole('button', { name: lang === 'en' ? /^Show image/ : /^Mostrar la imagen/ });
  await expect.poll(() => thumbs.count(), WAIT).toBe(2);
  expect(await thumbs.nth(0).getAttribute('aria-label')).toContain(first.alt[lang]);
  expect(await thumbs.nth(1).getAttribute('aria-label')).toContain(second.alt[lang]);
  const mainImage = (image: { alt: Localized }) => page.getByRole('figure').getByRole('img', { name: image.alt[lang], exact: true });
  if (lang === 'en') {
    // Opened from the list: the first image is the large one.
    const main = await imageFacts(mainImage(first));
    expect(main).toMatchObject({ width: first.file.width, height: first.file.height });
  }
  await thumbs.nth(1).click();
  expect(await imageFacts(mainImage(second))).toMatchObject({ width: second.file.width, height: second.file.height });
  await thumbs.nth(0).click();
  expect(await imageFacts(mainImage(first))).toMatchObject({ width: first.file.width, height: first.file.height });

  // The links, named in the page's language, open the addresses typed in the admin.
  const [liveName, repoName] = lang === 'en' ? [/^Live site/, /^Source code/] : [/^Ver el sitio/, /^Código fuente/];
  expect(await page.getByRole('link', { name: liveName }).getAttribute('href')).toBe(project.liveUrl);
  expect(await page.getByRole('link', { name: repoName }).getAttribute('href')).toBe(project.repoUrl);
  expect(await page.getByText(project.tag, { exact: true }).count()).toBeGreaterThan(0);
}

// ── invalid input ───────────────────────────────────────────────────────────

/**
 * A post with only an English title and a project with a bad URL: inline errors tied to
 * their fields, focus on the first, nothing saved (still on the create page, and after
 * leaving without saving the admin list has no such item).
 */
export async function expectInvalidPostRefused(page: Page, title: string) {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'New post', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'New post' }).waitFor(WAIT);

  // Typed text becomes a tag slug ("Canvas API" → canvas-api); text with nothing to make one of is never added,
  // and the reason shows at once.
  const tags = page.getByLabel('Tags', { exact: true });
  await tags.fill('!!!');
  await tags.press('Enter');
  await expect.poll(() => tags.getAttribute('aria-invalid')).toBe('true');
  await page.getByText(/“!!!” has no letters or digits to make a tag from/).waitFor(WAIT);
  expect(await page.getByRole('button', { name: /^Remove tag/ }).count()).toBe(0);
  await tags.fill('');

  await page.getByLabel('Title (English)', { exact: true }).fill(title);
  const address = page.getByLabel('Address (slug)', { exact: true });
  await address.fill('Not a slug!');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const summary = page.getByRole('alert').filter({ hasText: /^The form has \d+ errors?\. Fix/ });
  await summary.waitFor(WAIT);

  const summaryField = page.getByLabel('Summary (English)', { exact: true });
  await expect.poll(() => summaryField.getAttribute('aria-invalid')).toBe('true');
  const describedBy = (await summaryField.getAttribute('aria-describedby')) ?? '';
  const errorText = await page.locator(`[id="${describedBy.split(' ').find((id) => id.endsWith('-error'))}"]`).textContent();
  expect(errorText).toBe('Required in every language that has a title.');
  // Every invalid field is marked the same way: the address input too (it kept its grey border).
  await expect.poll(() => address.getAttribute('aria-invalid')).toBe('true');
  const borderColor = (field: Locator) => field.evaluate((element) => getComputedStyle(element).borderTopColor);
  expect(await borderColor(address)).toBe(await borderColor(summaryField));
  expect(await borderColor(address)).not.toBe(await borderColor(page.getByLabel('Title (English)', { exact: true })));
  // Focus went to the first field in error.
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
  // Nothing sent: still creating, no success message.
  expect(new URL(page.url()).pathname).toBe('/admin/blog/crear');
  expect(await page.getByRole('status').filter({ hasText: 'Post created' }).count()).toBe(0);
  await leaveWithoutSaving(page, 'posts');
  await expectNotListed(page, title);
}

export async function expectInvalidProjectRefused(page: Page, title: string) {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'New project', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'New project' }).waitFor(WAIT);
  await fillLocalized(page, {
    title: { en: title, es: `${title} (es)` },
    summary: { en: 'A summary.', es: 'Un resumen.' },
    body: { en: 'Body.', es: 'Cuerpo.' },
    tag: '',
  });
  const live = page.getByLabel('Live site URL', { exact: true });
  await live.fill('ftp://example.com/site');
  const order = page.getByLabel('Display order', { exact: true });
  await order.fill('10000');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('alert').filter({ hasText: 'The form has 2 errors. Fix them and save again.' }).waitFor(WAIT);
  await expect.poll(() => live.getAttribute('aria-invalid')).toBe('true');
  await page.getByText('Enter a full web address starting with https://, or leave it empty.', { exact: true }).waitFor(WAIT);
  await expect.poll(() => order.getAttribute('aria-invalid')).toBe('true');
  await page.getByText('Enter a number from 0 to 9999.', { exact: true }).waitFor(WAIT);
  // The repository URL was left empty, which is fine.
  expect(await page.getByLabel('Code repository URL', { exact: true }).getAttribute('aria-invalid')).toBeNull();
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(await live.getAttribute('id'));
  expect(new URL(page.url()).pathname).toBe('/admin/proyectos/crear');
  await leaveWithoutSaving(page, 'projects');
  await expectNotListed(page, title);
}

/** The admin list, once its rows are on screen (the heading comes first), has no row named `title`. */
async function expectNotListed(page: Page, title: string) {
  await page.getByRole('rowheader').first().waitFor(WAIT);
  expect(await row(page, title).count()).toBe(0);
}

/** Leaves a dirty form through the admin nav: the unsaved-changes dialog asks first. */
async function leaveWithoutSaving(page: Page, kind: 'posts' | 'projects') {
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: kind === 'posts' ? 'Blog posts' : 'Projects', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await dialog.waitFor(WAIT);
  await dialog.getByRole('button', { name: 'Leave without saving', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: kind === 'posts' ? 'Blog posts' : 'Projects', exact: true }).waitFor(WAIT);
}

// ── sample content ──────────────────────────────────────────────────────────

/** A post in both languages with a 640×400 cover. */
export const samplePost = (suffix: string): PostInput => ({
  title: { en: `Testing images end to end ${suffix}`, es: `Probar imágenes de principio a fin ${suffix}` },
  summary: { en: 'How the owner uploads a cover and publishes a post.', es: 'Cómo la dueña sube una portada y publica un artículo.' },
  body: {
    en: '# Why test in a browser\n\nBecause the **real** resize runs there.',
    es: '# Por qué probar en un navegador\n\nPorque allí se hace el cambio de tamaño **real**.',
  },
  tag: 'e2e-testing',
  cover: pngFile('cover.png', 640, 400, [30, 110, 200]),
  coverAlt: { en: 'A blue test card with a light stripe', es: 'Una tarjeta de prueba azul con una franja clara' },
});

/** A project in both languages with two screenshots of different shapes (told apart by size). */
export const sampleProject = (suffix: string): ProjectInput => ({
  title: { en: `Gallery project ${suffix}`, es: `Proyecto con galería ${suffix}` },
  summary: { en: 'A project with two screenshots.', es: 'Un proyecto con dos capturas.' },
  body: { en: '## What it does\n\nShows a gallery.', es: '## Qué hace\n\nMuestra una galería.' },
  tag: 'playwright',
  images: [pngFile('wide.png', 800, 450, [200, 60, 40]), pngFile('tall.png', 360, 480, [40, 160, 90])],
  alts: [
    { en: 'A wide red screenshot', es: 'Una captura roja y ancha' },
    { en: 'A tall green screenshot', es: 'Una captura verde y alta' },
  ],
  liveUrl: 'https://example.com/gallery-project',
  repoUrl: 'https://github.com/example/gallery-project',
});
