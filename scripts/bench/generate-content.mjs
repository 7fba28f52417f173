#!/usr/bin/env node
// @ts-check
/**
 * `npm run generate-content -- N [file]`: writes a database tree with the seed's CV and N generated bilingual
 * posts and N/10 projects (published, a few drafts), in the seed's format (docs/data-model.md). For the
 * benchmarks at scale (`npm run bench:renderer -- 1000`), for BUNDLED_CONTENT_FILE (the functions serve it
 * instead of the seed), and to import into a Database emulator:
 *   firebase database:set / generated.json --project demo-portfolio
 * Deterministic: the same N gives the same tree.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const SEED = join(root, 'seed/database_export/demo-portfolio-default-rtdb.json');

const TOPICS = [
  ['accessibility', 'accesibilidad', 'Accessible', 'Accesible'],
  ['performance', 'rendimiento', 'Fast', 'Rápido'],
  ['react', 'react', 'React', 'React'],
  ['css', 'css', 'CSS', 'CSS'],
  ['typescript', 'typescript', 'Typed', 'Tipado'],
  ['testing', 'pruebas', 'Tested', 'Probado'],
];
const DAY = 86_400_000;
const START = Date.UTC(2020, 0, 1);

/**
 * A body of ~600 words per language: headings, paragraphs, a list and a code block, like a real post.
 * @param {number} index
 * @param {'en' | 'es'} lang
 */
function body(index, lang) {
  const [, , en, es] = TOPICS[index % TOPICS.length];
  const word = lang === 'en' ? en : es;
  const paragraph =
    lang === 'en'
      ? `Post ${index} looks at ${word.toLowerCase()} interfaces from the browser's point of view: what the user sees first, what the network carries and what the main thread has to do before the page answers a tap.`
      : `La entrada ${index} mira las interfaces ${word.toLowerCase()}s desde el navegador: qué ve primero quien visita, qué lleva la red y qué tiene que hacer el hilo principal antes de que la página responda.`;
  const sections = Array.from({ length: 5 }, (_, section) =>
    [
      `## ${lang === 'en' ? 'Part' : 'Parte'} ${section + 1}`,
      paragraph,
      paragraph,
      '- one\n- two\n- three',
      '```ts\nconst answer: number = 42;\n```',
    ].join('\n\n'),
  );
  return sections.join('\n\n');
}

/** @param {number} postCount */
export function generateTree(postCount) {
  const seed = JSON.parse(readFileSync(SEED, 'utf8'));
  /** @type {{ summaries: Record<string, object>, bodies: Record<string, object> }} */
  const posts = { summaries: {}, bodies: {} };
  for (let index = 0; index < postCount; index++) {
    const id = `generated-post-${String(index + 1).padStart(4, '0')}`;
    const [tagEn, , titleEn, titleEs] = TOPICS[index % TOPICS.length];
    const time = START + index * DAY;
    posts.summaries[id] = {
      status: index % 50 === 49 ? 'draft' : 'published',
      createdAt: time,
      updatedAt: time,
      publishedAt: time,
      title: { en: `${titleEn} interfaces, part ${index + 1}`, es: `Interfaces ${titleEs.toLowerCase()}s, parte ${index + 1}` },
      summary: {
        en: `What post ${index + 1} of the series says about ${tagEn}, in a few practical steps.`,
        es: `Lo que dice la entrada ${index + 1} de la serie sobre ${tagEn}, en unos pocos pasos prácticos.`,
      },
      readingMinutes: { en: 3, es: 3 },
      tags: { [tagEn]: true, [TOPICS[(index + 1) % TOPICS.length][0]]: true },
    };
    posts.bodies[id] = { en: body(index, 'en'), es: body(index, 'es') };
  }
  /** @type {{ summaries: Record<string, object>, details: Record<string, object> }} */
  const projects = { summaries: {}, details: {} };
  const projectCount = Math.max(1, Math.round(postCount / 10));
  for (let index = 0; index < projectCount; index++) {
    const id = `generated-project-${String(index + 1).padStart(4, '0')}`;
    const time = START + index * 7 * DAY;
    projects.summaries[id] = {
      status: 'published',
      createdAt: time,
      updatedAt: time,
      publishedAt: time,
      title: { en: `Project ${index + 1}`, es: `Proyecto ${index + 1}` },
      summary: { en: `A generated project, number ${index + 1}.`, es: `Un proyecto generado, el número ${index + 1}.` },
      tags: { react: true },
      featured: index < 3,
      order: index,
      liveUrl: 'https://example.com/live',
      repoUrl: 'https://example.com/code',
    };
    projects.details[id] = { body: { en: body(index, 'en'), es: body(index, 'es') } };
  }
  return { ...seed, posts, projects };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = Number(process.argv[2] ?? 1000);
  if (!Number.isInteger(count) || count < 1 || count > 100_000) {
    console.error('usage: npm run generate-content -- <number of posts, 1–100000> [output file]');
    process.exit(2);
  }
  const file = process.argv[3] ?? join(root, `tmp/generated-${count}.json`);
  const tree = generateTree(count);
  writeFileSync(file, JSON.stringify(tree));
  console.log(`${count} posts, ${Object.keys(tree.projects.summaries).length} projects → ${file}`);
}
