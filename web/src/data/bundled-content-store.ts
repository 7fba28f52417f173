/**
 * The content store of the no-backend (bundled) mode: the repo's seed, read in parts (the lists, the post
 * bodies, the project details, the CV) that are downloaded only when a page needs them, so the home page
 * does not pay for every post body. Reads answer from an in-memory store over the parts they need. The
 * first write (the bundled admin, whose edits live in the tab) loads every part into one in-memory store
 * that then serves every call, so the tab's public pages show what the owner just saved.
 */
import type { ContentStore } from './content-store';
import type { DbTree } from '@portfolio/content/db-mapping';
import { createMemoryContentStore } from './memory-content-store';

export const SEED_PART_NAMES = ['lists', 'post-bodies', 'project-details', 'cv'] as const;
export type SeedPartName = (typeof SEED_PART_NAMES)[number];
/** Returns the part: the database tree pruned to what the part holds. */
export type LoadSeedPart = (name: SeedPartName) => Promise<DbTree>;

function mergeParts(parts: DbTree[]): DbTree {
  const tree: DbTree = {};
  for (const part of parts) {
    if (part.posts) tree.posts = { ...tree.posts, ...part.posts };
    if (part.projects) tree.projects = { ...tree.projects, ...part.projects };
    if (part.drafts)
      tree.drafts = {
        posts: { ...tree.drafts?.posts, ...part.drafts.posts },
        projects: { ...tree.drafts?.projects, ...part.drafts.projects },
      };
    if (part.cv) tree.cv = part.cv;
    if (part.tags) tree.tags = part.tags;
  }
  return tree;
}

export function createBundledContentStore(loadPart: LoadSeedPart): ContentStore {
  const parts = new Map<SeedPartName, Promise<DbTree>>();
  const load = (name: SeedPartName): Promise<DbTree> => {
    let part = parts.get(name);
    if (!part) {
      // A failed download (offline, a newer deploy) is tried again by the next read.
      part = loadPart(name).catch((error: unknown) => {
        parts.delete(name);
        throw error;
      });
      parts.set(name, part);
    }
    return part;
  };

  let editable: Promise<ContentStore> | null = null;
  const reading = async (...names: SeedPartName[]): Promise<ContentStore> =>
    editable ?? createMemoryContentStore(mergeParts(await Promise.all(names.map(load))));
  const writing = (): Promise<ContentStore> => {
    editable ??= Promise.all(SEED_PART_NAMES.map(load)).then(
      (all) => createMemoryContentStore(mergeParts(all)),
      (error: unknown) => {
        editable = null;
        throw error;
      },
    );
    return editable;
  };

  return {
    listPosts: async (options) => (await reading('lists')).listPosts(options),
    getPost: async (id, options) => (await reading('lists', 'post-bodies')).getPost(id, options),
    savePost: async (post, options) => (await writing()).savePost(post, options),
    deletePost: async (id) => (await writing()).deletePost(id),
    getSavedPost: async (id) => (await reading('lists', 'post-bodies')).getSavedPost(id),
    listSavedPosts: async () => (await reading('lists')).listSavedPosts(),
    storePost: async (change, options) => (await writing()).storePost(change, options),
    listProjects: async (options) => (await reading('lists')).listProjects(options),
    getProject: async (id, options) => (await reading('lists', 'project-details')).getProject(id, options),
    saveProject: async (project, options) => (await writing()).saveProject(project, options),
    deleteProject: async (id) => (await writing()).deleteProject(id),
    getSavedProject: async (id) => (await reading('lists', 'project-details')).getSavedProject(id),
    listSavedProjects: async () => (await reading('lists')).listSavedProjects(),
    storeProject: async (change, options) => (await writing()).storeProject(change, options),
    // As the CV's: the tab's own history (only what this tab wrote).
    listItemHistory: async (kind, id) =>
      (await reading('lists', kind === 'posts' ? 'post-bodies' : 'project-details')).listItemHistory(kind, id),
    getItemVersion: async (kind, id, version) =>
      (await reading('lists', kind === 'posts' ? 'post-bodies' : 'project-details')).getItemVersion(kind, id, version),
    // The trash is the tab's own too: what this tab deleted.
    listTrash: async () => (await reading('lists')).listTrash(),
    restoreFromTrash: async (kind, id) => (await writing()).restoreFromTrash(kind, id),
    deleteForever: async (kind, id) => (await writing()).deleteForever(kind, id),
    getCv: async () => (await reading('cv')).getCv(),
    saveCv: async (cv, options) => (await writing()).saveCv(cv, options),
    // The history is the tab's own: what this tab saved (a fresh reading store has none).
    listCvHistory: async () => (await reading('cv')).listCvHistory(),
    getCvVersion: async (version) => (await reading('cv')).getCvVersion(version),
    getTagNames: async () => (await reading('lists')).getTagNames(),
    saveTagNames: async (names) => (await writing()).saveTagNames(names),
    uploadImage: async (path, file, size, options) => (await writing()).uploadImage(path, file, size, options),
    deleteImage: async (path) => (await writing()).deleteImage(path),
  };
}
