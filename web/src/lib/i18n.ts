/**
 * i18next with lazily loaded messages: only the active language's namespaces
 * are downloaded (each JSON file becomes its own chunk). Namespaces:
 * `common` (frame, errors), `pages` (public pages), `auth` (sign-in, user menu),
 * `admin` (post/project editors), `media` (image upload) and `transfer` (export and import) — the last three load
 * in the admin only.
 */
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '@portfolio/content/languages';

export type Namespace = 'common' | 'pages' | 'auth' | 'admin' | 'media' | 'transfer';

const messageFiles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = messageFiles[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No messages for ${language}/${namespace}`), null);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => {
        // A locale loading failure is only logged as a warning.
        console.warn(`Failed loading locale (${language}): ${String(error)}`);
        callback(error as Error, null);
      },
    );
  },
};

export const i18n: I18n = i18next.createInstance();

/** The interface's language as a Lang (i18next reports a plain string). */
export const interfaceLang = (language: string): Lang => (language === 'es' ? 'es' : 'en');

let initialised: Promise<unknown> | null = null;

export function initI18n(lang: Lang): Promise<unknown> {
  initialised ??= i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: lang,
      fallbackLng: false,
      supportedLngs: ['en', 'es'],
      ns: ['common', 'pages'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnNull: false,
    });
  return initialised;
}

/** Switches the language and waits until the given namespaces are loaded. */
export async function ensureLanguage(lang: Lang, namespaces: Namespace[] = ['common', 'pages']): Promise<void> {
  await initI18n(lang);
  await i18n.loadNamespaces(namespaces);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
  await i18n.loadNamespaces(namespaces);
}
