import type { ContentSource } from '../content/content-source.js';
import type { TagNames } from '@portfolio/content/content-types';
import { LANGS, type Lang } from '@portfolio/content/languages';
import { LIMITS } from '@portfolio/content/content-model';
import { isPublicIn, type ItemSummary } from '../content/types.js';
import { methodNotAllowed, RETRY_AFTER_S, sendError, type HttpRequest, type HttpResponse } from '../http/http-types.js';
import { OG_SECTIONS, ogCardOf, ogCardTree, sectionCardOf, type OgElement, type OgSection } from './og-card.js';

export interface OgDeps {
  content: ContentSource;
  siteUrl: string;
  /** Draws the card (render-og.ts); a parameter so tests can count the drawings. */
  render: (tree: OgElement) => Promise<Buffer>;
  /** Each drawing is logged: it is the function's costly work (bench:api counts them). */
  logInfo?: (message: string, details: Record<string, unknown>) => void;
  logError?: (message: string, error: unknown) => void;
}

/**
 * `/og/{lang}/blog/{id}.png` and `/og/{lang}/projects/{id}.png`: the page's `og:image` when the item has no cover
 * of its own (web/src/components/seo/link-preview-image.ts adds `?v={updatedAt}`, so an edited title is a new URL).
 */
const OG_PATH = new RegExp(`^/og/(${LANGS.join('|')})/(blog|projects)/([a-z0-9-]{${LIMITS.idMin},${LIMITS.idMax}})\\.png$`);

/** `/og/{lang}/{section}.png`: the card of a section page (web/src/components/seo/link-preview-image.ts). */
const SECTION_PATH = new RegExp(`^/og/(${LANGS.join('|')})/(${OG_SECTIONS.join('|')})\\.png$`);

/** The CDN and browsers keep an image a day; a changed item is a new URL anyway (the `v` query). */
export const OG_CACHE = 'public, max-age=86400, s-maxage=86400';

/** Drawn images an instance keeps: a popular post's preview costs one drawing, not one per CDN miss. */
const KEPT = 100;

/**
 * Drawings at once per instance: satori and resvg hold ≈ 100 MB while drawing (docs/rendering.md, "Link previews
 * and memory"), so a burst of different cards waits its turn rather than running the instance out of memory.
 */
const DRAWING_AT_ONCE = 2;

/** Runs at most `limit` of the given tasks at once, the others in the order they came. */
function limiter(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

/**
 * The handler of the link-preview images: the image of a published item in a language it is written in, a section
 * page's card (the same for everyone: no content read), and 404 for anything else (drafts, unknown ids, an
 * untranslated language), so no draft is ever drawn. Identical requests
 * in flight share one drawing; a failure to read content is a 503 no cache keeps.
 */
export function ogImageHandler(deps: OgDeps): (req: HttpRequest, res: HttpResponse) => Promise<void> {
  const drawn = new Map<string, Buffer>();
  const drawing = new Map<string, Promise<Buffer>>();
  const inTurn = limiter(DRAWING_AT_ONCE);
  const remember = (key: string, png: Buffer) => {
    drawn.set(key, png);
    if (drawn.size > KEPT) drawn.delete(drawn.keys().next().value!);
  };
  const draw = (key: string, tree: () => OgElement): Promise<Buffer> => {
    let pending = drawing.get(key);
    if (!pending) {
      pending = inTurn(async () => {
        const started = Date.now();
        const png = await deps.render(tree());
        remember(key, png);
        deps.logInfo?.('og: drew a link-preview card', { key, ms: Date.now() - started });
        return png;
      }).finally(() => drawing.delete(key));
      drawing.set(key, pending);
    }
    return pending;
  };

  /** The drawing kept under `key`, or the one being drawn, or a new one; sent as a cacheable PNG. */
  const send = async (res: HttpResponse, key: string, tree: () => OgElement) => {
    const png = drawn.get(key) ?? (await draw(key, tree));
    res.setHeader('Cache-Control', OG_CACHE);
    res.setHeader('Content-Type', 'image/png');
    res.status(200).send(png);
  };

  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(res, ['GET', 'HEAD']);
    const sectionMatch = SECTION_PATH.exec(req.path);
    if (sectionMatch) {
      const [, lang, section] = sectionMatch as unknown as [string, Lang, OgSection];
      return send(res, `${lang}/${section}`, () => ogCardTree(sectionCardOf(section, lang, deps.siteUrl)));
    }
    const match = OG_PATH.exec(req.path);
    if (!match) return sendError(res, 404, 'Not found');
    const [, lang, section, id] = match as unknown as [string, Lang, 'blog' | 'projects', string];
    let item: ItemSummary | null;
    let tagNames: TagNames = {};
    try {
      item = section === 'blog' ? await deps.content.getPostSummary(id) : await deps.content.getProjectSummary(id);
      // A project's card names its tags: their names join the key, so a renamed tag draws a new card.
      if (item?.kind === 'project' && isPublicIn(item, lang)) tagNames = await deps.content.getTagNames();
    } catch (error) {
      deps.logError?.('og: content read failed', error);
      return sendError(res, 503, 'Content temporarily unavailable', { 'Retry-After': RETRY_AFTER_S });
    }
    if (!item || !isPublicIn(item, lang)) return sendError(res, 404, 'Not found');

    const card = ogCardOf(item, lang, deps.siteUrl, tagNames);
    return send(res, `${lang}/${section}/${id}@${item.updatedAt}:${card.label}`, () => ogCardTree(card));
  };
}
