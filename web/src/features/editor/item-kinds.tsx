/**
 * Everything that differs between a post and a project in the admin, in one descriptor per kind: the admin list,
 * the list, create and edit screens (routes/admin/item-screens.tsx) read it instead of asking which kind they have.
 * What the two kinds share is written once, there, in the one item form (components/item-form.tsx) and its editor
 * (item-editor/use-item-editor.ts); the form's fields are the kind's field list (item-fields.ts).
 */
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@portfolio/content/paths';
import { isAvailableIn, type Lang, type Post, type PostSummary, type Project, type ProjectSummary } from '@portfolio/content/content-types';
import { postAdapter, projectAdapter, type KindAdapter } from './api/editor-store';
import { loadOtherFeatured } from './api/load-editor-data';
import type { ItemFormProps, ItemPaths } from './components/item-form-parts';
import { itemFormOf, type ItemFormSpec } from './components/item-form';
import { PostImages, PostPublicationExtras } from './components/post-sections';
import { ProjectDisplay, ProjectImages, validateFeaturedProject, type ProjectFormData } from './components/project-sections';
import {
  draftToPost,
  draftToProject,
  emptyPostDraft,
  emptyProjectDraft,
  postToDraft,
  projectToDraft,
  type PostDraft,
  type ProjectDraft,
} from './form-values';
import { postFields, projectFields } from './item-fields';
import { validatePost } from './validation';

/** A column of the admin list that only one kind has (shown after the languages). */
interface ListColumn<Summary> {
  /** Its header, an admin message key. */
  header: string;
  Cell: ComponentType<{ item: Summary }>;
}

export interface ItemKind<Item extends Post | Project, Summary extends PostSummary | ProjectSummary, FormData> {
  /** Its reads and writes. Its `kind` ('posts' | 'projects') is also the admin messages' prefix (`posts.listTitle`…),
   * the images' folder (imageFolder) and the key of the work kept in the browser (unsavedWorkKey). */
  adapter: KindAdapter<Item, Summary>;
  /** Its admin screens and an item's public page. */
  paths: ItemPaths;
  /** Whether a visitor can read the item in `lang`: the list marks the languages still missing. */
  isComplete(item: Summary, lang: Lang): boolean;
  listColumns: ListColumn<Summary>[];
  /** What the form needs besides the item, read by the create and edit screens' loaders (`id`: null when creating). */
  loadFormData(id: string | null): Promise<FormData>;
  /** The item form, made of `form` (components/item-form.tsx, itemFormOf). */
  Form: ComponentType<ItemFormProps<Item, FormData>>;
}

/** A post's form: its fields, its cover, and the reading time and "updated" mark among the publication fields. */
export const postForm: ItemFormSpec<Post, PostDraft, null> = {
  fields: postFields,
  emptyDraft: emptyPostDraft,
  toDraft: postToDraft,
  toItem: draftToPost,
  validate: (post, options) => validatePost(post, options),
  sections: { images: PostImages },
  PublicationExtras: PostPublicationExtras,
};

/** A project's form: its fields, where it shows, and its gallery; a featured order must be free. */
export const projectForm: ItemFormSpec<Project, ProjectDraft, ProjectFormData> = {
  fields: projectFields,
  emptyDraft: emptyProjectDraft,
  toDraft: projectToDraft,
  toItem: draftToProject,
  validate: validateFeaturedProject,
  sections: { display: ProjectDisplay, images: ProjectImages },
};

export const postKind: ItemKind<Post, PostSummary, null> = {
  adapter: postAdapter,
  paths: { list: paths.admin.posts, create: paths.admin.createPost, edit: paths.admin.editPost, public: paths.post },
  // A post also needs its body there (seen as a reading time above zero).
  isComplete: (post, lang) => isAvailableIn(post, lang) && post.readingMinutes[lang] > 0,
  listColumns: [],
  loadFormData: () => Promise.resolve(null),
  Form: itemFormOf(postForm),
};

export const projectKind: ItemKind<Project, ProjectSummary, ProjectFormData> = {
  adapter: projectAdapter,
  paths: { list: paths.admin.projects, create: paths.admin.createProject, edit: paths.admin.editProject, public: paths.project },
  isComplete: isAvailableIn,
  listColumns: [{ header: 'list.display', Cell: ProjectDisplayCell }],
  loadFormData: async (id) => ({ otherFeatured: await loadOtherFeatured(id) }),
  Form: itemFormOf(projectForm),
};

/** Where a project shows: featured or not, and its place in the order. */
function ProjectDisplayCell({ item }: { item: ProjectSummary }) {
  const { t } = useTranslation('admin');
  return (
    <>
      {item.featured ? `${t('list.featured')} · ` : ''}
      {t('list.order', { order: item.order })}
    </>
  );
}
