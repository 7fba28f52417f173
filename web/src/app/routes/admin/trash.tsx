/** /admin/papelera: deleted posts and projects, to restore or delete forever (docs/data-model.md, `/trash`). */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { loadTrashData, TrashScreen } from '../../../features/editor';
import type { RouteHandle } from '../../../components/layout/route-handle';

export const handle: RouteHandle = { slug: null };

export function loader({ request }: LoaderFunctionArgs) {
  return loadTrashData(request);
}

export function Component() {
  const { lang, items, loadError } = useLoaderData<typeof loader>();
  return <TrashScreen lang={lang} items={items} loadError={loadError} />;
}
