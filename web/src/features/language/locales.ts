import type { Lang } from '../content/types';

/** The two locales (docs/decisions.md, "Languages"). `tag` is the BCP 47 tag used for <html lang> and dates. */
export const LOCALES: Record<Lang, { code: Lang; tag: string; name: string; flag: string; ogLocale: string }> = {
  en: { code: 'en', tag: 'en-US', name: 'English', flag: 'us', ogLocale: 'en_US' },
  es: { code: 'es', tag: 'es-ES', name: 'Español', flag: 'es', ogLocale: 'es_ES' },
};

export const otherLanguage = (lang: Lang): Lang => (lang === 'en' ? 'es' : 'en');
