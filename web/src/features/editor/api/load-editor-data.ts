/**
 * What the admin route loaders need: the interface language with the admin
 * messages loaded, and the lists (an item to edit is read by loadSavedItem, editor-store.ts).
 */
import { langFromPath } from '@portfolio/content/paths';
import { ensureLanguage } from '../../../lib/i18n';
import type { ContentErrorCode } from '../../../data/content-store';
import { getContentStore } from '../../../data/get-content-store';
import { LANGS } from '@portfolio/content/content-types';
import { langState, type LangState } from '@portfolio/content/saved-item';
import type { Lang, Localized, Post, PostSummary, Project, ProjectSummary, TagNames } from '@portfolio/content/content-types';
import { errorCode, listTrash, loadTagUsage, projectAdapter, type KindAdapter, type TagUsage } from './editor-store';
import type { TrashedItem } from '@portfolio/content/trash';

/** The language of an admin URL, after loading the namespaces its screens use. */
export async function loadAdminMessages(request: Request): Promise<Lang> {
  const lang = langFromPath(new URL(request.url).pathname);
  // 'media' is for the image fields the forms embed.
  await ensureLanguage(lang, ['common', 'pages', 'admin', 'media']);
  return lang;
}

export interface AdminListData<Summary> {
  lang: Lang;
  items: Summary[];
  /** A failed read is shown on the page (translated), not as an error page. */
  loadError: ContentErrorCode | null;
  /** When the list was read: an item published with a later date is shown as scheduled (isScheduled). */
  readAt: number;
  /** Each item's languages' states, by id (docs/decisions.md, "What a saved version of an item is"). */
  states: Record<string, Record<Lang, LangState>>;
}

/** An admin list's data: every item of the adapter's kind, drafts included. */
export async function loadAdminList<Item extends Post | Project, Summary extends PostSummary | ProjectSummary>(
  request: Request,
  adapter: KindAdapter<Item, Summary>,
): Promise<AdminListData<Summary>> {
  const lang = await loadAdminMessages(request);
  try {
    const store = await getContentStore();
    const [items, saved] = await Promise.all([adapter.list(store), adapter.listSaved(store)]);
    const readAt = Date.now();
    const states = Object.fromEntries(
      saved.map((documents) => [
        (documents.working ?? documents.published)!.id,
        Object.fromEntries(LANGS.map((of) => [of, langState(documents, of, readAt)])) as Record<Lang, LangState>,
      ]),
    );
    return { lang, items, loadError: null, readAt, states };
  } catch (error) {
    return { lang, items: [], loadError: errorCode(error), readAt: Date.now(), states: {} };
  }
}

/** A featured project's place in the featured order: the project form keeps these orders unique. */
export interface FeaturedSlot {
  id: string;
  title: Localized;
  order: number;
}

/**
 * The featured projects other than `exceptId` (drafts too: they take their place once published). A failed read
 * gives none: the check is the form's courtesy, and the form still saves.
 */
export async function loadOtherFeatured(exceptId: string | null): Promise<FeaturedSlot[]> {
  try {
    const projects = await projectAdapter.list(await getContentStore());
    return projects.filter((project) => project.featured && project.id !== exceptId).map(({ id, title, order }) => ({ id, title, order }));
  } catch {
    return [];
  }
}

/** The tag-names screen's data; a failed read is shown on the page (translated), not as an error page. */
export async function loadTagNamesData(
  request: Request,
): Promise<{ lang: Lang; usage: TagUsage[]; names: TagNames; loadError: ContentErrorCode | null }> {
  const lang = await loadAdminMessages(request);
  try {
    return { lang, ...(await loadTagUsage()), loadError: null };
  } catch (error) {
    return { lang, usage: [], names: {}, loadError: errorCode(error) };
  }
}

/** The Trash screen's data: the trashed items, or why they could not be read (said on the page). */
export async function loadTrashData(request: Request): Promise<{ lang: Lang; items: TrashedItem[]; loadError: ContentErrorCode | null }> {
  const lang = await loadAdminMessages(request);
  try {
    return { lang, items: await listTrash(), loadError: null };
  } catch (error) {
    return { lang, items: [], loadError: errorCode(error) };
  }
}
