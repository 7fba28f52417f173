/** /admin/blog/editar/:id: an existing post (drafts included); an unknown id is a 404 (item-screens.tsx). */
import { postKind } from '../../../features/editor';
import type { RouteHandle } from '../../../components/layout/route-handle';
import { ItemEditorScreen, itemEditorLoader } from './item-screens';

export const handle: RouteHandle = { slug: null };

export const loader = itemEditorLoader(postKind);

export function Component() {
  return <ItemEditorScreen kind={postKind} />;
}
