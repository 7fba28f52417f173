/**
 * What the editor's search and link preview shows of a page (docs/decisions.md, "Search and share preview"): the
 * title and description exactly as the page's head builds them (components/seo), and where a search result cuts
 * them. Search engines cut by width, not characters; about 60 characters of title and 155 of description is what
 * a desktop result shows of ordinary text, so the preview cuts there, at a word, as they do.
 */
import { readingMinutes } from '@portfolio/content/reading-time';
import type { ContentImage, Lang } from '@portfolio/content/content-types';
import { cardLabel } from '@portfolio/content/link-card';
import { paths } from '@portfolio/content/paths';
import { absoluteUrl } from '../../config/absolute-url';
import { linkPreviewImage, type PreviewImage } from '../../components/seo/link-preview-image';
import { pageTitle } from '../../components/seo/seo';
import type { EditorKind } from './api/editor-store';

export const SEARCH_TITLE_CHARS = 60;
export const SEARCH_DESCRIPTION_CHARS = 155;

export interface Cut {
  /** The text as a result shows it: whole, or cut at a word with "…". */
  shown: string;
  /** The last word shown before the cut; null when the text fits. */
  cutAfter: string | null;
}

/** `text` as a result of `max` characters shows it: cut after the last whole word that fits. */
export function searchCut(text: string, max: number): Cut {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return { shown: clean, cutAfter: null };
  const head = clean.slice(0, max);
  // At a space when there is one in the last part; a single long word is cut where it is.
  const space = head.lastIndexOf(' ');
  const kept = (space > max / 2 ? head.slice(0, space) : head).replace(/[\s,.;:—–-]+$/, '');
  const words = kept.split(' ');
  return { shown: `${kept}…`, cutAfter: words[words.length - 1] };
}

export interface SharedItem {
  kind: EditorKind;
  id: string;
  lang: Lang;
  title: string;
  summary: string;
  /** A post's body, for the card's reading time. */
  body: string;
  /** A project's first tags, as its card names them (their names in `lang`). */
  tagLabels: string[];
  /** The image the page names for previews: a post's cover, a project's first gallery image or cover. */
  image: ContentImage | null;
  /** The last save (the card's URL carries it); 0 before the first. */
  updatedAt: number;
}

export interface SharePreview {
  /** `{title} — {site name}`: the page's <title>, og:title and twitter:title. */
  title: string;
  /** The page's meta description: the summary as written (empty: the search engine picks its own). */
  description: string;
  url: string;
  /** The preview image as the page names it; `drawn`: the card the functions draw, with its words. */
  image: (PreviewImage & { drawn: false }) | (PreviewImage & { drawn: true; label: string }) | null;
}

/** The page's preview fields, by the same functions the post and project pages call. */
export function sharePreviewOf(item: SharedItem, siteDrawsCards?: boolean): SharePreview {
  const section = item.kind === 'posts' ? 'blog' : 'projects';
  const id = item.id || 'new';
  const image = linkPreviewImage(
    item.image,
    { section, id, lang: item.lang, title: item.title, updatedAt: item.updatedAt },
    siteDrawsCards,
  );
  const drawn = image !== null && image.url.startsWith('/og/');
  const label = cardLabel(
    item.kind === 'posts' ? { kind: 'post', readingMinutes: readingMinutes(item.body) } : { kind: 'project', tagLabels: item.tagLabels },
    item.lang,
  );
  return {
    title: pageTitle(item.title.trim()),
    description: item.summary.trim(),
    url: absoluteUrl(item.kind === 'posts' ? paths.post(item.lang, id) : paths.project(item.lang, id)),
    image: image === null ? null : drawn ? { ...image, drawn: true, label } : { ...image, drawn: false },
  };
}
