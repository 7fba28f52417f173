/** /admin/blog/crear: a new post. The editor and the image field meet here (features do not import each other). */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { loadAdminMessages, PostForm } from '../../../features/editor';
import { BodyImageButton, ImageField } from '../../../features/images';
import type { RouteHandle } from '../../../components/layout/route-handle';

export const handle: RouteHandle = { slug: null };

export async function loader({ request }: LoaderFunctionArgs) {
  return { lang: await loadAdminMessages(request) };
}

export function Component() {
  const { lang } = useLoaderData<typeof loader>();
  return <PostForm post={null} lang={lang} ImageField={ImageField} BodyImageButton={BodyImageButton} />;
}
