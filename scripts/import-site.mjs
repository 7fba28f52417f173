#!/usr/bin/env node
// @ts-check
/**
 * `npm run import -- FILE.zip|FOLDER [--apply] [--replace] [--lang es]`: puts an export (docs/export-format.md: a
 * backup, or `npm run export`'s zip) into the database and Storage; or moves a Markdown blog in — a folder (or a zip)
 * of Markdown files with front matter as Hugo, Astro or Jekyll write them (docs/export-format.md, "Moving in"), whose
 * unmapped fields the dry run lists; --lang says the language of files that do not say theirs (default en). Without --apply it only says what it would do: which items
 * it would create, replace or skip and why, and every problem found (a broken file, a missing image, a field the
 * database rules refuse). Items that exist are skipped unless --replace; replacing first writes the database's
 * current content to before-import-<time>.zip, so nothing is lost.
 *
 *   the local database:  npm run import -- site.zip            (npm start running: the emulators or the stand-in)
 *   a real project:      gcloud auth application-default login
 *                        GCLOUD_PROJECT=<id> FIREBASE_STORAGE_BUCKET=<bucket> npm run import -- site.zip
 */
import { once } from 'node:events';
import { createWriteStream, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { strFromU8, unzipSync } from 'fflate';
import targaryen from 'targaryen';
import { openSiteProject, readSiteTree } from './site-project.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The largest upload storage.rules accepts; a larger image would fail half-way, so it is refused before anything is written. */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** A zip this large is not an export of a personal site (images are at most 5 MB each): refuse before reading it into memory. */
const MAX_ZIP_BYTES = 2 * 1024 * 1024 * 1024;

const args = process.argv.slice(2);
const langIndex = args.indexOf('--lang');
const defaultLang = langIndex === -1 ? 'en' : args[langIndex + 1];
const file = args.find((arg, index) => !arg.startsWith('--') && (langIndex === -1 || index !== langIndex + 1));
const apply = args.includes('--apply');
const replace = args.includes('--replace');
if (!file || (defaultLang !== 'en' && defaultLang !== 'es')) {
  console.error('Usage: npm run import -- FILE.zip|FOLDER [--apply] [--replace] [--lang en|es]');
  process.exit(2);
}

const { siteFromExport, planImport, withImageUrls } = await import(join(root, 'functions/lib/portability/site-import.js'));
const { siteFromMarkdownFiles } = await import(join(root, 'functions/lib/portability/markdown-import.js'));
const { siteExport } = await import(join(root, 'functions/lib/portability/site-export.js'));
const { writeExportZip } = await import(join(root, 'functions/lib/portability/export-zip.js'));

/** A folder's files by path, as a zip's would be (dependencies and version control left out). */
function readFolder(/** @type {string} */ folder) {
  /** @type {Record<string, Uint8Array>} */
  const files = {};
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (!entry.isFile() || /(^|\/)(node_modules|\.git)\//.test(path)) continue;
    if (/\.(md|markdown|ya?ml)$/i.test(entry.name)) files[path.slice(folder.length).replace(/^\/+/, '')] = readFileSync(path);
  }
  return files;
}

/** @type {Record<string, Uint8Array>} */
let zip;
try {
  if (statSync(file).isDirectory()) zip = readFolder(file);
  else if (statSync(file).size > MAX_ZIP_BYTES) throw new Error('larger than 2 GB');
  else zip = unzipSync(readFileSync(file));
} catch (error) {
  console.error(
    `${file} cannot be read as a zip or a folder: ${error instanceof Error ? error.message : String(error)}. Nothing was imported.`,
  );
  process.exit(1);
}
const texts = Object.fromEntries(
  Object.entries(zip)
    .filter(([path]) => /\.(md|markdown|yaml)$/i.test(path))
    .map(([path, bytes]) => [path, strFromU8(bytes)]),
);
// An export of this site says so in site.yaml; anything else is read as another generator's Markdown.
const fromThisSite = 'site.yaml' in texts;
const imported = fromThisSite ? siteFromExport(texts) : siteFromMarkdownFiles(texts, { defaultLang, now: Date.now() });
if (!fromThisSite)
  console.log(
    `${file}: no site.yaml, so read as Markdown files with front matter (Hugo, Astro, Jekyll); files in no language are ${defaultLang}.`,
  );

const { getDownloadURL } = await import('firebase-admin/storage');
const { db, bucket, projectId, local } = openSiteProject();

/** @type {Record<string, any>} */
let current;
try {
  current = await readSiteTree(db, local);
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)} Nothing was imported.`);
  process.exit(1);
}
/** @param {unknown} summaries */
/**
 * Each item's version: the larger of its published document's and its working copy's (docs/data-model.md), which
 * the rules want the write to advance.
 * @param {'posts' | 'projects'} kind
 */
const versions = (kind) => {
  /** @type {Record<string, number>} */
  const byId = {};
  for (const summaries of [current[kind]?.summaries, current.drafts?.[kind]?.summaries]) {
    for (const [id, item] of Object.entries(/** @type {Record<string, { version?: number }>} */ (summaries ?? {})))
      byId[id] = Math.max(byId[id] ?? 0, item?.version ?? 1);
  }
  return byId;
};
const plan = planImport(
  imported,
  {
    posts: versions('posts'),
    projects: versions('projects'),
    cv: current.cv ? (current.cv.version ?? 1) : null,
  },
  { replace, now: Date.now() },
);

const problems = [...imported.problems];
for (const path of imported.images) {
  if (!zip[path])
    problems.push({ file: path, problem: 'named by an item but not in the zip (the item is imported; the image will be missing)' });
  else if (zip[path].length > MAX_IMAGE_BYTES)
    problems.push({ file: path, problem: `${(zip[path].length / 1024 / 1024).toFixed(1)} MB: images may be at most 5 MB` });
}

// The same limits as the editor: each item's write, checked by database.rules.json as the owner would make it.
const rules = JSON.parse(readFileSync(join(root, 'database.rules.json'), 'utf8'));
const now = Date.now();
const checkUrl = (/** @type {string} */ path) =>
  `https://firebasestorage.googleapis.com/v0/b/${projectId}.appspot.com/o/${encodeURIComponent(path)}?alt=media`;
/**
 * The one update that writes an item as exported (docs/export-format.md): its published document (the languages
 * published or scheduled, with their dates) and its working copy (drafts and staged edits, docs/data-model.md
 * `/drafts`), each at the item's next version; the one the import does not have is removed, since the imported
 * item replaces the item as a whole.
 * @param {{ kind: 'posts' | 'projects', id: string, version: number }} entry @param {(path: string) => string} urlOf
 */
function itemPatch(entry, urlOf) {
  const part = entry.kind === 'posts' ? 'bodies' : 'details';
  const tree = withImageUrls(imported.tree, urlOf);
  const published = tree[entry.kind].summaries[entry.id];
  const working = tree.drafts[entry.kind].summaries[entry.id];
  return {
    [`${entry.kind}/summaries/${entry.id}`]: published ? { ...published, version: entry.version } : null,
    [`${entry.kind}/${part}/${entry.id}`]: published ? tree[entry.kind][part][entry.id] : null,
    [`drafts/${entry.kind}/summaries/${entry.id}`]: working
      ? { ...working, version: entry.version, basedOn: published ? entry.version : 0 }
      : null,
    [`drafts/${entry.kind}/${part}/${entry.id}`]: working ? tree.drafts[entry.kind][part][entry.id] : null,
  };
}
const owner = { uid: 'import', token: { owner: true } };
for (const entry of plan.items) {
  if (entry.action === 'skip') continue;
  const result = targaryen.database(rules, current, now).as(owner).update('/', itemPatch(entry, checkUrl), { now });
  if (!result.allowed) {
    const refused = result.info.split('\n').find((line) => /denied|validate|invalid/i.test(line)) ?? 'refused by the database rules';
    problems.push({ file: `${entry.kind}/${entry.id}`, problem: `not valid for the site: ${refused.trim()}` });
    entry.action = 'skip';
    entry.note = 'invalid (see the problems)';
  }
}

const count = (/** @type {string} */ action) =>
  plan.items.filter((/** @type {{ action: string }} */ entry) => entry.action === action).length;
console.log(`${file}: ${plan.items.length} items, ${imported.images.length} images`);
/** Each language's state once imported: `en published, es draft` (a draft is never published by an import). */
const langsOf = (/** @type {Record<string, string>} */ langs) =>
  Object.entries(langs)
    .map(([lang, state]) => `${lang} ${state}`)
    .join(', ');
for (const entry of plan.items)
  console.log(`  ${entry.action.padEnd(7)} ${entry.kind}/${entry.id}  [${langsOf(entry.langs)}]${entry.note ? `  (${entry.note})` : ''}`);
console.log(`  ${plan.cv.padEnd(7)} the CV`);
for (const problem of problems) console.warn(`  problem: ${problem.file}: ${problem.problem}`);
for (const entry of imported.ignored ?? []) console.warn(`  not imported: ${entry.file}: the fields ${entry.fields.join(', ')}`);
for (const image of imported.unimportedImages ?? []) console.warn(`  image left as a link (add it in the editor): ${image}`);
console.log(`Would create ${count('create')}, replace ${count('replace')}, skip ${count('skip')}.`);
if (!apply) {
  console.log('Nothing was written (a dry run): add --apply to import.');
  process.exit(0);
}

if (count('replace') > 0 || plan.cv === 'replace') {
  const keep = `before-import-${new Date(now).toISOString().replace(/[:.]/g, '-')}.zip`;
  const stream = createWriteStream(keep);
  await writeExportZip(
    siteExport(current, { now, siteUrl: '' }),
    async (/** @type {string} */ path) => (await bucket.file(path).download())[0],
    {
      write: async (/** @type {Uint8Array} */ chunk) => {
        if (!stream.write(chunk)) await once(stream, 'drain');
      },
    },
  );
  stream.end();
  await once(stream, 'finish');
  console.log(`The current content is kept in ${keep}.`);
}

/** @type {Map<string, string>} */
const urls = new Map();
const toUpload = imported.images.filter((/** @type {string} */ path) => zip[path] && zip[path].length <= MAX_IMAGE_BYTES);
for (const [index, path] of toUpload.entries()) {
  const type = path.endsWith('.webp')
    ? 'image/webp'
    : path.endsWith('.png')
      ? 'image/png'
      : path.endsWith('.gif')
        ? 'image/gif'
        : path.endsWith('.avif')
          ? 'image/avif'
          : 'image/jpeg';
  const object = bucket.file(path);
  await object.save(Buffer.from(zip[path]), { contentType: type, resumable: false });
  urls.set(path, await getDownloadURL(object));
  process.stderr.write(`\rimages ${index + 1}/${toUpload.length}`);
}
if (toUpload.length > 0) process.stderr.write('\n');

for (const entry of plan.items) {
  if (entry.action === 'skip') continue;
  await db.ref().update(itemPatch(entry, (path) => urls.get(path) ?? ''));
}
const tagNames = /** @type {Record<string, unknown>} */ (imported.tree.tags);
if (Object.keys(tagNames).length > 0) await db.ref('tags').update(tagNames);
if (plan.cv !== 'skip') await db.ref('cv').set({ ...imported.tree.cv, version: plan.cv === 'create' ? 1 : (current.cv.version ?? 1) + 1 });
console.log(`Imported: created ${count('create')}, replaced ${count('replace')}, skipped ${count('skip')}; ${urls.size} images uploaded.`);
process.exit(0);
