/**
 * What the public-site browser suites, the quality suite and the benchmarks share: the public pages
 * (both languages), the offered themes, axe-core injection and how to recognise Firebase SDK code.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

const root = join(import.meta.dirname, '..', '..', '..');

export interface PublicPage {
  /** Short name for tables and test titles. */
  name: string;
  path: string;
  lang: 'en' | 'es';
  /** The page's level-1 heading once rendered. */
  heading: string | RegExp;
}

// Seed content (seed/database_export): a published post and project present in both languages.
export const SAMPLE_POST = 'accessible-forms-checklist';
export const SAMPLE_PROJECT = 'tide-weather';

const en = (name: string, path: string, heading: string | RegExp): PublicPage => ({ name: `${name}-en`, path, lang: 'en', heading });
const es = (name: string, path: string, heading: string | RegExp): PublicPage => ({ name: `${name}-es`, path, lang: 'es', heading });

/**
 * Every public page kind in both languages (the login page is public too: it must pass axe as well). With
 * bundled content all of them are prerendered (posts and projects served by the `pages` function).
 */
export const PUBLIC_PAGES: PublicPage[] = [
  en('home', '/', "Hi, I'm Emi Castellano"),
  es('home', '/es', /Emi Castellano/),
  en('cv', '/c/cv', 'Emi Castellano'),
  es('cv', '/es/c/cv', 'Emi Castellano'),
  en('blog', '/blog', 'Blog'),
  es('blog', '/es/blog', 'Blog'),
  en('post', `/blog/${SAMPLE_POST}`, 'An accessible forms checklist'),
  es('post', `/es/blog/${SAMPLE_POST}`, /formularios/i),
  en('projects', '/projects', 'Projects'),
  es('projects', '/es/projects', 'Proyectos'),
  en('project', `/projects/${SAMPLE_PROJECT}`, /Tide/),
  es('project', `/es/projects/${SAMPLE_PROJECT}`, /Tide/),
  en('login', '/emi-lgn', 'Sign in'),
  es('login', '/es/emi-lgn', 'Iniciar sesión'),
];

export const OFFERED_THEMES = ['dark-scheme', 'light-scheme', 'batman-scheme', 'tron-legacy-scheme'] as const;

/** Chrome logs the document's own 404 status as a console error; on a 404 page that is the point. */
export const DOCUMENT_404_ERROR = /Failed to load resource: the server responded with a status of 404/;

/** Strings only the Firebase SDK's code contains (our own lib/firebase.ts wrapper has none of them). */
export const FIREBASE_SDK_MARKERS = /@firebase\/|FirebaseError|firebaseio\.com|identitytoolkit\.googleapis/;

/**
 * Selectors of the owner's styles (the editor, the admin list and frame, the media library, the history dialog, the
 * signed-in menu, the edit links on a public page): they come with the lazy chunks that use them, never in the public
 * stylesheet (docs/rendering.md, "What a page downloads").
 */
export const OWNER_STYLE_MARKERS =
  /\.(?:editor|admin-list|admin-shell|media-library|image-field|gallery-editor|history|user-menu|owner-edit|draft-banner|transfer__section)(?![\w-])/;

/**
 * Switches a loaded page to another theme as the theme picker does (web/src/features/theme/apply-theme.ts):
 * the theme's class alone on <html> (all the styles key on it) and localStorage; the theme-color meta it
 * also sets only tints the browser's own bar, which axe does not see.
 */
export async function switchTheme(page: Page, theme: (typeof OFFERED_THEMES)[number]): Promise<void> {
  await page.evaluate(
    ({ slug, all }) => {
      document.documentElement.classList.remove(...all);
      document.documentElement.classList.add(slug);
      localStorage.setItem('theme', slug);
    },
    { slug: theme, all: [...OFFERED_THEMES] },
  );
  // Colours transition between themes (even with reduced motion, for 0.01 ms): until the next frames have run,
  // computed styles can still hold the old theme's colours, and axe would measure a mix of both.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState === 'finished'),
  );
}

/** Starts the page in a theme: the boot script reads localStorage before anything renders. */
export async function useTheme(page: Page, theme: string): Promise<void> {
  await page.addInitScript((slug) => localStorage.setItem('theme', slug), theme);
}

const axeSource = readFileSync(join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Runs axe-core (WCAG 2.x A/AA and best practices) on the page as it is now, or only inside `include` (a selector). */
export async function runAxe(page: Page, include?: string): Promise<AxeViolation[]> {
  // Injected through evaluate (not a <script> tag), so the page's CSP does not block it.
  await page.evaluate(axeSource);
  return page.evaluate(async (selector) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document | { include: string[] },
            options: object,
          ) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(selector ? { include: [selector] } : document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  }, include);
}

/**
 * Waits until the document's language is `tag`. react-helmet-async writes it after the commit that shows a page, so
 * after a client-side navigation to the other language this says the new page is on screen: the URL changes as the
 * navigation starts its render, while the previous page can still be shown for a moment.
 */
export async function waitForDocumentLang(page: Page, tag: 'en-US' | 'es-ES'): Promise<void> {
  await page.waitForFunction((expected) => document.documentElement.lang === expected, tag, { timeout: 30_000 });
}

/**
 * Waits until the client has taken over the page (React's first commit is in #root, see web/src/client/take-over.tsx).
 * Before that, the DOM is the server-rendered one and is about to be replaced, so a test that clicks a
 * control that needs the app must wait for this.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    // React renders the first page in a transition (take-over.tsx): taken over means its first commit is in the
    // page, i.e. #root's content is React's own (its nodes carry React's fiber keys).
    const first = document.getElementById('root')?.firstElementChild;
    return first != null && Object.keys(first).some((key) => key.startsWith('__reactFiber'));
  });
}
