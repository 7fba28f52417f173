/**
 * Markdown → safe HTML. marked renders (raw HTML passes through), then DOMPurify
 * sanitises the RESULT, so nothing an author or an attacker writes (in Markdown or
 * in raw HTML, encoded or not) can add scripts, handlers, frames, forms, styles or
 * non-http(s) URLs. Highlighting, when given, runs inside marked and is sanitised too.
 */
import DOMPurify, { type DOMPurify as Purifier, type WindowLike } from 'dompurify';
import { Marked, type Tokens } from 'marked';
import { createSlugger } from '../../utils/slug';
import { USER_CONTENT } from './user-content';

/** Returns highlighted HTML for a code block, or null when the language is unknown. */
export type Highlighter = (code: string, lang: string) => string | null;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** http(s), mailto, and scheme-less (relative, #hash, /site) URLs only. */
const SAFE_URL = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'cite'];

/** Browsers ignore control characters and spaces inside a scheme ("da\tta:"), so the check must too. */
const withoutControlChars = (value: string) => [...value].filter((char) => char.charCodeAt(0) > 0x20).join('');

let purifier: Purifier | null = null;
let purifierWindow: WindowLike | undefined;

let loadWindow: (() => Promise<WindowLike>) | null = null;
let loadingWindow: Promise<void> | null = null;

/**
 * Server rendering (Node) has no `window`: the server renderer gives DOMPurify a jsdom one, so a post rendered
 * on the server is sanitised exactly as in the browser. It comes as a loader, run by markdownWindowReady() when
 * a page first renders Markdown: importing jsdom is most of a server instance's cold start (1–4 s), and the
 * home page, lists, CV, sitemaps and feeds never need it (docs/rendering.md, "Cold start").
 */
export function setMarkdownWindowLoader(load: () => Promise<WindowLike>): void {
  loadWindow = load;
  loadingWindow = null;
  purifierWindow = undefined;
  purifier = null;
}

/** Resolves once DOMPurify has its window (at once in a browser, where it is the page's own). */
export function markdownWindowReady(): Promise<void> {
  if (!loadWindow) return Promise.resolve();
  const load = loadWindow;
  loadingWindow ??= load().then((win) => {
    purifierWindow = win;
    purifier = null;
  });
  return loadingWindow;
}

/** Our own DOMPurify instance, so our hooks never affect other users of the library. */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const win = purifierWindow ?? window;
  const instance = DOMPurify(win);
  // An image the owner has just inserted into a body, before it is saved where the site can serve it (the bundled
  // admin keeps uploads in the tab), is a blob: URL of this page. Such an image is kept so the preview shows it;
  // a blob: URL of another origin, or anywhere but an image's src, is still removed (SAFE_URL).
  const ownBlobPrefix = `blob:${(win as { location?: { origin?: string } }).location?.origin ?? 'null'}/`;
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    if (node.tagName === 'IMG' && data.attrName === 'src' && ownBlobPrefix !== 'blob:null/' && data.attrValue.startsWith(ownBlobPrefix)) {
      data.forceKeepAttr = true;
    }
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    for (const name of URL_ATTRIBUTES) {
      const value = node.getAttribute(name);
      // DOMPurify keeps data: URIs on images by default; we have no use for them.
      if (value !== null && /^data:/i.test(withoutControlChars(value))) node.removeAttribute(name);
    }
    if (node.tagName === 'A') {
      // Every id in the body carries USER_CONTENT (SANITIZE_NAMED_PROPS below, user-content.ts): so do its links to them.
      const hash = node.getAttribute('href') ?? '';
      if (/^#./.test(hash) && !hash.startsWith(`#${USER_CONTENT}`)) node.setAttribute('href', `#${USER_CONTENT}${hash.slice(1)}`);
      const href = node.getAttribute('href') ?? '';
      if (/^(?:https?:)?\/\//i.test(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
      }
    }
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
  purifier = instance;
  return instance;
}

function createMarked(highlight: Highlighter | undefined): Marked {
  const slug = createSlugger();
  const marked = new Marked({ gfm: true, breaks: false });
  marked.use({
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        const id = slug(inner.replace(/<[^>]*>/g, ''));
        // The heading text links to itself (a keyboard-reachable permalink); a heading that
        // already contains a link only gets the id, as links cannot nest.
        const content = /<a\s/i.test(inner)
          ? inner
          : `<a class="heading-anchor" href="#${id}">${inner}<span class="heading-anchor-mark" aria-hidden="true">#</span></a>`;
        return `<h${depth} id="${id}">${content}</h${depth}>\n`;
      },
      code({ text, lang }: Tokens.Code) {
        const language = (lang ?? '').trim().split(/\s+/)[0].toLowerCase();
        const highlighted = language && highlight ? highlight(text, language) : null;
        const className = language ? ` class="hljs language-${escapeHtml(language)}"` : ' class="hljs"';
        // tabindex: a scrolling code block must be reachable by keyboard. The bar above it names the language and
        // holds the copy button the app adds (rendered-markdown.tsx): here already, so nothing moves when it comes.
        const label = language ? `<span class="code-block__language">${escapeHtml(language)}</span>` : '';
        return `<div class="code-block"><div class="code-block__bar">${label}</div><pre tabindex="0"><code${className}>${highlighted ?? escapeHtml(text)}</code></pre></div>\n`;
      },
    },
  });
  return marked;
}

export function renderMarkdown(source: string, highlight?: Highlighter): string {
  const html = createMarked(highlight).parse(source, { async: false });
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'iframe',
      'frame',
      'object',
      'embed',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'option',
      'link',
      'meta',
      'base',
      'svg',
      'math',
    ],
    FORBID_ATTR: ['style', 'srcset', 'formaction', 'action', 'target'],
    ALLOWED_URI_REGEXP: SAFE_URL,
    ALLOW_DATA_ATTR: false,
    SANITIZE_NAMED_PROPS: true,
  });
}

/**
 * What a stored rendering was made with (data/rendered-bodies.ts): the sanitiser's version and this module's own
 * code (the allow-list, the hooks, the renderer), as built. Any change to them makes every stored rendering stale,
 * so a body is never served as sanitised by an older allow-list (docs/rendering.md, "Bodies rendered once per version").
 */
export const MARKDOWN_PIPELINE = [DOMPurify.version, createMarked, getPurifier, renderMarkdown].map(String).join('\n');

/** The languages named by the fenced code blocks of a document (to decide whether to load highlight.js). */
export function codeLanguages(source: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/^ {0,3}(?:```|~~~)[ \t]*([\w+#-]+)/gm)) found.add(match[1].toLowerCase());
  return [...found];
}
