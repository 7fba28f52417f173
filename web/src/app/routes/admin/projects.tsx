/** /admin/proyectos: every project, drafts included, with publish/unpublish and delete (item-screens.tsx). */
import { projectKind } from '../../../features/editor';
import type { RouteHandle } from '../../../components/layout/route-handle';
import { ItemListScreen, itemListLoader, itemListShouldRevalidate } from './item-screens';

export const handle: RouteHandle = { slug: null };

export const shouldRevalidate = itemListShouldRevalidate;

export const loader = itemListLoader(projectKind);

export function Component() {
  return <ItemListScreen kind={projectKind} />;
}
