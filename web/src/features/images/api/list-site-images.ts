/**
 * The media library (docs/decisions.md, "The media library"): every image the site's posts and projects show — covers,
 * gallery images and images in bodies, working copies' included — read from the content the owner can read, with the alt
 * texts, sizes and narrower copies the items store, and which items use each one. A Storage listing would add only
 * uploads no item uses, which the daily clean-up removes, and would know none of that.
 */
import type { ContentImage, Localized, Post, Project } from '@portfolio/content/content-types';
import { LANGS } from '@portfolio/content/languages';
import { getContentStore } from '../../../data/get-content-store';
import { storedDocuments } from '../../../data/stored-documents';

interface LibraryUse {
  kind: 'post' | 'project';
  id: string;
  title: Localized;
}

export interface LibraryImage {
  /** The Storage path, or the URL of an image the site itself serves. */
  key: string;
  /** As an item would store it: alt texts from wherever the image is described, its copies for `srcset`. */
  image: ContentImage;
  /** Whether its size is known (a cover or gallery image): only those can be a cover, whose size the page declares. */
  sized: boolean;
  usedIn: LibraryUse[];
}

/** `![alt](url)` in a body, the alt text unescaped (features/images/markdown-image.ts escapes it). */
const BODY_IMAGE = /!\[((?:\\.|[^\]\\])*)\]\(([^)\s]+)\)/g;

/** The Storage object a URL names (`…/o/images%2Fposts%2Fx%2Fa.webp?alt=media`), or '' for a site image. */
function storagePathOf(url: string): string {
  const match = /\/o\/(images%2F[^?#]+)/i.exec(url);
  if (!match) return '';
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return '';
  }
}

const keyOf = (image: { path: string; url: string }) => image.path || image.url;

/** The library of these items, in their order; one entry per stored file, however many items use it. */
function libraryOf(items: (Post | Project)[]): LibraryImage[] {
  const entries = new Map<string, LibraryImage>();
  const add = (image: ContentImage, sized: boolean, item: Post | Project) => {
    const key = keyOf(image);
    const use: LibraryUse = { kind: 'gallery' in item ? 'project' : 'post', id: item.id, title: item.title };
    const entry = entries.get(key);
    if (!entry) {
      entries.set(key, { key, image, sized, usedIn: [use] });
      return;
    }
    // A described or sized copy of the same file fills in what another place left out.
    const alt = Object.fromEntries(LANGS.map((lang) => [lang, entry.image.alt[lang] || image.alt[lang]])) as Localized;
    entry.image = sized && !entry.sized ? { ...image, alt } : { ...entry.image, alt };
    entry.sized ||= sized;
    if (!entry.usedIn.some((other) => other.kind === use.kind && other.id === use.id)) entry.usedIn.push(use);
  };
  for (const item of items) {
    for (const image of [item.cover, ...('gallery' in item ? item.gallery : [])]) if (image) add(image, true, item);
    for (const lang of LANGS) {
      for (const [, alt, url] of item.body[lang].matchAll(BODY_IMAGE)) {
        if (!/^(https:\/\/|http:\/\/127\.0\.0\.1[:/]|\/(?!\/))/.test(url)) continue;
        const text = alt.replace(/\\(.)/g, '$1');
        add(
          { path: storagePathOf(url), url, width: 0, height: 0, alt: { en: '', es: '', [lang]: text } as Localized, variants: [] },
          false,
          item,
        );
      }
    }
  }
  return [...entries.values()];
}

/**
 * Every image of every post and project: both documents of each (data/stored-documents.ts), so an image a live
 * item still shows counts while its working copy has replaced it.
 */
export async function listSiteImages(): Promise<LibraryImage[]> {
  const documents = await storedDocuments(await getContentStore());
  // The items saved last first: an image just uploaded is near the top.
  return libraryOf(documents.sort((a, b) => b.updatedAt - a.updatedAt));
}
