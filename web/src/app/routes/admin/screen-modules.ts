/**
 * The admin's screen modules, by name (router.tsx lists their paths). Their imports live here, in the admin's own
 * chunk, rather than in the router every visitor downloads: each import carries the list of files it preloads.
 */
export const adminScreenModules = {
  posts: () => import('./posts'),
  'create-post': () => import('./create-post'),
  'edit-post': () => import('./edit-post'),
  projects: () => import('./projects'),
  'create-project': () => import('./create-project'),
  'edit-project': () => import('./edit-project'),
  cv: () => import('./cv'),
  tags: () => import('./tags'),
  trash: () => import('./trash'),
  transfer: () => import('./transfer'),
};

export type AdminScreenName = keyof typeof adminScreenModules;
