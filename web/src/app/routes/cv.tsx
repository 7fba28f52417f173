/** The owner's CV in the page language, printable. */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Seo } from '../../components/seo/seo';
import { sectionPreviewImage } from '../../components/seo/link-preview-image';
import { langFromPath } from '@portfolio/content/paths';
import { ContentError } from '../../data/content-store';
import { getContentStore } from '../../data/get-content-store';
import { inLanguage } from '../../data/in-language';
import { CvDocument } from '../../features/cv/components/cv-document';
import { cvJsonLd } from '../../features/cv/cv-json-ld';
import { notFound } from '../http-errors';
import type { RouteHandle } from '../../components/layout/route-handle';

export const handle: RouteHandle = { slug: 'Cv' };

export async function loader({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const lang = langFromPath(pathname);
  const store = await getContentStore();
  try {
    // The CV in the page's language only (data/in-language.ts).
    return { lang, cv: inLanguage(await store.getCv(), lang) };
  } catch (error) {
    // No CV written yet is a missing page, not a failure.
    if (error instanceof ContentError && error.code === 'not-found') throw notFound(pathname);
    throw error;
  }
}

export function Component() {
  const { lang, cv } = useLoaderData<typeof loader>();
  const { t } = useTranslation('pages');
  return (
    <>
      <Seo
        title={t('cv.title')}
        description={t('cv.metaDescription', { name: cv.name, role: cv.role[lang] })}
        type="profile"
        image={sectionPreviewImage('cv', lang, t('cv.title'))}
        jsonLd={[cvJsonLd(cv, lang)]}
      />
      <CvDocument cv={cv} lang={lang} />
    </>
  );
}
