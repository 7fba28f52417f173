/**
 * The owner's content work, end to end in Chromium: sign in through the Auth emulator and
 * the session functions, write a post and a project in both languages with images uploaded
 * through the file inputs (downscaled in the browser, then stored), see them on the public
 * pages in English and Spanish, unpublish, delete.
 *
 * This build reads the bundled content: the admin edits an in-memory store that lives in the
 * tab, so every step navigates client-side (links, never page.goto after sign-in). The same
 * flows run against the real Database and Storage emulators in
 * tests/emulator/database-browser/ (scripts/run-emulator-suite.mjs).
 *
 *   flock /tmp/emulators.lock node tests/e2e/support/run-e2e.mjs admin-content.e2e.test.ts
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { OpenedPage } from './support/browser';
import { pagePerTest } from './support/page-per-test';
import {
  createPost,
  createProject,
  deleteFromList,
  expectInAdminList,
  expectInvalidPostRefused,
  expectInvalidProjectRefused,
  expectNotInPublicList,
  expectPublicPost,
  expectPublicProject,
  openAdminList,
  runSuffix,
  samplePost,
  sampleProject,
  signInAsOwner,
  unpublishFromList,
} from './support/admin-helpers';

const FLOW_TIMEOUT = 180_000;

const openTestPage = pagePerTest();

async function signedInPage(): Promise<{ page: Page; problems: OpenedPage['problems'] }> {
  const opened = await openTestPage({ viewport: { width: 1280, height: 900 } });
  await signInAsOwner(opened.page);
  return opened;
}

const suffix = runSuffix();

describe('owner content admin (browser, emulators, bundled content)', () => {
  it(
    'writes, publishes, shows in both languages, unpublishes and deletes a post with a cover image',
    async () => {
      const { page, problems } = await signedInPage();
      const post = samplePost(suffix);

      const id = await createPost(page, post);
      expect(id).toBe(`testing-images-end-to-end-${suffix}`);
      await expectPublicPost(page, id, post);

      await openAdminList(page, 'posts');
      await expectInAdminList(page, post.title.en, 'Published');
      await unpublishFromList(page, post.title.en);
      await expectNotInPublicList(page, 'Blog', post.title.en);

      await openAdminList(page, 'posts');
      await deleteFromList(page, 'posts', post.title.en);
      expect(problems.errors).toEqual([]);
    },
    FLOW_TIMEOUT,
  );

  it(
    'creates a featured project with a reordered two-image gallery and a chosen card image, then unpublishes and deletes it',
    async () => {
      const { page, problems } = await signedInPage();
      const project = sampleProject(suffix);

      await openAdminList(page, 'projects');
      const created = await createProject(page, project);
      await expectPublicProject(page, project, created);

      await openAdminList(page, 'projects');
      await expectInAdminList(page, project.title.en, 'Published');
      await unpublishFromList(page, project.title.en);
      await expectNotInPublicList(page, 'Projects', project.title.en);

      await openAdminList(page, 'projects');
      await deleteFromList(page, 'projects', project.title.en);
      expect(problems.errors).toEqual([]);
    },
    FLOW_TIMEOUT,
  );

  it(
    'shows inline errors for invalid input and saves nothing',
    async () => {
      const { page, problems } = await signedInPage();
      await expectInvalidPostRefused(page, `Only a title ${suffix}`);
      await expectInvalidProjectRefused(page, `Bad links ${suffix}`);
      expect(problems.errors).toEqual([]);
    },
    FLOW_TIMEOUT,
  );
});
