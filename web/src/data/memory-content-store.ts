/**
 * An in-memory ContentStore over a database tree (the seed file). It serves the
 * bundled no-backend mode and the tests; it behaves like the database store,
 * including hiding drafts unless asked for them.
 */
import {
  TAG_NAME_MAX,
  type ContentImage,
  type Cv,
  type Post,
  type PostSummary,
  type Project,
  type ProjectSummary,
} from '@portfolio/content/content-types';
import { TAG_PATTERN } from '../utils/slug';
import { ContentError, type ContentStore, type ListOptions, type UploadOptions } from './content-store';
import type { DbRevisionSummary } from '@portfolio/content/cv-history';
import {
  byNewest,
  byProjectOrder,
  cvFromDb,
  cvToDb,
  postFromDb,
  postSummaryFromDb,
  postToDb,
  projectFromDb,
  projectSummaryFromDb,
  projectToDb,
  type DbCv,
  type DbPostSummary,
  type DbProjectDetails,
  type DbProjectSummary,
  type DbTree,
  tagNamesFromDb,
  withoutNulls,
  isStoredSummaryLive,
  tagNamesUpdate,
  versionFromDb,
} from '@portfolio/content/db-mapping';

const clone = <T>(value: T): T => structuredClone(value);

/**
 * The history's helpers, loaded when the CV is saved or its history read: this store also serves visitors' pages in
 * the bundled mode, whose JavaScript must not carry them (docs/quality.md).
 */
const cvHistory = () => import('@portfolio/content/cv-history');

/** The database's rule (database.rules.json): a save must be based on the stored version, a create on none. */
function assertVersion(path: string, stored: { version?: number } | null | undefined, basedOn: number): void {
  const current = stored ? versionFromDb(stored.version) : 0;
  if (current !== basedOn) {
    throw new ContentError('conflict', `${path} is at version ${current}; this save was based on ${basedOn}`);
  }
}

export function createMemoryContentStore(tree: DbTree): ContentStore {
  const postSummaries = new Map<string, DbPostSummary>(Object.entries(clone(tree.posts?.summaries ?? {})));
  const postBodies = new Map(Object.entries(clone(tree.posts?.bodies ?? {})));
  const projectSummaries = new Map<string, DbProjectSummary>(Object.entries(clone(tree.projects?.summaries ?? {})));
  const projectDetails = new Map<string, DbProjectDetails>(Object.entries(clone(tree.projects?.details ?? {})));
  // Stored as the database would hold it, so a save and a read go through the same mapping as the database's.
  let cv: DbCv | null = tree.cv ? clone(tree.cv) : null;
  // The CV's history as the database keeps it (`/revisions/cv`): what the list shows, and the kept copies.
  const cvSummaries = new Map<number, DbRevisionSummary>();
  const cvVersions = new Map<number, DbCv>();
  const tagNames = new Map(Object.entries(tagNamesFromDb(clone(tree.tags))));

  // Read at each call: a scheduled item appears by itself when its moment comes (isLive).
  const visible = (summary: DbPostSummary | DbProjectSummary, options?: ListOptions) =>
    options?.includeDrafts === true || isStoredSummaryLive(summary, Date.now());

  return {
    async listPosts(options) {
      const list: PostSummary[] = [];
      for (const [id, summary] of postSummaries) {
        if (visible(summary, options)) list.push(postSummaryFromDb(id, clone(summary)));
      }
      return list.sort(byNewest);
    },

    async getPost(id, options): Promise<Post | null> {
      const summary = postSummaries.get(id);
      if (!summary || !visible(summary, options)) return null;
      return postFromDb(id, clone(summary), clone(postBodies.get(id)));
    },

    async savePost(post) {
      assertVersion(`posts/${post.id}`, postSummaries.get(post.id), post.version);
      const { summary, body } = postToDb(post);
      postSummaries.set(post.id, withoutNulls(clone(summary)) as unknown as DbPostSummary);
      postBodies.set(post.id, clone(body));
    },

    async deletePost(id) {
      postSummaries.delete(id);
      postBodies.delete(id);
    },

    async listProjects(options) {
      const list: ProjectSummary[] = [];
      for (const [id, summary] of projectSummaries) {
        if (visible(summary, options)) list.push(projectSummaryFromDb(id, clone(summary)));
      }
      return list.sort(byProjectOrder);
    },

    async getProject(id, options): Promise<Project | null> {
      const summary = projectSummaries.get(id);
      if (!summary || !visible(summary, options)) return null;
      return projectFromDb(id, clone(summary), clone(projectDetails.get(id)));
    },

    async saveProject(project) {
      assertVersion(`projects/${project.id}`, projectSummaries.get(project.id), project.version);
      const { summary, details } = projectToDb(project);
      projectSummaries.set(project.id, withoutNulls(clone(summary)) as unknown as DbProjectSummary);
      projectDetails.set(project.id, withoutNulls(clone(details)) as unknown as DbProjectDetails);
    },

    async deleteProject(id) {
      projectSummaries.delete(id);
      projectDetails.delete(id);
    },

    async getCv(): Promise<Cv> {
      if (!cv) throw new ContentError('not-found', 'No CV in the content');
      return cvFromDb(clone(cv));
    },

    async saveCv(next, options = {}) {
      assertVersion('cv', cv, next.version);
      const { cvChanges, droppedVersion, revisionSummaryToDb } = await cvHistory();
      // Read again after the import: another save may have come first meanwhile.
      assertVersion('cv', cv, next.version);
      const kind = options.kind ?? 'save';
      const previous = cv ? cvFromDb(clone(cv)) : null;
      if (cv && previous) cvVersions.set(previous.version, { ...clone(cv), version: previous.version });
      const version = next.version + 1;
      cvSummaries.set(
        version,
        revisionSummaryToDb(Date.now(), kind, cvChanges(previous, next), options.restoredFrom) as unknown as DbRevisionSummary,
      );
      const dropped = droppedVersion(version);
      if (dropped !== null) {
        cvVersions.delete(dropped);
        cvSummaries.delete(dropped);
      }
      cv = clone(cvToDb(next)) as unknown as DbCv;
    },

    async listCvHistory() {
      const { cvHistoryFromDb } = await cvHistory();
      return cv ? cvHistoryFromDb(Object.fromEntries(clone([...cvSummaries])), versionFromDb(cv.version)) : [];
    },

    async getCvVersion(version) {
      const kept = cvVersions.get(version);
      return kept ? cvFromDb(clone(kept)) : null;
    },

    async getTagNames() {
      return Object.fromEntries([...tagNames].map(([tag, names]) => [tag, { ...names }]));
    },

    async saveTagNames(names) {
      // One write, as the database's update(): nothing is stored unless every entry is valid.
      const patch = Object.entries(tagNamesUpdate(names)).map(([path, value]) => [path.slice('tags/'.length), value] as const);
      const invalid = patch.find(
        ([tag, value]) => !TAG_PATTERN.test(tag) || (value && (value.en.length > TAG_NAME_MAX || value.es.length > TAG_NAME_MAX)),
      );
      if (invalid) throw new ContentError('invalid', `Tag names refused for "${invalid[0]}"`);
      for (const [tag, value] of patch) {
        if (value) tagNames.set(tag, value);
        else tagNames.delete(tag);
      }
    },

    async uploadImage(path: string, file: Blob, size, options?: UploadOptions): Promise<ContentImage> {
      if (options?.signal?.aborted) throw new ContentError('cancelled', 'Upload cancelled');
      options?.onProgress?.(1);
      const url = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : `memory://${path}`;
      return { path, url, width: size.width, height: size.height, alt: { en: '', es: '' }, variants: [] };
    },

    // Nothing to delete: the store keeps no copy of an upload (its URL is an object URL of the file itself).
    async deleteImage() {},
  };
}
