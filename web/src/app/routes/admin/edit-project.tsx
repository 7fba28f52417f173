/** /admin/proyectos/editar/:id: an existing project (drafts included); an unknown id is a 404. */
import { useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router-dom';
import { loadAdminMessages, loadProject, ProjectForm, type EditorLocationState } from '../../../features/editor';
import { GalleryEditor } from '../../../features/images';
import { notFound } from '../../http-errors';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { slug: null };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const [lang, project] = await Promise.all([loadAdminMessages(request), loadProject(params.id ?? '')]);
  if (!project) throw notFound(new URL(request.url).pathname);
  return { lang, project };
}

export function Component() {
  const { lang, project } = useLoaderData<typeof loader>();
  const state = useLocation().state as EditorLocationState | null;
  return <ProjectForm key={project.id} project={project} lang={lang} GalleryEditor={GalleryEditor} initialNotice={state?.notice} />;
}
