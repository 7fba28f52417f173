/** /admin/blog/editar/:id: an existing post (drafts included); an unknown id is a 404. */
import { useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router-dom';
import { loadAdminMessages, loadPost, PostForm, type EditorLocationState } from '../../../features/editor';
import { BodyImageButton, ImageField } from '../../../features/images';
import { notFound } from '../../http-errors';
import type { RouteHandle } from '../../../components/layout/route-handle';

export const handle: RouteHandle = { slug: null };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const [lang, post] = await Promise.all([loadAdminMessages(request), loadPost(params.id ?? '')]);
  if (!post) throw notFound(new URL(request.url).pathname);
  return { lang, post };
}

export function Component() {
  const { lang, post } = useLoaderData<typeof loader>();
  const location = useLocation();
  const state = location.state as EditorLocationState | null;
  // "Translate to Spanish" on a public page opens the Spanish texts (owner-edit-links.tsx).
  const tab = new URLSearchParams(location.search).get('tab');
  const initialTab = tab === 'en' || tab === 'es' ? tab : undefined;
  // Keyed by id: going from one post's form to another's starts a fresh form.
  return (
    <PostForm
      key={post.id}
      post={post}
      lang={lang}
      ImageField={ImageField}
      BodyImageButton={BodyImageButton}
      initialNotice={state?.notice}
      initialTab={initialTab}
    />
  );
}
