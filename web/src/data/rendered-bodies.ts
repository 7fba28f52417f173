/**
 * Bodies rendered once per version, on the server only (docs/rendering.md, "Bodies rendered once per version"): a
 * body's sanitised HTML depends on its Markdown and the Markdown pipeline alone, so it is made when the body is
 * written (the functions' Database trigger; the functions build for the bundled content) and stored under
 * `rendered/{posts|projects}/{id}/{lang}` with the version it was made from. A page reads it beside the body and
 * uses it only when that version is the body's now; otherwise it renders the body as before.
 */
import { createHash } from 'node:crypto';
import { LANGS, type Lang } from '@portfolio/content/content-types';
import { keepMarkdownHtml, touchMarkdownHtml, markdownToHtml } from '../components/markdown/markdown-html';
import { MARKDOWN_PIPELINE } from '../components/markdown/render-markdown';

/** One language's stored rendering: its HTML and the version (bodyVersion) of the Markdown it was made from. */
interface StoredBody {
  version: string;
  html: string;
}
export type StoredBodies = Partial<Record<Lang, StoredBody>>;

// Node's own hash, synchronous: Web Crypto's digest is a job on the thread pool and a promise, several times the
// hashing itself, and a page checks each body it has not seen yet. The same SHA-256 of the same UTF-8 text, so
// versions already stored still match.
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

let pipeline: string | undefined;

/** The version of a body: a digest of the Markdown and of the pipeline that sanitises it (MARKDOWN_PIPELINE). */
export async function bodyVersion(markdown: string): Promise<string> {
  pipeline ??= sha256(MARKDOWN_PIPELINE);
  return sha256(`${pipeline}\n${markdown}`);
}

const markdownIn = (bodies: unknown, lang: Lang): string | null => {
  const value = (bodies as Partial<Record<Lang, unknown>> | null | undefined)?.[lang];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
};

/** The stored renderings of `bodies` (each language's Markdown, as in the database), for the trigger and the build. */
export async function renderBodiesToStore(bodies: unknown): Promise<StoredBodies> {
  const stored: StoredBodies = {};
  for (const lang of LANGS) {
    const markdown = markdownIn(bodies, lang);
    if (markdown !== null) stored[lang] = { version: await bodyVersion(markdown), html: await markdownToHtml(markdown) };
  }
  return stored;
}

/**
 * Takes the stored renderings (as read, so of any shape) whose version is that of `bodies` now: markdownToHtml
 * then answers them without rendering. A missing, stale or malformed one is ignored: that body renders as usual.
 */
export async function adoptStoredBodies(bodies: unknown, stored: unknown): Promise<void> {
  for (const lang of LANGS) {
    const markdown = markdownIn(bodies, lang);
    const candidate = (stored as Partial<Record<Lang, Partial<StoredBody>>> | null | undefined)?.[lang];
    // Its HTML is here already (adopted or rendered by this instance): no digest to compute.
    if (markdown === null || touchMarkdownHtml(markdown)) continue;
    if (typeof candidate?.html !== 'string' || typeof candidate.version !== 'string') continue;
    if (candidate.version === (await bodyVersion(markdown))) keepMarkdownHtml(markdown, candidate.html);
  }
}
