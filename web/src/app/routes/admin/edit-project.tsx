/** /admin/proyectos/editar/:id: an existing project (drafts included); an unknown id is a 404. */
import { useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router-dom';
import { loadAdminMessages, loadOtherFeatured, loadProject, ProjectForm, type EditorLocationState } from '../../../features/editor';
import { BodyImageButton, GalleryEditor } from '../../../features/images';
import { notFound } from '../../http-errors';
import type { RouteHandle } from '../../../components/layout/route-handle';

export const handle: RouteHandle = { slug: null };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  const [lang, project, otherFeatured] = await Promise.all([loadAdminMessages(request), loadProject(id), loadOtherFeatured(id)]);
  if (!project) throw notFound(new URL(request.url).pathname);
  return { lang, project, otherFeatured };
}

export function Component() {
  const { lang, project, otherFeatured } = useLoaderData<typeof loader>();
  const location = useLocation();
  const state = location.state as EditorLocationState | null;
  // "Translate to Spanish" on a public page opens the Spanish texts (owner-edit-links.tsx).
  const tab = new URLSearchParams(location.search).get('tab');
  const initialTab = tab === 'en' || tab === 'es' ? tab : undefined;
  return (
    <ProjectForm
      key={project.id}
      project={project}
      lang={lang}
      GalleryEditor={GalleryEditor}
      otherFeatured={otherFeatured}
      BodyImageButton={BodyImageButton}
      initialNotice={state?.notice}
      initialTab={initialTab}
    />
  );
}
