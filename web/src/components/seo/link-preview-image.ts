/**
 * The image a link preview shows for a post or project (docs/decisions.md, "Link previews"): its own cover when
 * link previews can show it, else the card the `ogImages` function draws (functions/src/og), with the item's
 * `updatedAt` in the URL so an edited title is a new image, never a stale cached one. A site with no backend
 * (`npm run start:static`) has no such function: there the item's own image, or none.
 */
import { env } from '../../config/env';
import type { SeoProps } from './seo-props';

export type PreviewImage = NonNullable<SeoProps['image']>;

/** An item's image as stored: its alt text in each language. */
export interface ItemImage {
  url: string;
  width: number;
  height: number;
  alt: Record<'en' | 'es', string>;
}

/** Facebook, X, LinkedIn and most chat apps ignore SVG previews; an uploaded cover is never SVG (storage.rules). */
const showsInPreviews = (image: ItemImage) => !/\.svg(?:[?#]|$)/i.test(image.url);

export interface DrawnCard {
  section: 'blog' | 'projects';
  id: string;
  lang: 'en' | 'es';
  title: string;
  updatedAt: number;
}

/** The preview image of the page of `card.lang`: `own` (the item's image) with its alt text in that language, or the drawn card. */
export function linkPreviewImage(own: ItemImage | null, card: DrawnCard, siteDrawsCards = env.firebase !== null): PreviewImage | null {
  if (own && (showsInPreviews(own) || !siteDrawsCards))
    return { url: own.url, width: own.width, height: own.height, alt: own.alt[card.lang] };
  if (!siteDrawsCards) return null;
  return {
    url: `/og/${card.lang}/${card.section}/${encodeURIComponent(card.id)}.png?v=${card.updatedAt}`,
    width: 1200,
    height: 630,
    alt: card.title,
  };
}

/** The section pages with a drawn card (functions/src/og/og-card.ts, OG_SECTIONS). */
export type PreviewSection = 'home' | 'blog' | 'projects' | 'cv' | 'search';

/**
 * A section page's preview (home, blog list, projects, CV, search): `own` when link previews can show it (a project
 * cover on the projects page), else the section's drawn card; none on a site with no backend.
 */
export function sectionPreviewImage(
  section: PreviewSection,
  lang: 'en' | 'es',
  alt: string,
  own: ItemImage | null = null,
  siteDrawsCards = env.firebase !== null,
): PreviewImage | null {
  if (own && (showsInPreviews(own) || !siteDrawsCards)) return { url: own.url, width: own.width, height: own.height, alt: own.alt[lang] };
  if (!siteDrawsCards) return null;
  return { url: `/og/${lang}/${section}.png`, width: 1200, height: 630, alt };
}
