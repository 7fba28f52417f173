/** /admin/proyectos/editar/:id: an existing project (drafts included); an unknown id is a 404 (item-screens.tsx). */
import { projectKind } from '../../../features/editor';
import type { RouteHandle } from '../../../components/layout/route-handle';
import { ItemEditorScreen, itemEditorLoader } from './item-screens';

export const handle: RouteHandle = { slug: null };

export const loader = itemEditorLoader(projectKind);

export function Component() {
  return <ItemEditorScreen kind={projectKind} />;
}
