import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContentImage, Post, Project } from '@portfolio/content/content-types';
import { LIMITS } from '@portfolio/content/content-model';
import { makePost, makeProject, publishedIn } from '../../testing/factories';
import { validatePost, validateProject, validateTag, validateUrl } from './validation';
import {
  draftToPost,
  draftToProject,
  emptyPostDraft,
  emptyProjectDraft,
  fromDateTimeLocal,
  removedImagePaths,
  imagePaths,
  suggestId,
  toDateTimeLocal,
  type BuildContext,
} from './form-values';

/** The rules' publication-date bound, read from the file the database enforces. */
const rulesFile = JSON.parse(readFileSync(resolve(__dirname, '../../../../database.rules.json'), 'utf8')) as {
  rules: { posts: { summaries: { $id: { publishedAt: { '.validate': string } } } } };
};

const NOW = Date.UTC(2026, 5, 15, 12);

/** A draft in English as the editor builds it before its first save. */
const NEW_ITEM = { version: 0, langs: {}, createdAt: NOW, updatedAt: NOW, publishedAt: NOW, firstPublishedAt: 0 };
const post = (overrides: Partial<Post> = {}): Post => makePost({ ...NEW_ITEM, id: 'my-post', ...overrides });
const project = (overrides: Partial<Project> = {}): Project => makeProject({ ...NEW_ITEM, id: 'my-project', ...overrides });

const image = (path: string, alt = 'alt'): ContentImage => ({
  path,
  url: 'https://storage.example.com/x.webp',
  width: 10,
  height: 10,
  alt: { en: alt, es: '' },
  variants: [],
});
const check = (value: Post) => validatePost(value, { now: NOW });

describe('validatePost', () => {
  it('accepts a complete post in one language', () => {
    expect(check(post())).toEqual({});
  });

  it('checks the id slug: pattern and 3–80 characters', () => {
    expect(check(post({ id: '' })).id).toEqual({ code: 'required' });
    expect(check(post({ id: 'ab' })).id).toEqual({ code: 'tooShort', min: 3 });
    expect(check(post({ id: 'a'.repeat(80) })).id).toBeUndefined();
    expect(check(post({ id: 'a'.repeat(81) })).id).toEqual({ code: 'tooLong', max: 80 });
    for (const bad of ['Upper-case', 'double--dash', '-lead', 'trail-', 'spa ce', 'ñandu']) {
      expect(check(post({ id: bad })).id, bad).toEqual({ code: 'slug' });
    }
  });

  it('needs a title in at least one language, each at most 140', () => {
    const none = check(post({ title: { en: '', es: '' }, summary: { en: '', es: '' }, body: { en: '', es: '' } }));
    expect(none['title.en']).toEqual({ code: 'titleRequired' });
    expect(none['title.es']).toEqual({ code: 'titleRequired' });
    // Invisible characters only (a zero-width space, a joiner, a no-break space, a soft hyphen) are no title.
    for (const invisible of ['\u200b', '\u200d\u00a0', '\u00ad', '\ufeff\u2060']) {
      expect(check(post({ title: { en: invisible, es: '' } }))['title.en'], JSON.stringify(invisible)).toEqual({ code: 'titleRequired' });
    }
    expect(check(post({ title: { en: 'x'.repeat(140), es: '' } }))).toEqual({});
    expect(check(post({ title: { en: 'x'.repeat(141), es: '' } }))['title.en']).toEqual({ code: 'tooLong', max: 140 });
  });

  it('needs a summary (≤ 300) and a body (≤ 100000) in each language that has a title', () => {
    const spanishTitleOnly = check(post({ title: { en: 'Title', es: 'Título' } }));
    expect(spanishTitleOnly['summary.es']).toEqual({ code: 'requiredWithTitle' });
    expect(spanishTitleOnly['body.es']).toEqual({ code: 'requiredWithTitle' });
    expect(spanishTitleOnly['summary.en']).toBeUndefined();
    expect(check(post({ summary: { en: 'x'.repeat(300), es: '' } }))).toEqual({});
    expect(check(post({ summary: { en: 'x'.repeat(301), es: '' } }))['summary.en']).toEqual({ code: 'tooLong', max: 300 });
    expect(check(post({ body: { en: 'x'.repeat(100_000), es: '' } }))).toEqual({});
    expect(check(post({ body: { en: 'x'.repeat(100_001), es: '' } }))['body.en']).toEqual({ code: 'tooLong', max: 100_000 });
    // A summary without a title is allowed (kept as work in progress) but still limited.
    expect(check(post({ summary: { en: 'Summary', es: 'x'.repeat(301) } }))['summary.es']).toEqual({ code: 'tooLong', max: 300 });
  });

  it('allows at most 12 tags, each ^[a-z0-9][a-z0-9-]{0,29}$', () => {
    const twelve = Array.from({ length: 12 }, (_, index) => `tag-${index}`);
    expect(check(post({ tags: twelve }))).toEqual({});
    expect(check(post({ tags: [...twelve, 'more'] })).tags).toEqual({ code: 'tooMany', max: 12 });
    expect(check(post({ tags: ['ok', '-bad'] })).tags).toEqual({ code: 'tag', value: '-bad' });
    expect(validateTag('a'.repeat(30))).toBeNull();
    expect(validateTag('a'.repeat(31))).toEqual({ code: 'tag', value: 'a'.repeat(31) });
    expect(validateTag('Upper')).not.toBeNull();
    expect(validateTag('a11y')).toBeNull();
  });

  it('accepts a future publication date (scheduling) up to 366 days ahead, as the rules do', () => {
    const DAY = 24 * 60 * 60 * 1000;
    expect(check(post({ publishedAt: NOW + DAY }))).toEqual({});
    expect(check(post({ publishedAt: NOW + 366 * DAY }))).toEqual({});
    expect(check(post({ publishedAt: NOW + 366 * DAY + 1 })).publishedAt).toEqual({ code: 'future' });
    expect(LIMITS.scheduleAheadMs).toBe(Number(/now \+ (\d+)/.exec(rulesFile.rules.posts.summaries.$id.publishedAt['.validate'])?.[1]));
    expect(check(post({ publishedAt: Number.NaN })).publishedAt).toEqual({ code: 'date' });
    expect(check(post({ publishedAt: -1 })).publishedAt).toEqual({ code: 'date' });
  });

  it('limits cover alt text to 200 per language and keeps images in the post folder', () => {
    expect(check(post({ cover: image('images/posts/my-post/cover.webp', 'x'.repeat(200)) }))).toEqual({});
    expect(check(post({ cover: image('images/posts/my-post/cover.webp', 'x'.repeat(201)) }))['cover.alt.en']).toEqual({
      code: 'tooLong',
      max: 200,
    });
    expect(check(post({ cover: image('images/posts/other/cover.webp') })).cover).toEqual({ code: 'imagePath' });
    expect(check(post({ cover: { ...image(''), url: '/images/seed/a.svg' } }))).toEqual({});
    expect(check(post({ cover: { ...image(''), url: 'javascript:alert(1)' } })).cover).toEqual({ code: 'imageUrl' });
    // As database.rules.json: no API paths (a GET there can be an action), no plain http but the Storage emulator's.
    for (const url of [
      '/api/user/logout',
      '/API/user/logout',
      '/./api/user/logout',
      'https://site.example/api/user/logout',
      'http://example.com/a.png',
    ]) {
      expect(check(post({ cover: { ...image(''), url } })).cover, url).toEqual({ code: 'imageUrl' });
    }
    expect(check(post({ cover: { ...image(''), url: 'http://127.0.0.1:9199/v0/b/demo/o/a.png?alt=media' } })).cover).toBeUndefined();
    // A bundled-mode upload lives in the tab as a blob: URL; other schemes stay refused.
    expect(
      check(
        post({
          cover: { ...image('images/posts/my-post/a.webp'), url: 'blob:http://127.0.0.1:5000/0b9f3c2e-1d2a-4c55-9a1e-2f6b8d7c9e01' },
        }),
      ),
    ).toEqual({});
    expect(check(post({ cover: { ...image('images/posts/my-post/a.webp'), url: 'blob:javascript:alert(1)' } })).cover).toEqual({
      code: 'imageUrl',
    });
    expect(check(post({ cover: image('images/posts/my-post/bad name.webp') })).cover).toEqual({ code: 'imagePath' });
    expect(check(post({ cover: { ...image('images/posts/my-post/a.webp'), width: 0 } })).cover).toEqual({ code: 'imageSize' });
  });

  it('checks an image’s narrower copies as the rules do: in the folder, safe URLs, narrower than the image, at most 4', () => {
    const copy = (width: number, path = `images/posts/my-post/a-${width}w.webp`, url = `https://storage.example.com/a-${width}w.webp`) => ({
      width,
      path,
      url,
    });
    const withCopies = (...variants: ReturnType<typeof copy>[]) =>
      post({ cover: { ...image('images/posts/my-post/a.webp'), width: 1600, variants } });
    expect(check(withCopies(copy(480), copy(960), copy(1200), copy(1599)))).toEqual({});
    expect(check(withCopies(copy(480, 'images/posts/other/a-480w.webp'))).cover).toEqual({ code: 'imagePath' });
    expect(check(withCopies(copy(480, undefined, '/api/user/logout'))).cover).toEqual({ code: 'imageUrl' });
    expect(check(withCopies(copy(1600))).cover).toEqual({ code: 'imageSize' });
    expect(check(withCopies(copy(480.5))).cover).toEqual({ code: 'imageSize' });
    expect(check(withCopies(copy(100), copy(200), copy(300), copy(400), copy(500))).cover).toEqual({ code: 'imageSize' });
  });
});

describe('alt text in every language the item is written in', () => {
  const described = (alt: { en: string; es: string }) => ({ ...image('images/posts/my-post/a.webp'), alt });
  const bilingual = { title: { en: 'Title', es: 'Título' }, summary: { en: 'S', es: 'R' }, body: { en: 'B', es: 'C' } };

  it('refuses an image described in one language of a bilingual item, in the language left empty', () => {
    expect(check(post({ ...bilingual, cover: described({ en: 'A beach', es: '' }) }))['cover.alt.es']).toEqual({ code: 'altMissing' });
    expect(check(post({ ...bilingual, cover: described({ en: ' ', es: 'Una playa' }) }))['cover.alt.en']).toEqual({
      code: 'altMissing',
    });
    const gallery = [{ ...described({ en: 'One', es: 'Una' }), path: 'images/projects/my-project/a.webp' }];
    gallery.push({ ...gallery[0], path: 'images/projects/my-project/b.webp', alt: { en: 'Two', es: '' } });
    expect(validateProject(project({ ...bilingual, gallery }), { now: NOW })['gallery.1.alt.es']).toEqual({ code: 'altMissing' });
  });

  it('accepts it described in every written language, in the only one, or in none (decorative)', () => {
    expect(check(post({ ...bilingual, cover: described({ en: 'A beach', es: 'Una playa' }) }))).toEqual({});
    expect(check(post({ ...bilingual, cover: described({ en: '', es: '' }) }))).toEqual({});
    // An English-only post has no Spanish page to describe the image on.
    expect(check(post({ cover: described({ en: 'A beach', es: '' }) }))).toEqual({});
  });

  it('asks for every image’s alt text in each of its languages before it is published (a draft may wait)', () => {
    const undescribed = described({ en: '', es: '' });
    expect(check(post({ ...bilingual, langs: publishedIn(['en']), cover: undescribed }))).toEqual({
      'cover.alt.en': { code: 'altRequired' },
      'cover.alt.es': { code: 'altRequired' },
    });
    expect(check(post({ langs: publishedIn(['en']), cover: undescribed }))).toEqual({ 'cover.alt.en': { code: 'altRequired' } });
    const gallery = [{ ...undescribed, path: 'images/projects/my-project/a.webp' }];
    expect(validateProject(project({ ...bilingual, langs: publishedIn(['en']), gallery }), { now: NOW })).toMatchObject({
      'gallery.0.alt.es': { code: 'altRequired' },
    });
    expect(check(post({ ...bilingual, langs: {}, cover: undescribed }))).toEqual({});
  });
});

describe('validateProject', () => {
  const checkProject = (value: Project) => validateProject(value, { now: NOW });

  it('accepts a complete project', () => {
    expect(checkProject(project())).toEqual({});
  });

  it('applies the common rules', () => {
    expect(checkProject(project({ id: 'X' })).id).toEqual({ code: 'tooShort', min: 3 });
    expect(checkProject(project({ summary: { en: '', es: '' } }))['summary.en']).toEqual({ code: 'requiredWithTitle' });
  });

  it('accepts empty or http(s) URLs of at most 2000 characters', () => {
    expect(checkProject(project({ liveUrl: 'https://example.com', repoUrl: 'https://example.com/repo' }))).toEqual({});
    // database.rules.json accepts https only for links.
    expect(checkProject(project({ repoUrl: 'http://example.com/repo' })).repoUrl).toEqual({ code: 'url' });
    expect(checkProject(project({ liveUrl: 'example.com' })).liveUrl).toEqual({ code: 'url' });
    expect(checkProject(project({ repoUrl: 'ftp://example.com' })).repoUrl).toEqual({ code: 'url' });
    expect(checkProject(project({ liveUrl: 'https://exa mple.com' })).liveUrl).toEqual({ code: 'url' });
    expect(checkProject(project({ liveUrl: 'https://app.example.com:8443/x?y=1#z' }))).toEqual({});
    // A host name is dot-separated labels, none empty and none starting or ending with a hyphen (as the rules say).
    for (const liveUrl of [
      'https://.',
      'https://example..com',
      'https://-example.com',
      'https://example-.com',
      'https://localhost:5000/',
    ]) {
      expect(checkProject(project({ liveUrl })).liveUrl, liveUrl).toEqual({ code: 'url' });
    }
    expect(validateUrl(`https://e.com/${'a'.repeat(2000 - 14)}`, LIMITS.url)).toBeNull();
    expect(validateUrl(`https://e.com/${'a'.repeat(2000 - 13)}`, LIMITS.url)).toEqual({ code: 'tooLong', max: 2000 });
  });

  it('needs an integer display order between 0 and 9999', () => {
    expect(checkProject(project({ order: 9999 }))).toEqual({});
    expect(checkProject(project({ order: 10_000 })).order).toEqual({ code: 'range', min: 0, max: 9999 });
    expect(checkProject(project({ order: -1 })).order).toEqual({ code: 'range', min: 0, max: 9999 });
    expect(checkProject(project({ order: 1.5 })).order).toEqual({ code: 'integer' });
    expect(checkProject(project({ order: Number.NaN })).order).toEqual({ code: 'integer' });
  });

  it('checks gallery images: at most 20, alt ≤ 200, in the project folder', () => {
    const ok = image('images/projects/my-project/a.webp');
    expect(checkProject(project({ gallery: Array.from({ length: 20 }, () => ok) }))).toEqual({});
    expect(checkProject(project({ gallery: Array.from({ length: 21 }, () => ok) })).gallery).toEqual({ code: 'tooMany', max: 20 });
    expect(
      checkProject(project({ gallery: [ok, image('images/projects/my-project/b.webp', 'x'.repeat(201))] }))['gallery.1.alt.en'],
    ).toEqual({ code: 'tooLong', max: 200 });
    expect(checkProject(project({ gallery: [image('images/posts/my-project/a.webp')] }))['gallery.0']).toEqual({ code: 'imagePath' });
  });
});

describe('form values', () => {
  it('suggests the id from the English title, else the Spanish one', () => {
    expect(suggestId({ en: 'Hello, World!', es: 'Hola' })).toBe('hello-world');
    expect(suggestId({ en: ' ', es: '¿Qué tal?' })).toBe('que-tal');
  });

  it('round-trips datetime-local values and rejects malformed ones', () => {
    const ms = new Date(2026, 0, 2, 3, 4).getTime();
    expect(toDateTimeLocal(ms)).toBe('2026-01-02T03:04');
    expect(fromDateTimeLocal('2026-01-02T03:04')).toBe(ms);
    expect(fromDateTimeLocal('')).toBeNaN();
  });

  it('trims text, computes reading time and keeps the exact stored date when untouched', () => {
    const previous = { version: 4, createdAt: 1, publishedAt: new Date(2026, 0, 2, 3, 4, 55).getTime(), langs: publishedIn(['en']) };
    const built = draftToPost(
      {
        ...emptyPostDraft(NOW),
        id: ' my-post ',
        status: 'published',
        publishedAt: '2026-01-02T03:04',
        title: { en: ' T ', es: '\u200b' },
        summary: { en: 'S ', es: ' ' },
        body: { en: 'one two', es: '  ' },
      },
      { now: NOW, previous, loadedPublishedAt: '2026-01-02T03:04' },
    );
    expect(built).toMatchObject({
      id: 'my-post',
      // Based on the version being edited: the store refuses the save if the item moved on since.
      version: 4,
      title: { en: 'T', es: '' },
      summary: { en: 'S', es: '' },
      body: { en: 'one two', es: '' },
      createdAt: 1,
      updatedAt: NOW,
      publishedAt: previous.publishedAt,
    });
    expect(built.readingMinutes).toEqual({ en: 1, es: 0 });
  });

  it('dates a draft to the moment it is published, unless the owner picks a date in the same save', () => {
    const september = new Date(2025, 8, 10, 9, 30).getTime();
    const shown = toDateTimeLocal(september);
    const previous: BuildContext['previous'] = { version: 2, createdAt: september, publishedAt: september, langs: {} };
    const publishedAt = (draft: { status: 'draft' | 'published'; publishedAt: string }, before = previous) =>
      draftToPost({ ...emptyPostDraft(september), ...draft }, { now: NOW, previous: before, loadedPublishedAt: shown }).publishedAt;

    expect(publishedAt({ status: 'published', publishedAt: shown })).toBe(NOW);
    expect(publishedAt({ status: 'published', publishedAt: '2025-09-01T08:00' })).toBe(new Date(2025, 8, 1, 8).getTime());
    // Saved as a draft, or already published: the date stays as it was.
    expect(publishedAt({ status: 'draft', publishedAt: shown })).toBe(september);
    expect(publishedAt({ status: 'published', publishedAt: shown }, { ...previous, langs: publishedIn(['en']) })).toBe(september);
    // A new item published on its first save: the moment of saving, not of opening the form.
    expect(
      draftToPost({ ...emptyPostDraft(september), status: 'published' }, { now: NOW, previous: null, loadedPublishedAt: shown })
        .publishedAt,
    ).toBe(NOW);
  });

  it('dates a published post "updated" only when the owner ticks it on a save that keeps it published', () => {
    const published = new Date(2025, 8, 10, 9, 30).getTime();
    const shown = toDateTimeLocal(published);
    const previous: BuildContext['previous'] = { version: 3, createdAt: published, publishedAt: published, langs: publishedIn(['en']) };
    const revisedAt = (draft: { status: 'draft' | 'published'; markUpdated: boolean }, before = previous) =>
      draftToPost({ ...emptyPostDraft(published), publishedAt: shown, ...draft }, { now: NOW, previous: before, loadedPublishedAt: shown })
        .revisedAt;

    expect(revisedAt({ status: 'published', markUpdated: true })).toBe(NOW);
    // A typo fix: no new date, and an earlier one stays.
    expect(revisedAt({ status: 'published', markUpdated: false })).toBe(0);
    expect(revisedAt({ status: 'published', markUpdated: false }, { ...previous!, revisedAt: published + 1000 })).toBe(published + 1000);
    // Publishing a draft, or unpublishing, is not an update.
    expect(revisedAt({ status: 'published', markUpdated: true }, { ...previous!, langs: {} })).toBe(0);
    expect(revisedAt({ status: 'draft', markUpdated: true })).toBe(0);
  });

  it('dates a new item "when saved" while its publication date is still the one the form proposed', () => {
    const draft = emptyPostDraft(NOW - 20 * 60_000);
    const loadedPublishedAt = draft.publishedAt;
    // Left alone: the moment of the save (which the database store stamps with the server's clock).
    expect(draftToPost(draft, { now: NOW, previous: null, loadedPublishedAt }).publishedAt).toBe(NOW);
    // Picked by the owner: exactly the minute picked.
    const picked = draftToPost({ ...draft, publishedAt: '2026-01-02T03:04' }, { now: NOW, previous: null, loadedPublishedAt });
    expect(picked.publishedAt).toBe(new Date(2026, 0, 2, 3, 4).getTime());
  });

  it('turns the typed order into a number (empty → NaN, so validation flags it)', () => {
    expect(draftToProject({ ...emptyProjectDraft(NOW), order: '7' }, { now: NOW, previous: null, loadedPublishedAt: '' }).order).toBe(7);
    expect(draftToProject({ ...emptyProjectDraft(NOW), order: '' }, { now: NOW, previous: null, loadedPublishedAt: '' }).order).toBeNaN();
  });

  it('lists the stored images a save no longer references', () => {
    const before = imagePaths({ cover: image('a'), gallery: [image('a'), image('b'), image('')] });
    expect([...before]).toEqual(['a', 'b']);
    expect(removedImagePaths(before, imagePaths({ cover: null, gallery: [image('b')] }))).toEqual(['a']);
  });

  it('counts an image’s narrower copies among its stored files, so they go when it goes', () => {
    const withCopies = { ...image('a.webp'), variants: [{ width: 480, path: 'a-480w.webp', url: 'https://s.example/a-480w.webp' }] };
    const before = imagePaths({ cover: withCopies, gallery: [withCopies, image('b.webp')] });
    expect([...before]).toEqual(['a.webp', 'a-480w.webp', 'b.webp']);
    expect(removedImagePaths(before, imagePaths({ cover: null, gallery: [image('b.webp')] }))).toEqual(['a.webp', 'a-480w.webp']);
  });
});
