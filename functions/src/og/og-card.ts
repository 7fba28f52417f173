/**
 * What a link preview of a post or project shows (docs/decisions.md, "Link previews"): the kind and its detail
 * (reading time, or the project's first tags), the title, the owner's name and role, the site's host — in the
 * page's language and the default theme's colours. Plain data and a satori element tree; drawing it is
 * render-og.ts's job.
 */
import { site } from '@portfolio/content/site';
import { tagLabel, type TagNames } from '@portfolio/content/content-types';
import type { Lang } from '@portfolio/content/languages';
import { CARD_COLORS as COLORS, OG_HEIGHT, OG_WIDTH, cardByline, cardLabel, titleFontSize } from '@portfolio/content/link-card';
import type { ItemSummary } from '../content/types.js';

export { OG_HEIGHT, OG_WIDTH, titleFontSize };

export interface OgCard {
  /** "Blog · 6 min read", "Project · react · firebase". */
  label: string;
  title: string;
  /** "Emi Castellano — Web Developer". */
  byline: string;
  /** The site's host name, "example.com". */
  host: string;
}

/** The site's sections with a card of their own (the pages that are not one item). */
export const OG_SECTIONS = ['home', 'blog', 'projects', 'cv', 'search'] as const;
export type OgSection = (typeof OG_SECTIONS)[number];

const SECTION_WORDS: Record<Lang, Record<OgSection, { label: string; title: string }>> = {
  en: {
    home: { label: 'Portfolio and blog', title: site.name },
    blog: { label: 'Blog', title: 'Articles on web development' },
    projects: { label: 'Projects', title: 'Work I have built' },
    cv: { label: 'CV', title: `${site.name}: experience, skills and languages` },
    search: { label: 'Search', title: 'Search the posts and projects' },
  },
  es: {
    home: { label: 'Portfolio y blog', title: site.name },
    blog: { label: 'Blog', title: 'Artículos sobre desarrollo web' },
    projects: { label: 'Proyectos', title: 'Trabajos que he creado' },
    cv: { label: 'CV', title: `${site.name}: experiencia, habilidades e idiomas` },
    search: { label: 'Buscar', title: 'Busca en las entradas y los proyectos' },
  },
};

/** The card of a section page (home, blog list, projects, CV, search): same look as an item's. */
export function sectionCardOf(section: OgSection, lang: Lang, siteUrl: string): OgCard {
  return { ...SECTION_WORDS[lang][section], byline: cardByline(lang), host: new URL(siteUrl).host };
}

export function ogCardOf(item: ItemSummary, lang: Lang, siteUrl: string, tagNames: TagNames = {}): OgCard {
  return {
    label: cardLabel(
      item.kind === 'post'
        ? { kind: 'post', readingMinutes: item.readingMinutes[lang] }
        : { kind: 'project', tagLabels: item.tags.map((tag) => tagLabel(tagNames, tag, lang)) },
      lang,
    ),
    title: item.title[lang].trim(),
    byline: cardByline(lang),
    host: new URL(siteUrl).host,
  };
}

/** A satori element: React's shape without React (the function does not need it for one image). */
export interface OgElement {
  type: string;
  props: { style?: Record<string, string | number>; children?: string | OgElement | (string | OgElement)[] };
}

const element = (type: string, style: Record<string, string | number>, children: OgElement['props']['children']): OgElement => ({
  type,
  props: { style, children },
});

export function ogCardTree(card: OgCard): OgElement {
  const inner = OG_WIDTH - 2 * 72 - 16;
  return element(
    'div',
    {
      width: '100%',
      height: '100%',
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      padding: '64px 72px',
      background: COLORS.background,
      color: COLORS.text,
      borderLeft: `16px solid ${COLORS.accent}`,
      fontFamily: 'Inter',
    },
    [
      element('div', { display: 'flex', fontSize: 30, fontWeight: 700, color: COLORS.accent }, card.label),
      element(
        'div',
        {
          display: 'flex',
          flexGrow: 1,
          alignItems: 'center',
          width: inner,
          fontSize: titleFontSize(card.title),
          fontWeight: 700,
          lineHeight: 1.15,
        },
        card.title,
      ),
      element('div', { display: 'flex', justifyContent: 'space-between', width: inner, fontSize: 28, color: COLORS.muted }, [
        element('span', {}, card.byline),
        element('span', {}, card.host),
      ]),
    ],
  );
}
