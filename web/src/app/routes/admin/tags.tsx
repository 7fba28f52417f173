/** /admin/etiquetas: the tags' names per language (docs/data-model.md, `/tags`). */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { loadTagNamesData, TagNamesForm } from '../../../features/editor';
import type { RouteHandle } from '../../../components/layout/route-handle';

export const handle: RouteHandle = { slug: null };

export function loader({ request }: LoaderFunctionArgs) {
  return loadTagNamesData(request);
}

export function Component() {
  const { lang, usage, names, loadError } = useLoaderData<typeof loader>();
  return <TagNamesForm lang={lang} usage={usage} names={names} loadError={loadError} />;
}
