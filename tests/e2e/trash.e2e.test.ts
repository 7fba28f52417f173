/**
 * The trash, end to end in Chromium: a published post deleted from the admin list leaves the public site and the
 * list, waits in Admin → Trash (on a phone too, operated by keyboard), and Restore brings it back to the list as a
 * draft that visitors still do not see (docs/decisions.md, "What a saved version of an item is", Delete).
 *
 *   flock /tmp/emulators.lock node tests/e2e/support/run-e2e.mjs trash.e2e.test.ts
 */
import { describe, expect, it } from 'vitest';
import { pagePerTest } from './support/page-per-test';
import {
  createPost,
  deleteFromList,
  expectInAdminList,
  expectNotInPublicList,
  expectPublicPost,
  openAdminList,
  openTrash,
  runSuffix,
  samplePost,
  signInAsOwner,
} from './support/admin-helpers';

const WAIT = { timeout: 30_000 };
const openTestPage = pagePerTest();

describe('the trash (browser, emulators, bundled content)', () => {
  it('a deleted post leaves the site and the list, waits in the Trash, and comes back to the list as a draft', async () => {
    const { page, problems } = await openTestPage({ viewport: { width: 1280, height: 900 } });
    await signInAsOwner(page);
    const post = samplePost(`trash-${runSuffix()}`);
    const id = await createPost(page, post);
    await expectPublicPost(page, id, post);

    await openAdminList(page, 'posts');
    await deleteFromList(page, 'posts', post.title.en);
    await expectNotInPublicList(page, 'Blog', post.title.en);

    // On a phone: the Trash fits the screen, and Restore works from the keyboard.
    await page.setViewportSize({ width: 390, height: 844 });
    await openTrash(page);
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: post.title.en, exact: true }) });
    await row.waitFor(WAIT);
    expect(await row.getByRole('cell', { name: 'Post', exact: true }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await row.getByRole('button', { name: `Restore “${post.title.en}”`, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(
        () =>
          page
            .getByRole('status')
            .filter({ hasText: `“${post.title.en}” was restored as a draft.` })
            .count(),
        WAIT,
      )
      .toBe(1);
    await expect.poll(() => row.count(), WAIT).toBe(0);
    // Focus stays on the screen: on the heading once the Trash is empty of this run's posts (moved there once the row
    // has gone: poll rather than sample).
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName), WAIT).not.toBe('BODY');

    await page.setViewportSize({ width: 1280, height: 900 });
    await openAdminList(page, 'posts');
    await expectInAdminList(page, post.title.en, 'Draft');
    await expectNotInPublicList(page, 'Blog', post.title.en);
    expect(problems.errors).toEqual([]);
  }, 180_000);
});
