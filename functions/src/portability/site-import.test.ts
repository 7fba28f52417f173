import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { writeExportZip } from './export-zip.js';
import { siteExport } from './site-export.js';
import { planImport, siteFromExport, withImageUrls } from './site-import.js';
import { migrateTree } from '@portfolio/content/migrate-content';
import { itemPaths, savedFromDb, type DbTree } from '@portfolio/content/db-mapping';
import { langState } from '@portfolio/content/saved-item';
import type { Post } from '@portfolio/content/content-types';

const NOW = Date.UTC(2026, 10, 26, 12);
const upload = (path: string) =>
  `https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/${encodeURIComponent(path)}?alt=media&token=t`;

/**
 * The tree as the database stores it in the current shape (an import writes the older one, which the next save or
 * `npm run migrate-content` rewrites: migrateTree), less the save counters an import sets itself.
 */
function withoutVersions(stored: object): unknown {
  const tree = migrateTree(stored as DbTree) as unknown as Record<string, unknown>;
  const strip = (value: unknown, depth: number): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'version' && key !== 'basedOn')
        .map(([key, entry]) => [key, strip(entry, depth + 1)]),
    );
  };
  return strip({ posts: tree.posts, projects: tree.projects, drafts: tree.drafts, tags: tree.tags, cv: tree.cv }, 0);
}

/** Export → zip → files, as a reader of the zip gets them. */
async function throughZip(tree: unknown): Promise<Record<string, string>> {
  const exported = siteExport(tree, { now: NOW, siteUrl: 'https://emi.example' });
  const chunks: Uint8Array[] = [];
  await writeExportZip(exported, async () => new Uint8Array([1]), { write: (chunk) => void chunks.push(chunk) });
  const zip = unzipSync(Buffer.concat(chunks));
  return Object.fromEntries(
    Object.entries(zip)
      .filter(([path]) => !path.startsWith('images/'))
      .map(([path, bytes]) => [path, strFromU8(bytes)]),
  );
}

const seed = JSON.parse(
  readFileSync(new URL('../../../seed/database_export/demo-portfolio-default-rtdb.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

const uploads = {
  posts: {
    summaries: {
      forms: {
        version: 4,
        status: 'published',
        createdAt: Date.UTC(2025, 0, 2),
        updatedAt: Date.UTC(2025, 0, 3),
        publishedAt: Date.UTC(2027, 0, 2, 9),
        revisedAt: Date.UTC(2027, 0, 3),
        title: { en: 'Forms that forgive', es: '' },
        summary: { en: 'Errors said once.', es: '' },
        readingMinutes: { en: 4, es: 0 },
        tags: { forms: true, a11y: true },
        tagList: { 0: 'forms', 1: 'a11y' },
        cover: {
          path: 'images/posts/forms/c.webp',
          url: upload('images/posts/forms/c.webp'),
          width: 1600,
          height: 1000,
          alt: { en: 'A form', es: 'Un formulario' },
          variants: { 0: { width: 480, path: 'images/posts/forms/c-480w.webp', url: upload('images/posts/forms/c-480w.webp') } },
        },
      },
    },
    bodies: { forms: { en: `Text\n\n![A field](${upload('images/posts/forms/f.webp')})\n`, es: '' } },
  },
  projects: {
    summaries: {
      tide: {
        version: 1,
        status: 'draft',
        createdAt: 1,
        updatedAt: 2,
        publishedAt: 3,
        title: { en: 'Tide', es: 'Marea' },
        summary: { en: 'T', es: 'M' },
        featured: false,
        order: 0,
        liveUrl: '',
        repoUrl: 'https://code.example/tide',
      },
    },
    details: {
      tide: {
        body: { en: 'About', es: 'Sobre' },
        gallery: {
          0: {
            path: 'images/projects/tide/a.webp',
            url: upload('images/projects/tide/a.webp'),
            width: 2,
            height: 1,
            alt: { en: 'A', es: 'Á' },
          },
        },
      },
    },
  },
  tags: { forms: { en: 'forms', es: 'formularios' }, a11y: { en: 'accessibility', es: '' } },
  cv: { version: 2, name: 'Emi', experience: { 0: { organization: { en: 'Acme', es: 'Acme' }, start: '2020-01' } } },
};

describe('siteFromExport (the round trip: export, then import into an empty database)', () => {
  it('gives back the seed exactly, every item, language, date, tag, image and the CV', async () => {
    const imported = siteFromExport(await throughZip(seed));
    expect(imported.problems).toEqual([]);
    expect(withoutVersions(imported.tree)).toEqual(withoutVersions(seed));
  });

  it('gives back uploads — covers, their copies, galleries and images in bodies — once uploaded again', async () => {
    const imported = siteFromExport(await throughZip(uploads));
    expect(imported.problems).toEqual([]);
    expect(imported.images).toEqual([
      'images/posts/forms/c-480w.webp',
      'images/posts/forms/c.webp',
      'images/posts/forms/f.webp',
      'images/projects/tide/a.webp',
    ]);
    expect(withoutVersions(withImageUrls(imported.tree, upload))).toEqual(withoutVersions(uploads));
  });

  it('names each broken file and imports the rest', async () => {
    const files = await throughZip(uploads);
    files['posts/bad.en.md'] = '---\ntitle: [unclosed\n---\nBody';
    files['posts/no-front.en.md'] = 'Just text';
    files['posts/Not_A_Slug.en.md'] = '---\nid: Not_A_Slug\nlang: en\n---\n';
    files['posts/mismatch.es.md'] = '---\nid: other\nlang: es\n---\n';
    const imported = siteFromExport(files);
    expect(imported.problems.map((problem) => problem.file).sort()).toEqual([
      'posts/Not_A_Slug.en.md',
      'posts/bad.en.md',
      'posts/mismatch.es.md',
      'posts/no-front.en.md',
    ]);
    expect(imported.problems.find((problem) => problem.file === 'posts/bad.en.md')?.problem).toMatch(/not valid YAML/);
    expect(Object.keys(imported.tree.posts.summaries as object)).toEqual(['forms']);
  });

  it('refuses a zip that is not an export of this site', () => {
    expect(siteFromExport({ 'index.md': '# hi' }).problems).toEqual([
      { file: 'site.yaml', problem: 'missing, or not format 1 or 2: this is not an export of this site' },
    ]);
  });
});

describe('planImport', () => {
  it('creates new items at version 1, skips existing ones, or replaces them at their next version when asked', async () => {
    const imported = siteFromExport(await throughZip(uploads));
    const existing = { posts: { forms: 7 }, projects: {}, cv: 3 };
    const forms = { en: 'scheduled' };
    const tide = { en: 'draft', es: 'draft' };
    expect(planImport(imported, existing, { replace: false, now: NOW })).toEqual({
      items: [
        {
          kind: 'posts',
          id: 'forms',
          action: 'skip',
          version: 7,
          note: 'exists (--replace replaces it, after keeping a copy)',
          langs: forms,
        },
        { kind: 'projects', id: 'tide', action: 'create', version: 1, langs: tide },
      ],
      cv: 'skip',
    });
    expect(planImport(imported, existing, { replace: true, now: NOW })).toEqual({
      items: [
        { kind: 'posts', id: 'forms', action: 'replace', version: 8, note: 'replaces version 7', langs: forms },
        { kind: 'projects', id: 'tide', action: 'create', version: 1, langs: tide },
      ],
      cv: 'replace',
    });
    expect(planImport(imported, { posts: {}, projects: {}, cv: null }, { replace: false }).cv).toBe('create');
  });
});

/**
 * Items whose languages are in different states (docs/decisions.md, "What a saved version of an item is"): the
 * published document holds only what visitors see or will see; the owner's unpublished text is in the working copy.
 */
const DAY = 24 * 60 * 60 * 1000;
/** The dates of the item with staged edits: both languages live, the Spanish translated from the English. */
const STAGED_LANGS = {
  en: { publishedAt: NOW - 30 * DAY, firstPublishedAt: NOW - 30 * DAY, rev: 3 },
  es: { publishedAt: NOW - 5 * DAY, firstPublishedAt: NOW - 5 * DAY, rev: 1, translatedFrom: { lang: 'en', rev: 3, at: NOW - 5 * DAY } },
};
const states = {
  posts: {
    summaries: {
      // English live; Spanish written but only a draft (working copy).
      'es-draft': {
        version: 3,
        langs: { en: { publishedAt: NOW - 10 * DAY, firstPublishedAt: NOW - 10 * DAY, rev: 2 } },
        createdAt: NOW - 20 * DAY,
        updatedAt: NOW - 10 * DAY,
        title: { en: 'Live', es: '' },
        summary: { en: 'Live text.', es: '' },
        readingMinutes: { en: 1, es: 0 },
      },
      // Both live; the owner has staged edits of the English not yet published.
      staged: {
        version: 5,
        langs: STAGED_LANGS,
        createdAt: NOW - 40 * DAY,
        updatedAt: NOW - 5 * DAY,
        title: { en: 'Published title', es: 'Título publicado' },
        summary: { en: 'Published summary.', es: 'Resumen publicado.' },
        readingMinutes: { en: 1, es: 1 },
        tags: { forms: true },
        tagList: { 0: 'forms' },
      },
      // English scheduled for later; Spanish live.
      later: {
        version: 1,
        langs: {
          en: { publishedAt: NOW + 3 * DAY, firstPublishedAt: NOW + 3 * DAY },
          es: { publishedAt: NOW - DAY, firstPublishedAt: NOW - DAY },
        },
        createdAt: NOW - 2 * DAY,
        updatedAt: NOW - DAY,
        title: { en: 'Soon', es: 'Pronto' },
        summary: { en: 'Soon.', es: 'Pronto.' },
        readingMinutes: { en: 1, es: 1 },
      },
    },
    bodies: {
      'es-draft': { en: 'Live body', es: '' },
      staged: { en: 'Published body', es: 'Cuerpo publicado' },
      later: { en: 'Soon body', es: 'Cuerpo pronto' },
    },
  },
  projects: { summaries: {}, details: {} },
  drafts: {
    posts: {
      summaries: {
        'es-draft': {
          version: 3,
          basedOn: 2,
          langs: { en: { publishedAt: NOW - 10 * DAY, firstPublishedAt: NOW - 10 * DAY, rev: 2 } },
          createdAt: NOW - 20 * DAY,
          updatedAt: NOW - 9 * DAY,
          title: { en: 'Live', es: 'Borrador' },
          summary: { en: 'Live text.', es: 'Texto sin publicar.' },
          readingMinutes: { en: 1, es: 1 },
        },
        staged: {
          version: 6,
          basedOn: 5,
          langs: STAGED_LANGS,
          createdAt: NOW - 40 * DAY,
          updatedAt: NOW - DAY,
          title: { en: 'Staged title', es: 'Título publicado' },
          summary: { en: 'Staged summary.', es: 'Resumen publicado.' },
          readingMinutes: { en: 1, es: 1 },
          tags: { forms: true, a11y: true },
          tagList: { 0: 'forms', 1: 'a11y' },
        },
        // Never published: only a working copy, English and Spanish.
        unpublished: {
          version: 1,
          basedOn: 0,
          createdAt: NOW - DAY,
          updatedAt: NOW - DAY,
          title: { en: 'Private', es: 'Privado' },
          summary: { en: 'Not yet.', es: 'Aún no.' },
          readingMinutes: { en: 1, es: 1 },
        },
      },
      bodies: {
        'es-draft': { en: 'Live body', es: 'Cuerpo sin publicar' },
        staged: { en: 'Staged body', es: 'Cuerpo publicado' },
        unpublished: { en: 'Private body', es: 'Cuerpo privado' },
      },
    },
    projects: { summaries: {}, details: {} },
  },
  tags: { forms: { en: 'forms', es: 'formularios' }, a11y: { en: 'accessibility', es: 'accesibilidad' } },
};

/** An item's two documents in an imported tree, read as the stores read them. */
function savedIn(tree: object, id: string) {
  const node = (path: string) => path.split('/').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], tree);
  const paths = itemPaths('posts', id);
  return savedFromDb<Post>('posts', id, {
    summary: node(paths.summary),
    details: node(paths.details),
    workingSummary: node(paths.workingSummary),
    workingDetails: node(paths.workingDetails),
  });
}

describe('each language comes back in the state it was exported in', () => {
  it('a Spanish draft stays a draft: its text is in the working copy, never in the published document', async () => {
    const imported = siteFromExport(await throughZip(states));
    expect(imported.problems).toEqual([]);
    const saved = savedIn(imported.tree, 'es-draft')!;
    expect(Object.keys(saved.published!.langs)).toEqual(['en']);
    expect(saved.published!.title).toEqual({ en: 'Live', es: '' });
    expect(saved.published!.body).toEqual({ en: 'Live body', es: '' });
    expect(saved.working!.title).toEqual({ en: 'Live', es: 'Borrador' });
    expect(saved.working!.body.es).toBe('Cuerpo sin publicar');
    expect(langState(saved, 'es', NOW)).toBe('draft');
  });

  it("a live item's staged edits stay staged: the published text is the published one", async () => {
    const imported = siteFromExport(await throughZip(states));
    const saved = savedIn(imported.tree, 'staged')!;
    expect(saved.published!.title).toEqual({ en: 'Published title', es: 'Título publicado' });
    expect(saved.published!.body.en).toBe('Published body');
    expect(saved.published!.tags).toEqual(['forms']);
    expect(saved.published!.langs.es).toEqual({
      publishedAt: NOW - 5 * DAY,
      firstPublishedAt: NOW - 5 * DAY,
      rev: 1,
      translatedFrom: { lang: 'en', rev: 3, at: NOW - 5 * DAY },
    });
    expect(saved.working!.title.en).toBe('Staged title');
    expect(saved.working!.body.en).toBe('Staged body');
    expect(saved.working!.tags).toEqual(['forms', 'a11y']);
    expect([langState(saved, 'en', NOW), langState(saved, 'es', NOW)]).toEqual(['staged', 'published']);
  });

  it('a scheduled language stays scheduled at its date; a never-published item stays unpublished', async () => {
    const imported = siteFromExport(await throughZip(states));
    const later = savedIn(imported.tree, 'later')!;
    expect(later.published!.langs.en?.publishedAt).toBe(NOW + 3 * DAY);
    expect([langState(later, 'en', NOW), langState(later, 'es', NOW)]).toEqual(['scheduled', 'published']);
    const unpublished = savedIn(imported.tree, 'unpublished')!;
    expect(unpublished.published).toBeNull();
    expect(unpublished.working!.title).toEqual({ en: 'Private', es: 'Privado' });
  });

  it('gives back the same published documents and working copies (export, then import into an empty store)', async () => {
    const imported = siteFromExport(await throughZip(states));
    expect(withoutVersions(imported.tree)).toEqual(withoutVersions(states));
  });

  it('the dry run says per item and language what will be published, scheduled, drafted or staged', async () => {
    const plan = planImport(siteFromExport(await throughZip(states)), { posts: {}, projects: {}, cv: null }, { replace: false, now: NOW });
    expect(Object.fromEntries(plan.items.map((item) => [item.id, item.langs]))).toEqual({
      'es-draft': { en: 'published', es: 'draft' },
      later: { en: 'scheduled', es: 'published' },
      staged: { en: 'staged', es: 'published' },
      unpublished: { en: 'draft', es: 'draft' },
    });
  });

  it('refuses a file whose status it does not know, or a published language without its date, and imports the rest', async () => {
    const files = await throughZip(states);
    files['posts/es-draft.es.md'] = files['posts/es-draft.es.md'].replace('status: draft', 'status: live');
    files['posts/later.es.md'] = files['posts/later.es.md'].replace(/^publishedAt: .*\n/m, '');
    const imported = siteFromExport(files);
    expect(imported.problems).toEqual([
      { file: 'posts/es-draft.es.md', problem: 'status must be published, scheduled, draft, not "live"' },
      { file: 'posts/later.es.md', problem: 'a published language needs its publishedAt (an ISO 8601 date)' },
    ]);
    // What could not be read is left out, never guessed: no Spanish in either document of es-draft now.
    const saved = savedIn(imported.tree, 'es-draft')!;
    expect(saved.published!.title.es).toBe('');
    expect(saved.working).toBeNull();
  });
});

describe('siteExport of languages in different states', () => {
  const exported = siteExport(states, { now: NOW, siteUrl: 'https://emi.example' });
  const front = (path: string) => {
    const text = exported.files.find((file) => file.path === path)?.text;
    if (!text) throw new Error(`${path} not exported`);
    return parse(/^---\n([\s\S]*?)\n---\n/.exec(text)![1]) as Record<string, unknown>;
  };

  it('writes the published text in each language file and staged edits in a .staged.md file beside it', () => {
    expect(exported.files.map((file) => file.path).filter((path) => path.startsWith('posts/'))).toEqual([
      'posts/es-draft.en.md',
      'posts/es-draft.es.md',
      'posts/later.en.md',
      'posts/later.es.md',
      'posts/staged.en.md',
      'posts/staged.es.md',
      'posts/staged.en.staged.md',
      'posts/unpublished.en.md',
      'posts/unpublished.es.md',
    ]);
    expect(front('posts/staged.en.md')).toMatchObject({ status: 'published', title: 'Published title', tags: [{ slug: 'forms' }] });
    expect(front('posts/staged.en.md')).not.toHaveProperty('draft');
    expect(front('posts/staged.en.staged.md')).toMatchObject({
      status: 'staged',
      draft: true,
      title: 'Staged title',
      tags: [{ slug: 'forms' }, { slug: 'a11y' }],
    });
  });

  it('carries a working copy that changes only shared fields in a staged file per published language, and back', async () => {
    const tree = structuredClone(states);
    const staged = tree.drafts.posts.summaries.staged;
    Object.assign(staged, { title: tree.posts.summaries.staged.title, summary: tree.posts.summaries.staged.summary });
    tree.drafts.posts.bodies.staged = tree.posts.bodies.staged;
    const paths = siteExport(tree, { now: NOW, siteUrl: '' }).files.map((file) => file.path);
    expect(paths.filter((path) => path.startsWith('posts/staged.'))).toEqual([
      'posts/staged.en.md',
      'posts/staged.es.md',
      'posts/staged.en.staged.md',
      'posts/staged.es.staged.md',
    ]);
    const imported = siteFromExport(await throughZip(tree));
    expect(withoutVersions(imported.tree)).toEqual(withoutVersions(tree));
    expect(savedIn(imported.tree, 'staged')!.working!.tags).toEqual(['forms', 'a11y']);
  });

  it('gives each language its own state and dates; a draft says draft: true so other tools leave it out', () => {
    expect(front('posts/es-draft.es.md')).toMatchObject({ status: 'draft', draft: true, title: 'Borrador', translations: ['en'] });
    expect(front('posts/es-draft.es.md')).not.toHaveProperty('publishedAt');
    expect(front('posts/later.en.md')).toMatchObject({ status: 'scheduled', publishedAt: new Date(NOW + 3 * DAY).toISOString() });
    expect(front('posts/later.es.md')).toMatchObject({ status: 'published', publishedAt: new Date(NOW - DAY).toISOString() });
    expect(front('posts/staged.es.md')).toMatchObject({
      publishedAt: new Date(NOW - 5 * DAY).toISOString(),
      firstPublishedAt: new Date(NOW - 5 * DAY).toISOString(),
      rev: 1,
      translatedFrom: { lang: 'en', rev: 3, at: new Date(NOW - 5 * DAY).toISOString() },
    });
  });
});

describe('siteFromExport of format 1 (before staged files)', () => {
  it('keeps a draft language a draft, and a never-published draft without the placeholder date', () => {
    const site =
      'format: 1\nexportedAt: 2026-11-26T12:00:00.000Z\nsite: ""\nfields:\n  posts: { perLanguage: [title, summary], details: [] }\n';
    const file = (lang: string, status: string, title: string, dates: string) =>
      `---\nid: older\nlang: ${lang}\nstatus: ${status}\n${dates}createdAt: 2025-01-01T00:00:00.000Z\nupdatedAt: 2025-01-02T00:00:00.000Z\ntitle: ${title}\nsummary: S\ntags: []\n---\n\nBody ${lang}`;
    const imported = siteFromExport({
      'site.yaml': site,
      'posts/older.en.md': file(
        'en',
        'published',
        'Live',
        'publishedAt: 2025-01-01T09:00:00.000Z\nfirstPublishedAt: 2025-01-01T09:00:00.000Z\n',
      ),
      'posts/older.es.md': file('es', 'draft', 'Borrador', 'publishedAt: 2025-01-01T09:00:00.000Z\n'),
    });
    expect(imported.problems).toEqual([]);
    const saved = savedIn(imported.tree, 'older')!;
    expect(saved.published!.langs).toEqual({
      en: { publishedAt: Date.UTC(2025, 0, 1, 9), firstPublishedAt: Date.UTC(2025, 0, 1, 9), rev: 0, translatedFrom: null },
    });
    expect(saved.published!.title).toEqual({ en: 'Live', es: '' });
    expect(saved.working!.title).toEqual({ en: 'Live', es: 'Borrador' });
    expect(Object.keys(saved.working!.langs)).toEqual(['en']);
  });
});
