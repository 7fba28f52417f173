/**
 * The drawn link-preview card's words and look (docs/decisions.md, "Link previews"), declared once: the `ogImages`
 * function draws it (functions/src/og/og-card.ts) and the editor's share preview mocks it in HTML with the same
 * colours, sizes and words (web/src/features/editor/components/share-preview.tsx), so what the owner sees is what
 * the function will draw.
 */
import type { Lang } from './languages.ts';
import { site } from './site.ts';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** The dark theme's colours (web/src/styles/themes.css, `.dark-scheme`): the site's default look. */
export const CARD_COLORS = { background: '#1f2d3b', text: '#f3f6f9', muted: '#b8c6d4', accent: '#ffe941' } as const;

const WORDS: Record<Lang, { blog: string; project: string; minutes: (count: number) => string }> = {
  en: { blog: 'Blog', project: 'Project', minutes: (count) => `${count} min read` },
  es: { blog: 'Blog', project: 'Proyecto', minutes: (count) => `${count} min de lectura` },
};

/** "Blog · 6 min read" for a post (no time while its body is empty), "Project · React · Firebase" for a project. */
export function cardLabel(item: { kind: 'post'; readingMinutes: number } | { kind: 'project'; tagLabels: string[] }, lang: Lang): string {
  const words = WORDS[lang];
  const detail = item.kind === 'post' ? (item.readingMinutes > 0 ? [words.minutes(item.readingMinutes)] : []) : item.tagLabels.slice(0, 3);
  return [item.kind === 'post' ? words.blog : words.project, ...detail].join(' · ');
}

/** "Emi Castellano — Web Developer": the card's last line, beside the host. */
export const cardByline = (lang: Lang): string => `${site.name} — ${site.role[lang]}`;

/** Long titles get a smaller size, so up to 140 characters (the longest title the rules allow) fit in four lines. */
export function titleFontSize(title: string): number {
  if (title.length <= 40) return 72;
  if (title.length <= 80) return 60;
  return 46;
}
