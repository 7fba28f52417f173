/**
 * Scheduled publishing (docs/decisions.md, "Scheduled publishing") in Chromium on a 390 px phone, bundled content:
 * the owner unpublishes a published seed post's languages and schedules them for next week from each language's
 * publish menu. The form says from when visitors will read it, the editor and the admin list say "EN scheduled for Dec 3, 9:30 AM · ES …",
 * the public blog list leaves it out, and its own address shows the owner a "scheduled" banner. (That visitors and the server see nothing until the moment is proven where the clock can be
 * set: entry-server.test.tsx, functions/src/content/content-source.test.ts, the rules tests.)
 *
 * This build reads the bundled content: the save lives in the tab's in-memory store, so the public pages are
 * reached client-side in the same tab.
 */
import { describe, expect, it } from 'vitest';
import { pagePerTest } from './support/page-per-test';
import { chooseInPublishMenu, expectNotInPublicList, openAdminList, signInAsOwner, waitForPath } from './support/admin-helpers';
import { runAxe } from './support/site';

// A published seed post (the browser's bundled seed holds no drafts: docs/decisions.md, "Drafts never leave the owner").
const POST = { id: 'container-queries-for-real-components', title: 'Container queries for components that live anywhere' };
const WAIT = { timeout: 30_000 };
const open = pagePerTest();

/** The day as the English admin writes it (mm/dd/yyyy), in the browser's time zone. */
const englishDate = (date: Date) =>
  `${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getDate()).padStart(2, '0')}/${date.getFullYear()}`;

describe('scheduled publishing', () => {
  it('a post dated next week is scheduled: the owner sees when, visitors’ lists leave it out', async () => {
    const { page, problems } = await open({ viewport: { width: 390, height: 844 } });
    await signInAsOwner(page);
    // On a phone the list is a stack of cards; the title links to the editor.
    await page.getByRole('link', { name: POST.title, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: `Edit post: ${POST.title}` }).waitFor(WAIT);

    const nextWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
    for (const language of ['English', 'Spanish'] as const) {
      // A live language is taken off first (it asks), then scheduled: the date and time fields of its Schedule.
      await chooseInPublishMenu(page, language, 'Unpublish…');
      await page
        .getByRole('dialog', { name: `Unpublish the ${language} version?` })
        .getByRole('button', { name: 'Unpublish', exact: true })
        .click();
      await page
        .getByRole('status')
        .filter({ hasText: `${language} version unpublished` })
        .waitFor(WAIT);
      await chooseInPublishMenu(page, language, 'Schedule…');
      const schedule = page.getByRole('group', { name: `Schedule the ${language} version` });
      await schedule.getByLabel('Publication date').fill(englishDate(nextWeek));
      await schedule.getByLabel('Publication time').fill('9:30 AM');
      await schedule.getByRole('button', { name: 'Schedule', exact: true }).click();
      const status = page.getByRole('status').filter({ hasText: `${language} version scheduled: visitors can read it from ` });
      await status.waitFor(WAIT);
      expect(await status.textContent()).toContain(String(nextWeek.getFullYear()));
    }
    // Each language's moment, in short, in the admin's language.
    const when = `${nextWeek.toLocaleString('en-US', { month: 'short' })} ${nextWeek.getDate()}(, ${nextWeek.getFullYear()})?, 9:30\\sAM`;
    const scheduledLine = new RegExp(`^EN scheduled for ${when} · ES scheduled for ${when}$`);
    await expect.poll(() => page.locator('.editor__lang-states').textContent(), WAIT).toMatch(scheduledLine);
    expect(await runAxe(page)).toEqual([]);

    // The owner's preview at its address says when everyone will see it.
    await page.getByRole('link', { name: 'Preview on the site (English)' }).click();
    await waitForPath(page, `/blog/${POST.id}`);
    const banner = page.getByRole('note').filter({ hasText: /^Scheduled for .+: until then only you can see this\./ });
    await banner.waitFor(WAIT);
    expect(await banner.textContent()).toContain('9:30');
    expect(await page.getByRole('heading', { level: 1, name: POST.title }).count()).toBe(1);

    // Visitors' lists (the owner's tab shows what they see) leave it out; the admin list says it is scheduled.
    await expectNotInPublicList(page, 'Blog', POST.title);
    await openAdminList(page, 'posts');
    await expect.poll(() => page.getByText(scheduledLine).count(), WAIT).toBe(1);
    expect(problems.errors).toEqual([]);
  }, 180_000);
});
