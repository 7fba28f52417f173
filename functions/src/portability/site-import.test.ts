import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { writeExportZip } from './export-zip.js';
import { siteExport } from './site-export.js';
import { planImport, siteFromExport, withImageUrls } from './site-import.js';
import { migrateTree } from '@portfolio/content/migrate-content';
import type { DbTree } from '@portfolio/content/db-mapping';

const NOW = Date.UTC(2026, 10, 26, 12);
const upload = (path: string) =>
  `https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/${encodeURIComponent(path)}?alt=media&token=t`;

/**
 * The tree as the database stores it in the current shape (an import writes the older one, which the next save or
 * `npm run migrate-content` rewrites: migrateTree), less the save counters an import sets itself.
 */
function withoutVersions(stored: Record<string, unknown>): unknown {
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
      { file: 'site.yaml', problem: 'missing, or not format 1: this is not an export of this site' },
    ]);
  });
});

describe('planImport', () => {
  it('creates new items at version 1, skips existing ones, or replaces them at their next version when asked', async () => {
    const imported = siteFromExport(await throughZip(uploads));
    const existing = { posts: { forms: 7 }, projects: {}, cv: 3 };
    expect(planImport(imported, existing, { replace: false })).toEqual({
      items: [
        { kind: 'posts', id: 'forms', action: 'skip', version: 7, note: 'exists (--replace replaces it, after keeping a copy)' },
        { kind: 'projects', id: 'tide', action: 'create', version: 1 },
      ],
      cv: 'skip',
    });
    expect(planImport(imported, existing, { replace: true })).toEqual({
      items: [
        { kind: 'posts', id: 'forms', action: 'replace', version: 8, note: 'replaces version 7' },
        { kind: 'projects', id: 'tide', action: 'create', version: 1 },
      ],
      cv: 'replace',
    });
    expect(planImport(imported, { posts: {}, projects: {}, cv: null }, { replace: false }).cv).toBe('create');
  });
});
