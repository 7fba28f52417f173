import { describe, expect, it } from 'vitest';
import {
  expiredTrashUpdate,
  MIN_AGE_MS,
  referencedImagePaths,
  removeOrphanedImages,
  type ImageCleanupDeps,
  type StoredContent,
  type StoredImage,
} from './orphaned-images.js';

const NOW = Date.UTC(2026, 5, 1, 3, 30);
const OLD = NOW - MIN_AGE_MS - 1;

const image = (path: string, url = `https://firebasestorage.googleapis.com/v0/b/demo/o/${encodeURIComponent(path)}?alt=media`) => ({
  path,
  url,
  width: 800,
  height: 600,
  alt: { en: '', es: '' },
});

/** A stored tree as the rules accept it: a post with a cover, a project with a cover that is one of its gallery images. */
function content(): StoredContent {
  return {
    posts: {
      summaries: { 'hello-world': { status: 'published', cover: image('images/posts/hello-world/cover-1.webp') } },
      bodies: { 'hello-world': { en: '# Hello', es: '# Hola' } },
    },
    projects: {
      summaries: { 'portfolio-site': { status: 'draft', cover: image('images/projects/portfolio-site/g-1.webp') } },
      details: {
        'portfolio-site': {
          body: { en: '', es: '' },
          gallery: { 0: image('images/projects/portfolio-site/g-1.webp'), 1: image('images/projects/portfolio-site/g-2.webp') },
        },
      },
    },
    cv: { name: 'Emi', email: 'emi@example.com' },
  };
}

/** Fakes of the operations, recording what was asked in order; removeNodes removes from `stored` as the database would. */
function fakes(images: StoredImage[], stored: StoredContent = content(), failing: string[] = []) {
  const calls: string[] = [];
  const deps: ImageCleanupDeps = {
    async readTrash() {
      calls.push('read trash');
      return stored.trash ?? null;
    },
    async removeNodes(patch) {
      calls.push(`remove ${Object.keys(patch).join(' ')}`);
      for (const path of Object.keys(patch)) {
        const keys = path.split('/');
        const last = keys.pop() as string;
        const parent = keys.reduce<any>((node, key) => node?.[key], stored);
        if (parent) delete parent[last];
      }
    },
    async listImages() {
      calls.push('list');
      return images;
    },
    async readContent() {
      calls.push('read');
      return stored;
    },
    async deleteImage(path) {
      calls.push(`delete ${path}`);
      if (failing.includes(path)) throw new Error(`storage refused ${path}`);
    },
  };
  return { deps, calls, deleted: () => calls.filter((call) => call.startsWith('delete ')).map((call) => call.slice(7)) };
}

describe('removeOrphanedImages', () => {
  it('deletes objects under images/ that no item references and that are older than a day', async () => {
    const { deps, deleted } = fakes([
      { path: 'images/posts/hello-world/cover-1.webp', createdAt: OLD },
      { path: 'images/posts/hello-world/cover-0.webp', createdAt: OLD },
      { path: 'images/projects/portfolio-site/g-1.webp', createdAt: OLD },
      { path: 'images/projects/portfolio-site/g-2.webp', createdAt: OLD },
      { path: 'images/projects/deleted-project/g-1.webp', createdAt: OLD },
    ]);
    const report = await removeOrphanedImages(deps, NOW);
    expect(deleted()).toEqual(['images/posts/hello-world/cover-0.webp', 'images/projects/deleted-project/g-1.webp']);
    expect(report).toEqual({
      purged: [],
      listed: 5,
      deleted: ['images/posts/hello-world/cover-0.webp', 'images/projects/deleted-project/g-1.webp'],
      failed: [],
    });
  });

  it('keeps an image only a working copy names (a draft, or an edit of a live post not published yet)', async () => {
    const stored = {
      ...content(),
      drafts: { posts: { summaries: { 'hello-world': { cover: image('images/posts/hello-world/cover-2.webp') } } } },
    };
    const { deps, deleted } = fakes(
      [
        { path: 'images/posts/hello-world/cover-1.webp', createdAt: OLD },
        { path: 'images/posts/hello-world/cover-2.webp', createdAt: OLD },
        { path: 'images/posts/hello-world/cover-3.webp', createdAt: OLD },
      ],
      stored,
    );
    await removeOrphanedImages(deps, NOW);
    expect(deleted()).toEqual(['images/posts/hello-world/cover-3.webp']);
  });

  it("keeps an image only a kept version names, a deleted item's history included", async () => {
    const kept = (path: string) => ({ published: { summary: { cover: image(path) }, body: { en: '', es: '' } } });
    const stored = {
      ...content(),
      revisions: {
        posts: { 'hello-world': { versions: { 3: kept('images/posts/hello-world/cover-old.webp') } } },
        projects: {
          'deleted-project': {
            versions: { 1: { working: { summary: {}, body: { gallery: { 0: image('images/projects/deleted-project/g-1.webp') } } } } },
          },
        },
      },
    };
    const { deps, deleted } = fakes(
      [
        { path: 'images/posts/hello-world/cover-old.webp', createdAt: OLD },
        { path: 'images/projects/deleted-project/g-1.webp', createdAt: OLD },
        { path: 'images/projects/deleted-project/g-2.webp', createdAt: OLD },
      ],
      stored,
    );
    await removeOrphanedImages(deps, NOW);
    expect(deleted()).toEqual(['images/projects/deleted-project/g-2.webp']);
  });

  it('keeps every width of a referenced image and deletes every width of an unreferenced one', async () => {
    // As uploads are stored (docs/data-model.md): each image with its 480 and 960 px copies, `<name>-<width>w.<ext>`.
    const withCopies = (path: string) => ({
      ...image(path),
      width: 1600,
      variants: [480, 960].map((width) => {
        const copy = path.replace('.webp', `-${width}w.webp`);
        return { width, path: copy, url: image(copy).url };
      }),
    });
    const stored = content();
    (stored.posts as { summaries: Record<string, { cover: unknown }> }).summaries['hello-world'].cover = withCopies(
      'images/posts/hello-world/cover-1.webp',
    );
    // The database returns a gallery and a copies list as arrays or as index-keyed objects: both are read.
    const gallery = (stored.projects as { details: Record<string, { gallery: Record<string, unknown> }> }).details['portfolio-site']
      .gallery;
    const second = withCopies('images/projects/portfolio-site/g-2.webp');
    gallery[1] = { ...second, variants: { 0: second.variants[0], 1: second.variants[1] } };
    const widths = (path: string) => [path, path.replace('.webp', '-480w.webp'), path.replace('.webp', '-960w.webp')];
    const kept = [...widths('images/posts/hello-world/cover-1.webp'), ...widths('images/projects/portfolio-site/g-2.webp')];
    const orphans = [...widths('images/posts/hello-world/cover-0.webp'), ...widths('images/projects/deleted-project/g-1.webp')];
    const { deps, deleted } = fakes(
      [...kept, ...orphans, 'images/projects/portfolio-site/g-1.webp'].map((path) => ({ path, createdAt: OLD })),
      stored,
    );
    await removeOrphanedImages(deps, NOW);
    expect(deleted()).toEqual(orphans);
  });

  it('keeps an unreferenced object a day old or younger: an upload of a form still open, not saved yet', async () => {
    const { deps, deleted } = fakes([
      { path: 'images/posts/new-post/cover-1.webp', createdAt: NOW - MIN_AGE_MS },
      { path: 'images/posts/new-post/cover-2.webp', createdAt: NOW - 60_000 },
      { path: 'images/posts/new-post/cover-3.webp', createdAt: NOW + 5_000 },
    ]);
    expect((await removeOrphanedImages(deps, NOW)).deleted).toEqual([]);
    expect(deleted()).toEqual([]);
  });

  it('keeps an object whose creation time is unknown', async () => {
    const { deps, deleted } = fakes([{ path: 'images/posts/x-post/a.webp', createdAt: Number.NaN }]);
    await removeOrphanedImages(deps, NOW);
    expect(deleted()).toEqual([]);
  });

  it('never deletes outside images/, whatever the listing returned', async () => {
    const { deps, deleted } = fakes([
      { path: 'backups/db.json', createdAt: OLD },
      { path: 'imagesX/a.webp', createdAt: OLD },
      { path: 'images/posts/gone/a.webp', createdAt: OLD },
    ]);
    await removeOrphanedImages(deps, NOW);
    expect(deleted()).toEqual(['images/posts/gone/a.webp']);
  });

  it('reads the content after listing, so an image referenced meanwhile is seen as referenced', async () => {
    const { deps, calls } = fakes([{ path: 'images/posts/gone/a.webp', createdAt: OLD }]);
    await removeOrphanedImages(deps, NOW);
    expect(calls).toEqual(['read trash', 'list', 'read', 'delete images/posts/gone/a.webp']);
  });

  it('deletes nothing when the database holds no content at all (a wrong or empty database, or bundled mode)', async () => {
    const { deps, deleted } = fakes([{ path: 'images/posts/hello-world/cover-1.webp', createdAt: OLD }], {
      posts: null,
      projects: null,
      cv: null,
    });
    const report = await removeOrphanedImages(deps, NOW);
    expect(deleted()).toEqual([]);
    expect(report.skipped).toMatch(/no content/i);
  });

  it('keeps images only a body shows (inserted from the editor as ![alt](url)), and deletes them once no body does', async () => {
    const postImage = 'images/posts/hello-world/1767225600000-abc123.webp';
    const projectImage = 'images/projects/portfolio-site/1767225600000-def456.webp';
    const url = (path: string) => `https://firebasestorage.googleapis.com/v0/b/demo/o/${encodeURIComponent(path)}?alt=media&token=0a-1b`;
    const stored = content();
    (stored.posts as any).bodies['hello-world'].es = `# Hola\n\n![Un gráfico \\[v2\\]](${url(postImage)})\n\nTexto.`;
    (stored.projects as any).details['portfolio-site'].body.en = `Intro ![](${url(projectImage)}) and more.`;
    const images = [postImage, projectImage].map((path) => ({ path, createdAt: OLD }));

    const shown = fakes(images, stored);
    expect((await removeOrphanedImages(shown.deps, NOW)).deleted).toEqual([]);
    expect(shown.deleted()).toEqual([]);

    const removedFromBodies = fakes(images, content());
    await removeOrphanedImages(removedFromBodies.deps, NOW);
    expect(removedFromBodies.deleted()).toEqual([postImage, projectImage]);
  });

  it('keeps an image reused from the media library while any item names it, whichever item it was uploaded for', async () => {
    // Hello world's cover, with its copies, reused as a second post's cover and in a project's body.
    const cover = 'images/posts/hello-world/cover-1.webp';
    const files = [cover, 'images/posts/hello-world/cover-1-480w.webp'];
    const reused = { ...image(cover), variants: { 0: { width: 480, path: files[1], url: image(files[1]).url } } };
    const both = content();
    (both.posts as any).summaries['hello-world'].cover = reused;
    (both.posts as any).summaries['second-post'] = { status: 'draft', cover: reused };
    const images = files.map((path) => ({ path, createdAt: OLD }));

    // The post it was uploaded for no longer uses it (deleted, or a new cover): the second post keeps it.
    const onlySecond = structuredClone(both);
    delete (onlySecond.posts as any).summaries['hello-world'];
    const second = fakes(images, onlySecond);
    await removeOrphanedImages(second.deps, NOW);
    expect(second.deleted()).toEqual([]);

    // Only a project's body shows it now (the body names the full-size file): that file stays, its copy goes.
    const inBody = content();
    (inBody.posts as any).summaries['hello-world'].cover = null;
    (inBody.projects as any).details['portfolio-site'].body.es = `![Portada](${image(cover).url})`;
    const body = fakes(images, inBody);
    await removeOrphanedImages(body.deps, NOW);
    expect(body.deleted()).toEqual([files[1]]);

    // No item names it any more: both files go.
    const none = content();
    (none.posts as any).summaries['hello-world'].cover = null;
    const gone = fakes(images, none);
    await removeOrphanedImages(gone.deps, NOW);
    expect(gone.deleted()).toEqual(files);
  });

  it('keeps an image a body names at the end of a sentence, before its full stop', async () => {
    const cited = 'images/posts/hello-world/1767225600000-abc123.webp';
    const stored = content();
    (stored.posts as any).bodies['hello-world'].en = `The chart is ${cited}. And the raw file: ${cited}...`;
    const { deps, deleted } = fakes([{ path: cited, createdAt: OLD }], stored);
    expect((await removeOrphanedImages(deps, NOW)).deleted).toEqual([]);
    expect(deleted()).toEqual([]);
  });

  it('keeps an image only a trashed item names (it may be restored)', async () => {
    const stored: StoredContent = {
      ...content(),
      trash: {
        posts: {
          'old-post': {
            deletedAt: NOW - 1000,
            version: 3,
            working: { summary: { version: 3, cover: image('images/posts/old-post/cover.webp') }, body: { en: '', es: '' } },
          },
        },
      },
    };
    const { deps, deleted } = fakes([{ path: 'images/posts/old-post/cover.webp', createdAt: OLD }], stored);
    const report = await removeOrphanedImages(deps, NOW);
    expect(report.purged).toEqual([]);
    expect(deleted()).toEqual([]);
  });

  it('removes trash entries older than 30 days with their history first, then the images only they named', async () => {
    const DAY = 24 * 60 * 60 * 1000;
    const trashed = (deletedAt: number, id: string) => ({
      deletedAt,
      version: 2,
      published: { summary: { version: 2, cover: image(`images/posts/${id}/cover.webp`) }, body: { en: '', es: '' } },
    });
    const stored: StoredContent = {
      ...content(),
      trash: { posts: { expired: trashed(NOW - 30 * DAY - 1, 'expired'), recent: trashed(NOW - 29 * DAY, 'recent') } },
      revisions: {
        posts: {
          expired: { versions: { 1: { published: { summary: { cover: image('images/posts/expired/old.webp') } } } } },
          recent: { versions: { 1: { published: { summary: { cover: image('images/posts/recent/old.webp') } } } } },
        },
      },
    };
    const { deps, calls, deleted } = fakes(
      ['expired/cover', 'expired/old', 'recent/cover', 'recent/old'].map((name) => ({ path: `images/posts/${name}.webp`, createdAt: OLD })),
      stored,
    );
    const report = await removeOrphanedImages(deps, NOW);
    expect(calls.slice(0, 3)).toEqual(['read trash', 'remove trash/posts/expired revisions/posts/expired', 'list']);
    expect(report.purged).toEqual(['posts/expired']);
    expect(Object.keys((stored.trash as any).posts)).toEqual(['recent']);
    expect(Object.keys((stored.revisions as any).posts)).toEqual(['recent']);
    expect(deleted()).toEqual(['images/posts/expired/cover.webp', 'images/posts/expired/old.webp']);
  });

  it('deletes nothing when reading the content fails', async () => {
    const { deps, deleted } = fakes([{ path: 'images/posts/gone/a.webp', createdAt: OLD }]);
    deps.readContent = () => Promise.reject(new Error('database unavailable'));
    await expect(removeOrphanedImages(deps, NOW)).rejects.toThrow('database unavailable');
    expect(deleted()).toEqual([]);
  });

  it('goes on after a failed delete and reports it', async () => {
    const { deps, deleted } = fakes(
      [
        { path: 'images/posts/gone/a.webp', createdAt: OLD },
        { path: 'images/posts/gone/b.webp', createdAt: OLD },
      ],
      content(),
      ['images/posts/gone/a.webp'],
    );
    const report = await removeOrphanedImages(deps, NOW);
    expect(deleted()).toEqual(['images/posts/gone/a.webp', 'images/posts/gone/b.webp']);
    expect(report.deleted).toEqual(['images/posts/gone/b.webp']);
    expect(report.failed).toEqual([{ path: 'images/posts/gone/a.webp', error: 'storage refused images/posts/gone/a.webp' }]);
  });
});

describe('expiredTrashUpdate', () => {
  it('names each expired entry of either kind with its history, and leaves an entry without a date', () => {
    const old = NOW - 31 * 24 * 60 * 60 * 1000;
    expect(
      expiredTrashUpdate({ posts: { a: { deletedAt: old }, b: { deletedAt: NOW }, c: {} }, projects: { d: { deletedAt: old } } }, NOW),
    ).toEqual({
      patch: { 'trash/posts/a': null, 'revisions/posts/a': null, 'trash/projects/d': null, 'revisions/projects/d': null },
      purged: ['posts/a', 'projects/d'],
    });
    expect(expiredTrashUpdate(null, NOW)).toEqual({ patch: {}, purged: [] });
  });
});

describe('referencedImagePaths', () => {
  it('collects the path of every cover and gallery image', () => {
    expect([...referencedImagePaths(content())].sort()).toEqual([
      'images/posts/hello-world/cover-1.webp',
      'images/projects/portfolio-site/g-1.webp',
      'images/projects/portfolio-site/g-2.webp',
    ]);
  });

  it('also counts an object named only by its download URL, in any field, Markdown bodies included', () => {
    const stored = content();
    const summary = (stored.posts as any).summaries['hello-world'];
    summary.cover = image(
      '',
      'https://firebasestorage.googleapis.com/v0/b/demo/o/images%2Fposts%2Fhello-world%2Fcover-9.webp?alt=media&token=t',
    );
    (stored.posts as any).bodies['hello-world'].en =
      'See ![shot](https://firebasestorage.googleapis.com/v0/b/demo/o/images%2Fprojects%2Fportfolio-site%2Fg-7.png?alt=media) and ' +
      '![raw](https://storage.googleapis.com/demo/images/posts/hello-world/inline.webp).';
    (stored.cv as any).photo = 'http://127.0.0.1:9199/v0/b/demo/o/images%2Fcv%2Fme.jpg?alt=media';
    const paths = referencedImagePaths(stored);
    expect(paths).toContain('images/posts/hello-world/cover-9.webp');
    expect(paths).toContain('images/projects/portfolio-site/g-7.png');
    expect(paths).toContain('images/posts/hello-world/inline.webp');
    expect(paths).toContain('images/cv/me.jpg');
  });
});
