/** /admin/blog: every post, drafts included, with publish/unpublish and delete (item-screens.tsx). */
import { postKind } from '../../../features/editor';
import type { RouteHandle } from '../../../components/layout/route-handle';
import { ItemListScreen, itemListLoader, itemListShouldRevalidate } from './item-screens';

export const handle: RouteHandle = { slug: null };

export const shouldRevalidate = itemListShouldRevalidate;

export const loader = itemListLoader(postKind);

export function Component() {
  return <ItemListScreen kind={postKind} />;
}
