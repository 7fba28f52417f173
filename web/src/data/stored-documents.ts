/**
 * Every stored document of every post and project, the owner's read: each item's published document and its
 * working copy (docs/data-model.md, "Why this shape"). What decides whether an image is in use counts both: a live
 * item's published document may still show an image its working copy has replaced, and a working copy may show one
 * not published yet.
 */
import type { Post, PostSummary, Project, ProjectSummary } from '@portfolio/content/content-types';
import type { SavedItem } from '@portfolio/content/saved-item';
import type { ContentStore } from './content-store';

const documentsOf = <T extends Post | Project>(saved: SavedItem<T> | null): T[] =>
  saved ? [saved.published, saved.working].filter((document): document is T => document !== null) : [];

const idsOf = (list: SavedItem<PostSummary | ProjectSummary>[]): string[] =>
  list.map((saved) => (saved.published ?? saved.working)?.id).filter((id): id is string => id !== undefined);

export async function storedDocuments(store: ContentStore): Promise<(Post | Project)[]> {
  const [posts, projects] = await Promise.all([store.listSavedPosts(), store.listSavedProjects()]);
  const documents = await Promise.all([
    ...idsOf(posts).map((id) => store.getSavedPost(id).then(documentsOf)),
    ...idsOf(projects).map((id) => store.getSavedProject(id).then(documentsOf)),
  ]);
  return documents.flat();
}
