/** /admin/cv: the owner's CV. The editor and the public CV page's document (its live preview) meet here. */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { CvForm, loadAdminMessages, loadCv } from '../../../features/editor';
import { CvDocument } from '../../../features/cv/components/cv-document';
import { LANGS } from '@portfolio/content/content-types';
import { i18n } from '../../../lib/i18n';
import type { RouteHandle } from '../../../components/layout/route-handle';

export const handle: RouteHandle = { slug: null };

export async function loader({ request }: LoaderFunctionArgs) {
  const [lang, cv] = await Promise.all([loadAdminMessages(request), loadCv()]);
  // The preview shows the CV in either language, with the public page's headings in that language.
  await i18n.loadLanguages([...LANGS]);
  await i18n.loadNamespaces('pages');
  return { lang, cv };
}

export function Component() {
  const { lang, cv } = useLoaderData<typeof loader>();
  return <CvForm cv={cv} lang={lang} Preview={CvDocument} />;
}
