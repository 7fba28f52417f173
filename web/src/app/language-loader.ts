import type { LoaderFunctionArgs } from 'react-router-dom';
import type { Lang } from '@portfolio/content/content-types';
import { ensureLanguage } from '../lib/i18n';

/** The URL decides the page's language: load its messages before the page renders. */
export function languageLoader(lang: Lang) {
  return async (_args: LoaderFunctionArgs) => {
    await ensureLanguage(lang);
    return { lang };
  };
}
