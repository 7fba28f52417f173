/** /admin/proyectos: every project, drafts included, with publish/unpublish and delete. */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { AdminList, loadProjectList } from '../../../features/editor';
import type { RouteHandle } from '../../../components/layout/route-handle';

export const handle: RouteHandle = { slug: null };

export function loader({ request }: LoaderFunctionArgs) {
  return loadProjectList(request);
}

export function Component() {
  const { lang, items, loadError, readAt } = useLoaderData<typeof loader>();
  return <AdminList kind="projects" items={items} lang={lang} loadError={loadError} readAt={readAt} />;
}
