/**
 * The flows of tests/e2e/admin-content.e2e.test.ts against a real Realtime Database and Storage (the
 * Java emulators, or the stand-in of scripts/stand-in/ where Java 21 is absent): the site built with VITE_CONTENT_SOURCE=database, the functions with
 * CONTENT_SOURCE=database, the seed imported into the namespace demo-portfolio-default-rtdb.
 * Here the data persists, so on top of the client-side flow each step is checked again after a
 * full page load (the public pages then come from the `pages` function and the database).
 *
 * Run by `npm run test:emulator-suite` (scripts/run-emulator-suite.mjs), which names the tier in its summary.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PUBLIC_CONTENT_WINDOW_S } from '../../../functions/src/http/http-types';
import type { OpenedPage } from '../../e2e/support/browser';
import { pagePerTest } from '../../e2e/support/page-per-test';
import {
  chooseInPublishMenu,
  createPost,
  createProject,
  deleteFromList,
  expectInAdminList,
  expectInvalidPostRefused,
  expectInvalidProjectRefused,
  expectNotInPublicList,
  expectPostPage,
  expectProjectPage,
  expectPublicPost,
  expectPublicProject,
  openAdminList,
  runSuffix,
  samplePost,
  sampleProject,
  signInAsOwner,
  unpublishFromList,
  waitForPath,
} from '../../e2e/support/admin-helpers';
import { waitForApp } from '../../e2e/support/site';

const openTestPage = pagePerTest();

/**
 * The 404s a flow here causes on purpose: the public page of an item it unpublished (expectGone), and the
 * images of an item it deleted, which the page still held when they went. Any other 404 is a problem.
 */
const EXPECTED_404 =
  /status of 404 \(Not Found\) \((http:\/\/127\.0\.0\.1:5000(\/es)?\/(blog|projects)\/[a-z0-9-]+|http:\/\/127\.0\.0\.1:9199\/v0\/b\/[^/]+\/o\/images%2F(posts|projects)%2F[^)]+)\)$/;

async function signedInPage(): Promise<OpenedPage> {
  const opened = await openTestPage({ viewport: { width: 1280, height: 900 }, ignoreErrors: [EXPECTED_404] });
  await signInAsOwner(opened.page);
  // Which database this is, in the banner (none with the Java emulators, whose data is as lasting as the product's).
  const notice = opened.page.getByRole('note').filter({ hasText: 'Local stand-in database' });
  expect(await notice.count()).toBe(process.env.EMULATOR_TIER === 'stand-in' ? 1 : 0);
  return opened;
}

const suffix = runSuffix();

/** A full load of an admin list: what the database holds now. */
async function reloadAdminList(page: Page, kind: 'posts' | 'projects') {
  await page.goto(kind === 'posts' ? '/admin/blog' : '/admin/proyectos');
  await page.getByRole('heading', { level: 1, name: kind === 'posts' ? 'Blog posts' : 'Projects', exact: true }).waitFor();
}

/**
 * A visitor's full load of a published page: the pages function answers it from the database, so a 404 here means
 * the functions read another namespace than the one the seed and the admin write (firebaseEnv's DATABASE_URL).
 */
async function visitPublished(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  // The page arrives server-rendered; its gallery buttons work once the app has taken over. A click before that
  // (a loaded machine) did nothing, and the image it should show never came.
  await waitForApp(page);
}

/**
 * A full load of a public page that no longer exists for visitors: the translated 404. The pages function keeps
 * each render for the CDN's window (docs/rendering.md, "Caching"), and this flow rendered the page moments ago, so
 * the 404 comes within that window, not at once: polled, one full load every few seconds.
 */
async function expectGone(page: Page, path: string, title: string) {
  await expect
    .poll(async () => (await page.goto(path))?.status(), { timeout: (PUBLIC_CONTENT_WINDOW_S + 15) * 1000, interval: 3_000 })
    .toBe(404);
  expect(await page.getByRole('heading', { level: 1, name: title }).count()).toBe(0);
}

describe('owner content admin (browser, Database + Storage: emulators or stand-in)', () => {
  it('writes, publishes, shows, unpublishes and deletes a post with a cover image; every step persists', async () => {
    const { page, problems } = await signedInPage();
    const post = samplePost(suffix);

    const id = await createPost(page, post);
    // Saved for good: the edit page reloads with the stored post.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: `Edit post: ${post.title.en}` }).waitFor();
    await page.getByRole('group', { name: 'Cover image', exact: true }).getByRole('img', { name: post.coverAlt.en }).waitFor();

    await expectPublicPost(page, id, post);
    // A visitor's full page load (the pages function, then the app) shows it too, in both languages.
    await visitPublished(page, `/blog/${id}`);
    await expectPostPage(page, post, 'en');
    await visitPublished(page, `/es/blog/${id}`);
    await expectPostPage(page, post, 'es');

    await reloadAdminList(page, 'posts');
    await expectInAdminList(page, post.title.en, 'Published');
    await unpublishFromList(page, post.title.en);
    await expectNotInPublicList(page, 'Blog', post.title.en);
    await expectGone(page, `/blog/${id}`, post.title.en);

    await reloadAdminList(page, 'posts');
    await expectInAdminList(page, post.title.en, 'Draft');
    await deleteFromList(page, 'posts', post.title.en);
    await reloadAdminList(page, 'posts');
    await page.getByRole('table').waitFor();
    expect(await page.getByRole('rowheader', { name: post.title.en, exact: true }).count()).toBe(0);
    expect(problems.errors).toEqual([]);
  });

  it('creates a featured project with a reordered gallery and a card image; every step persists', async () => {
    const { page, problems } = await signedInPage();
    const project = sampleProject(suffix);

    await openAdminList(page, 'projects');
    const created = await createProject(page, project);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: `Edit project: ${project.title.en}` }).waitFor();
    // The stored gallery kept the order and the card image chosen before saving.
    const firstItem = page.getByRole('group', { name: 'Image 1 of 2', exact: true });
    await firstItem.getByRole('img', { name: created.gallery[0].alt.en, exact: true }).waitFor();
    const secondCard = page.getByRole('group', { name: 'Image 2 of 2', exact: true }).getByRole('button', { name: 'Use as card image' });
    expect(await secondCard.getAttribute('aria-pressed')).toBe('true');

    await expectPublicProject(page, project, created);
    await visitPublished(page, `/projects/${created.id}`);
    await expectProjectPage(page, project, created, 'en');
    await visitPublished(page, `/es/projects/${created.id}`);
    await expectProjectPage(page, project, created, 'es');

    await reloadAdminList(page, 'projects');
    await expectInAdminList(page, project.title.en, 'Published');
    await unpublishFromList(page, project.title.en);
    await expectNotInPublicList(page, 'Projects', project.title.en);
    await expectGone(page, `/projects/${created.id}`, project.title.en);

    await reloadAdminList(page, 'projects');
    await deleteFromList(page, 'projects', project.title.en);
    await reloadAdminList(page, 'projects');
    expect(await page.getByRole('rowheader', { name: project.title.en, exact: true }).count()).toBe(0);
    expect(problems.errors).toEqual([]);
  });

  // The SDK remembers in localStorage a WebSocket that closed before it was healthy (a page left a moment after
  // it opened, as this suite's goto right after a 404 does) and then starts with long polling, whose scripts the
  // CSP refuses: without forceWebSockets() (web/src/lib/firebase.ts) the admin never reached the database again.
  it('reaches the database after a WebSocket the SDK remembers as failed (long polling is refused)', async () => {
    const { page, problems } = await signedInPage();
    await page.evaluate(() => localStorage.setItem('firebase:previous_websocket_failure', 'true'));
    await reloadAdminList(page, 'projects');
    await page.getByRole('rowheader', { name: 'Atlas design system', exact: true }).waitFor();
    expect(problems.errors).toEqual([]);
  });

  it('edits a post; a second tab still on the old version gets the conflict, and the edit persists', async () => {
    const { page, context, problems } = await signedInPage();
    const id = 'accessible-forms-checklist';
    const editor = `/admin/blog/editar/${id}`;
    const title = `Checked forms ${suffix}`;
    await page.goto(editor);
    await page.getByRole('heading', { level: 1, name: /^Edit post: / }).waitFor();
    const other = await context.newPage();
    await other.goto(editor);
    await other.getByRole('heading', { level: 1, name: /^Edit post: / }).waitFor();

    await page.getByLabel('Title (English)', { exact: true }).fill(title);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Saved. Visitors still see the published version.' }).count())
      .toBe(1);

    await other.getByLabel('Summary (English)', { exact: true }).fill('Written in the second tab.');
    await other.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => other.getByText('It was changed elsewhere', { exact: false }).count()).toBeGreaterThan(0);

    // A full load reads what the database holds: the first tab's title, not the second tab's summary.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: `Edit post: ${title}` }).waitFor();
    expect(await page.getByLabel('Summary (English)', { exact: true }).inputValue()).not.toBe('Written in the second tab.');
    // Saved, not yet public: once the owner publishes the English changes, visitors get the new title.
    await chooseInPublishMenu(page, 'English', 'Publish changes');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Changes to the English version published' }).count()).toBe(1);
    await visitPublished(page, `/blog/${id}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await other.close();
    expect(problems.errors).toEqual([]);
  });

  it('shows inline errors for invalid input and writes nothing to the database', async () => {
    const { page, problems } = await signedInPage();
    await expectInvalidPostRefused(page, `Only a title ${suffix}`);
    await reloadAdminList(page, 'posts');
    expect(await page.getByRole('rowheader', { name: `Only a title ${suffix}` }).count()).toBe(0);
    await expectInvalidProjectRefused(page, `Bad links ${suffix}`);
    await reloadAdminList(page, 'projects');
    expect(await page.getByRole('rowheader', { name: `Bad links ${suffix}` }).count()).toBe(0);
    await waitForPath(page, '/admin/proyectos');
    expect(problems.errors).toEqual([]);
  });
});
