/** /admin/proyectos/crear: a new project. The editor and the gallery editor meet here. */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { loadAdminMessages, loadOtherFeatured, ProjectForm } from '../../../features/editor';
import { BodyImageButton, GalleryEditor } from '../../../features/images';
import type { RouteHandle } from '../../../components/layout/route-handle';

export const handle: RouteHandle = { slug: null };

export async function loader({ request }: LoaderFunctionArgs) {
  const [lang, otherFeatured] = await Promise.all([loadAdminMessages(request), loadOtherFeatured(null)]);
  return { lang, otherFeatured };
}

export function Component() {
  const { lang, otherFeatured } = useLoaderData<typeof loader>();
  return (
    <ProjectForm project={null} lang={lang} GalleryEditor={GalleryEditor} otherFeatured={otherFeatured} BodyImageButton={BodyImageButton} />
  );
}
