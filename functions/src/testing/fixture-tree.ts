import { createDatabaseContentSource, treeDbReader, type ContentSource } from '../content/content-source.js';
import type { DbTree } from '../content/types.js';

/** The content source of an in-memory tree, through the code the database path runs (as the bundled mode's does). */
export function createTreeContentSource(loadTree: () => Promise<DbTree>): ContentSource {
  return createDatabaseContentSource(treeDbReader(loadTree));
}

const DAY = 86_400_000;
export const T0 = Date.UTC(2024, 0, 15, 10, 30, 0);

const image = (url: string, alt = 'Cover & <art>') => ({ path: '', url, width: 1200, height: 630, alt: { en: alt, es: 'Portada' } });

/** Both languages, one English-only, one Spanish-only, a draft, and titles that need escaping. */
export const fixtureTree: DbTree = {
  posts: {
    summaries: {
      'both-langs': {
        status: 'published',
        createdAt: T0,
        updatedAt: T0 + DAY,
        publishedAt: T0,
        title: { en: 'Tips & <Tricks> "quoted" it\'s', es: 'Trucos y consejos' },
        summary: { en: 'Summary with </script> & more', es: 'Resumen en español' },
        readingMinutes: { en: 3, es: 3 },
        tags: { react: true, 'web-dev': true },
        cover: image('/images/both.png'),
      },
      'english-only': {
        status: 'published',
        createdAt: T0 + 2 * DAY,
        updatedAt: T0 + 2 * DAY,
        publishedAt: T0 + 2 * DAY,
        title: { en: 'Only in English', es: '' },
        summary: { en: 'English summary', es: '' },
        readingMinutes: { en: 1, es: 0 },
      },
      'spanish-only': {
        status: 'published',
        createdAt: T0 + 3 * DAY,
        updatedAt: T0 + 3 * DAY,
        publishedAt: T0 + 3 * DAY,
        title: { en: '', es: 'Solo en español' },
        summary: { en: '', es: 'Resumen' },
        readingMinutes: { en: 0, es: 2 },
        cover: image('https://cdn.example.com/es.png'),
      },
      'secret-draft': {
        status: 'draft',
        createdAt: T0,
        updatedAt: T0,
        publishedAt: T0,
        title: { en: 'Draft title', es: 'Borrador' },
        summary: { en: 'Draft', es: 'Borrador' },
        readingMinutes: { en: 1, es: 1 },
      },
      'title-no-summary': {
        status: 'published',
        createdAt: T0,
        updatedAt: T0,
        publishedAt: T0,
        title: { en: 'Has a title', es: 'Tiene título' },
        summary: { en: '', es: 'Con resumen' },
        readingMinutes: { en: 1, es: 1 },
      },
    },
  },
  projects: {
    summaries: {
      'portfolio-site': {
        status: 'published',
        createdAt: T0,
        updatedAt: T0 + 5 * DAY,
        publishedAt: T0,
        title: { en: 'Portfolio <site>', es: 'Sitio portafolio' },
        summary: { en: 'This site', es: 'Este sitio' },
        tags: { firebase: true },
        featured: true,
        order: 1,
        liveUrl: '',
        repoUrl: '',
        cover: image('/images/portfolio.png'),
      },
      'draft-project': {
        status: 'draft',
        createdAt: T0,
        updatedAt: T0,
        publishedAt: T0,
        title: { en: 'Hidden project', es: 'Proyecto oculto' },
        summary: { en: 'Hidden', es: 'Oculto' },
        featured: false,
        order: 2,
        liveUrl: '',
        repoUrl: '',
      },
    },
  },
};
