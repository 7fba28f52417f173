/** /admin/blog: every post, drafts included, with publish/unpublish and delete. */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { AdminList, loadPostList } from '../../../features/editor';
import type { RouteHandle } from '../../../components/layout/route-handle';

export const handle: RouteHandle = { slug: null };

export function loader({ request }: LoaderFunctionArgs) {
  return loadPostList(request);
}

export function Component() {
  const { lang, items, loadError, readAt } = useLoaderData<typeof loader>();
  return <AdminList kind="posts" items={items} lang={lang} loadError={loadError} readAt={readAt} />;
}
