/**
 * The site's two languages (docs/decisions.md, "Languages"): the lowest layer, which every other part of the app
 * may import (config, utils, lib and components may not import features or app; eslint.config.js enforces it).
 */
export const LANGS = ['en', 'es'] as const;
export type Lang = (typeof LANGS)[number];

/** A value in each language. An empty string means "not written in that language yet". */
export type Localized<T = string> = Record<Lang, T>;

/** The two locales. `tag` is the BCP 47 tag used for <html lang>, JSON-LD and dates. */
export const LOCALES: Record<Lang, { code: Lang; tag: string; name: string; flag: string; ogLocale: string }> = {
  en: { code: 'en', tag: 'en-US', name: 'English', flag: 'us', ogLocale: 'en_US' },
  es: { code: 'es', tag: 'es-ES', name: 'Español', flag: 'es', ogLocale: 'es_ES' },
};

export const otherLanguage = (lang: Lang): Lang => (lang === 'en' ? 'es' : 'en');
