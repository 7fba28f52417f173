/** /admin/proyectos/crear: a new project (item-screens.tsx). */
import { projectKind } from '../../../features/editor';
import type { RouteHandle } from '../../../components/layout/route-handle';
import { ItemEditorScreen, itemEditorLoader } from './item-screens';

export const handle: RouteHandle = { slug: null };

export const loader = itemEditorLoader(projectKind);

export function Component() {
  return <ItemEditorScreen kind={projectKind} />;
}
