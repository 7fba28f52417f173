import { readFileSync } from 'node:fs';
import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { writeExportZip } from './export-zip.js';
import { siteExport, storageObjectPath } from './site-export.js';

const NOW = Date.UTC(2026, 10, 26, 12);
const SITE = 'https://emi.example';
const upload = (path: string) =>
  `https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/${encodeURIComponent(path)}?alt=media&token=abc`;

const image = (path: string, alt: { en: string; es: string }) => ({ path, url: upload(path), width: 1600, height: 1000, alt });

const tree = {
  posts: {
    summaries: {
      'english-only': {
        version: 3,
        status: 'published',
        createdAt: Date.UTC(2025, 0, 2),
        updatedAt: Date.UTC(2025, 0, 3),
        publishedAt: Date.UTC(2025, 0, 2, 9),
        title: { en: 'Forms that forgive', es: '' },
        summary: { en: 'Errors said once.', es: '' },
        readingMinutes: { en: 4, es: 0 },
        tags: { forms: true, a11y: true },
        tagList: { 0: 'forms', 1: 'a11y' },
        cover: {
          ...image('images/posts/english-only/cover.webp', { en: 'A form', es: 'Un formulario' }),
          variants: {
            0: { width: 480, path: 'images/posts/english-only/cover-480w.webp', url: upload('images/posts/english-only/cover-480w.webp') },
          },
        },
      },
      both: {
        version: 1,
        status: 'draft',
        createdAt: Date.UTC(2026, 0, 1),
        updatedAt: Date.UTC(2026, 0, 1),
        publishedAt: Date.UTC(2026, 0, 1),
        title: { en: 'Both', es: 'Ambos' },
        summary: { en: 'One.', es: 'Uno.' },
        readingMinutes: { en: 1, es: 1 },
      },
      later: {
        version: 1,
        status: 'published',
        createdAt: Date.UTC(2026, 0, 1),
        updatedAt: Date.UTC(2026, 0, 1),
        publishedAt: Date.UTC(2027, 0, 1),
        title: { en: 'Later', es: '' },
        summary: { en: 'Soon.', es: '' },
        readingMinutes: { en: 1, es: 0 },
      },
    },
    bodies: {
      'english-only': {
        en: `## Start\n\n![A field](${upload('images/posts/english-only/field.webp')})\n\n<!-- a note to self -->\nEnd.\n`,
        es: '',
      },
      both: { en: 'One', es: 'Uno' },
      later: { en: 'Soon', es: '' },
    },
  },
  projects: {
    summaries: {
      tide: {
        version: 2,
        status: 'published',
        createdAt: Date.UTC(2025, 5, 1),
        updatedAt: Date.UTC(2025, 5, 2),
        publishedAt: Date.UTC(2025, 5, 1),
        title: { en: 'Tide', es: 'Marea' },
        summary: { en: 'Tides.', es: 'Mareas.' },
        featured: true,
        order: 2,
        liveUrl: 'https://tide.example',
        repoUrl: '',
        cover: { path: '', url: '/images/seed/tide.svg', width: 1200, height: 630, alt: { en: 'Waves', es: 'Olas' } },
      },
    },
    details: {
      tide: {
        body: { en: 'About tides', es: 'Sobre mareas' },
        gallery: {
          0: image('images/projects/tide/one.webp', { en: 'One', es: 'Uno' }),
          1: image('images/projects/tide/two.webp', { en: 'Two', es: 'Dos' }),
        },
      },
    },
  },
  tags: { forms: { en: 'forms', es: 'formularios' }, a11y: { en: 'accessibility', es: 'accesibilidad' } },
  cv: {
    version: 4,
    name: 'Emi',
    role: { en: 'Web developer', es: 'Desarrollador web' },
    experience: { 0: { organization: { en: 'Acme', es: 'Acme' } } },
  },
};

/** A Markdown file's front matter and body. */
function read(text: string) {
  const match = /^---\n([\s\S]*?)\n---\n\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`no front matter in:\n${text}`);
  return { front: parse(match[1]) as Record<string, unknown>, body: match[2] };
}

const exported = siteExport(tree, { now: NOW, siteUrl: SITE });
const file = (path: string) => {
  const found = exported.files.find((entry) => entry.path === path);
  if (!found) throw new Error(`${path} not exported; there are ${exported.files.map((entry) => entry.path).join(', ')}`);
  return found.text;
};

describe('siteExport', () => {
  it('writes one Markdown file per item and language with any text in it (an alt text counts), none for a language never written', () => {
    expect(exported.files.map((entry) => entry.path).filter((path) => path.endsWith('.md') && path !== 'README.md')).toEqual([
      'posts/both.en.md',
      'posts/both.es.md',
      'posts/english-only.en.md',
      'posts/english-only.es.md',
      'posts/later.en.md',
      'projects/tide.en.md',
      'projects/tide.es.md',
    ]);
  });

  it("puts a language's fields in its front matter, with dates as ISO strings and tags with both names", () => {
    const { front, body } = read(file('posts/english-only.en.md'));
    expect(front).toMatchObject({
      id: 'english-only',
      lang: 'en',
      status: 'published',
      translations: ['es'],
      title: 'Forms that forgive',
      summary: 'Errors said once.',
      publishedAt: '2025-01-02T09:00:00.000Z',
      createdAt: '2025-01-02T00:00:00.000Z',
      tags: [
        { slug: 'forms', en: 'forms', es: 'formularios' },
        { slug: 'a11y', en: 'accessibility', es: 'accesibilidad' },
      ],
      cover: {
        file: 'images/posts/english-only/cover.webp',
        alt: 'A form',
        width: 1600,
        height: 1000,
        copies: [{ width: 480, file: 'images/posts/english-only/cover-480w.webp' }],
      },
    });
    expect(front).not.toHaveProperty('version');
    // The body as written, comments included (this is the owner's own copy), its uploads pointed at the exported files.
    expect(body).toBe('## Start\n\n![A field](../images/posts/english-only/field.webp)\n\n<!-- a note to self -->\nEnd.\n');
  });

  it('says each language’s state: draft, scheduled (dated later than the export) or published', () => {
    expect(read(file('posts/both.es.md')).front).toMatchObject({ status: 'draft', lang: 'es', translations: ['en'], title: 'Ambos' });
    expect(read(file('posts/later.en.md')).front.status).toBe('scheduled');
    // Spanish has only the cover's alt text: kept, and a draft, since the Spanish page does not exist.
    expect(read(file('posts/english-only.es.md')).front).toMatchObject({ status: 'draft', title: '', cover: { alt: 'Un formulario' } });
  });

  it("keeps a project's own fields and its gallery in order, each image with that language's alt text", () => {
    const { front, body } = read(file('projects/tide.es.md'));
    expect(front).toMatchObject({
      featured: true,
      order: 2,
      liveUrl: 'https://tide.example',
      repoUrl: '',
      cover: { url: '/images/seed/tide.svg', alt: 'Olas' },
      gallery: [
        { file: 'images/projects/tide/one.webp', alt: 'Uno' },
        { file: 'images/projects/tide/two.webp', alt: 'Dos' },
      ],
    });
    expect(body).toBe('Sobre mareas');
  });

  it('lists every uploaded image once — covers, copies, galleries and images in bodies — and no site picture', () => {
    expect(exported.images).toEqual([
      'images/posts/english-only/cover-480w.webp',
      'images/posts/english-only/cover.webp',
      'images/posts/english-only/field.webp',
      'images/projects/tide/one.webp',
      'images/projects/tide/two.webp',
    ]);
  });

  it('writes the CV with lists as lists, the tag names, and what the copy is', () => {
    expect(parse(file('cv.yaml'))).toEqual({
      name: 'Emi',
      role: { en: 'Web developer', es: 'Desarrollador web' },
      experience: [{ organization: { en: 'Acme', es: 'Acme' } }],
    });
    expect(parse(file('tags.yaml'))).toEqual(tree.tags);
    expect(parse(file('site.yaml'))).toEqual({
      format: 2,
      exportedAt: '2026-11-26T12:00:00.000Z',
      site: SITE,
      fields: {
        posts: { perLanguage: ['readingMinutes', 'summary', 'title'], details: [] },
        projects: { perLanguage: ['summary', 'title'], details: ['gallery'] },
      },
    });
  });

  it('exports the seed without losing an item or a language', () => {
    const seed = JSON.parse(
      readFileSync(new URL('../../../seed/database_export/demo-portfolio-default-rtdb.json', import.meta.url), 'utf8'),
    );
    const { files } = siteExport(seed, { now: NOW, siteUrl: SITE });
    for (const kind of ['posts', 'projects'] as const) {
      for (const [id, summary] of Object.entries(seed[kind].summaries as Record<string, { title: Record<string, string> }>)) {
        for (const lang of ['en', 'es'] as const) {
          const path = `${kind}/${id}.${lang}.md`;
          expect(
            files.some((entry) => entry.path === path),
            path,
          ).toBe(summary.title[lang] !== '');
        }
      }
    }
  });
});

describe('storageObjectPath', () => {
  it('reads the object path of a Storage download URL, and nothing else', () => {
    expect(storageObjectPath(upload('images/posts/a/b.webp'))).toBe('images/posts/a/b.webp');
    expect(storageObjectPath('http://127.0.0.1:9199/v0/b/demo-portfolio.appspot.com/o/images%2Fposts%2Fa%2Fb.webp?alt=media')).toBe(
      'images/posts/a/b.webp',
    );
    expect(storageObjectPath('https://example.com/images/posts/a/b.webp')).toBeNull();
    expect(storageObjectPath(upload('backups/x.zip'))).toBeNull();
    expect(storageObjectPath(upload('images/../secret'))).toBeNull();
    expect(storageObjectPath('https://x/v0/b/y/o/%E0%A4%A')).toBeNull();
  });
});

describe('writeExportZip', () => {
  it('writes every file and image into a zip, listing the images it could not read', async () => {
    const chunks: Uint8Array[] = [];
    const progress: number[] = [];
    const result = await writeExportZip(
      exported,
      async (path) => {
        if (path.endsWith('two.webp')) throw new Error('object not found');
        return new TextEncoder().encode(`bytes of ${path}`);
      },
      { write: (chunk) => void chunks.push(chunk) },
      { onProgress: (done) => progress.push(done) },
    );
    const zip = unzipSync(Buffer.concat(chunks));
    expect(Object.keys(zip).sort()).toEqual(
      [
        ...exported.files.map((entry) => entry.path),
        ...exported.images.filter((path) => !path.endsWith('two.webp')),
        'missing-images.txt',
      ].sort(),
    );
    expect(strFromU8(zip['posts/both.es.md'])).toBe(file('posts/both.es.md'));
    expect(strFromU8(zip['images/projects/tide/one.webp'])).toBe('bytes of images/projects/tide/one.webp');
    expect(strFromU8(zip['missing-images.txt'])).toContain('images/projects/tide/two.webp\tobject not found');
    expect(result).toMatchObject({ images: 4, missing: [{ path: 'images/projects/tide/two.webp', reason: 'object not found' }] });
    expect(progress).toEqual([1, 2, 3, 4, 5]);
  });

  it('counts an image that never arrives as missing once its deadline has passed, and finishes', async () => {
    const chunks: Uint8Array[] = [];
    const result = await writeExportZip(
      { files: [{ path: 'a.md', text: 'a' }], images: ['images/x.webp'] },
      () => new Promise(() => {}),
      { write: (chunk) => void chunks.push(chunk) },
      { imageDeadlineMs: 20 },
    );
    expect(result.missing).toEqual([{ path: 'images/x.webp', reason: 'reading images/x.webp took longer than 0.02 s' }]);
    expect(Object.keys(unzipSync(Buffer.concat(chunks)))).toEqual(['a.md', 'missing-images.txt']);
  });
});
