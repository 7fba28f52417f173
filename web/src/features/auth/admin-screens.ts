/**
 * The admin's screens, in one order and under one name each (the page's own heading), shared by the account menu
 * and the admin's navigation: the two listed the same screens in different orders and words.
 */
import { paths } from '@portfolio/content/paths';
import type { Lang } from '@portfolio/content/content-types';

/** Each label is `auth:screens.<key>`. */
export const ADMIN_SCREENS = [
  { key: 'posts', path: paths.admin.posts },
  { key: 'createPost', path: paths.admin.createPost },
  { key: 'projects', path: paths.admin.projects },
  { key: 'createProject', path: paths.admin.createProject },
  { key: 'cv', path: paths.admin.cv },
  { key: 'tags', path: paths.admin.tags },
  { key: 'trash', path: paths.admin.trash },
  { key: 'transfer', path: paths.admin.transfer },
] as const satisfies readonly { key: string; path: (lang: Lang) => string }[];
