/**
 * The list, create and edit screens of posts and projects, written once. Each URL keeps its own module (posts.tsx,
 * create-post.tsx, edit-post.tsx and the project ones), which names its kind: the kind's descriptor
 * (features/editor/item-kinds.tsx) holds every difference. The editor and the image pickers meet here (features do
 * not import each other).
 */
import { useLoaderData, useLocation, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router-dom';
import {
  AdminList,
  loadAdminList,
  loadAdminMessages,
  loadSavedItem,
  type AdminListData,
  type EditorLocationState,
  type EditorMedia,
  type ItemKind,
} from '../../../features/editor';
import type { Lang, Post, PostSummary, Project, ProjectSummary } from '@portfolio/content/content-types';
import type { SavedItem } from '@portfolio/content/saved-item';
import { BodyImageButton, GalleryEditor, ImageField } from '../../../features/images';
import { notFound } from '../../http-errors';

const media: EditorMedia = { ImageField, GalleryEditor, BodyImageButton };

/** The list's loader: every item of the kind, drafts included. */
export const itemListLoader =
  <Item extends Post | Project, Summary extends PostSummary | ProjectSummary, FormData>(kind: ItemKind<Item, Summary, FormData>) =>
  ({ request }: LoaderFunctionArgs): Promise<AdminListData<Summary>> =>
    loadAdminList(request, kind.adapter);

/**
 * The list reads every item once: its search, filters, sort and page (the URL's query) are applied in the tab, so a
 * change of the query alone does not read the items again. A navigation elsewhere and an action's revalidation do.
 */
export const itemListShouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate;

/** Every item of the kind, drafts included, with publish/unpublish and delete. */
export function ItemListScreen<Item extends Post | Project, Summary extends PostSummary | ProjectSummary, FormData>({
  kind,
}: {
  kind: ItemKind<Item, Summary, FormData>;
}) {
  const { lang, items, loadError, readAt, states } = useLoaderData() as AdminListData<Summary>;
  return <AdminList kind={kind} items={items} lang={lang} loadError={loadError} readAt={readAt} states={states} />;
}

interface ItemEditorData<Item extends Post | Project, FormData> {
  lang: Lang;
  /** The stored documents (the edit page), or null (the create page, which has no :id). */
  item: SavedItem<Item> | null;
  formData: FormData;
}

/** The create and edit pages' loader; on the edit page, an unknown id is a 404. */
export const itemEditorLoader =
  <Item extends Post | Project, Summary extends PostSummary | ProjectSummary, FormData>(kind: ItemKind<Item, Summary, FormData>) =>
  async ({ request, params }: LoaderFunctionArgs): Promise<ItemEditorData<Item, FormData>> => {
    const id = params.id ?? null;
    const [lang, item, formData] = await Promise.all([
      loadAdminMessages(request),
      id === null ? null : loadSavedItem(kind.adapter, id),
      kind.loadFormData(id),
    ]);
    if (id !== null && !item) throw notFound(new URL(request.url).pathname);
    return { lang, item, formData };
  };

/** A new item's form, or a stored one's (drafts included). */
export function ItemEditorScreen<Item extends Post | Project, Summary extends PostSummary | ProjectSummary, FormData>({
  kind,
}: {
  kind: ItemKind<Item, Summary, FormData>;
}) {
  const { lang, item, formData } = useLoaderData() as ItemEditorData<Item, FormData>;
  const location = useLocation();
  if (!item) return <kind.Form kind={kind} item={null} lang={lang} media={media} formData={formData} />;
  const state = location.state as EditorLocationState | null;
  // "Translate to Spanish" on a public page opens the Spanish texts (owner-edit-links.tsx).
  const tab = new URLSearchParams(location.search).get('tab');
  const initialTab = tab === 'en' || tab === 'es' ? tab : undefined;
  // Keyed by id: going from one item's form to another's starts a fresh form.
  return (
    <kind.Form
      key={(item.working ?? item.published)?.id}
      kind={kind}
      item={item}
      lang={lang}
      media={media}
      formData={formData}
      initialNotice={state?.notice}
      initialTab={initialTab}
    />
  );
}
