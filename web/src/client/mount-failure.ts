/**
 * An app mount failure is logged and recorded as app error (docs/decisions.md, "Errors"). When the entry (main.tsx, take-over.tsx) cannot
 * create the router, wait for it, or take over the page (React's first render), the visitor would otherwise
 * be left with a blank page, or with a prerendered page whose buttons do nothing. This logs the error to the
 * console, records it on <html data-app-error="mount">, and shows a short message in the page's language
 * (from the URL: `/es` prefix → Spanish), built without React or i18next, since either may be what failed.
 */
export type MountFailureLanguage = 'en' | 'es';

const MOUNT_FAILURE_MESSAGES: Record<MountFailureLanguage, { title: string; text: string; reload: string }> = {
  en: { title: 'Something went wrong', text: 'The page could not start.', reload: 'Reload the page' },
  es: { title: 'Algo salió mal', text: 'La página no ha podido iniciarse.', reload: 'Recargar la página' },
};

export const mountFailureLanguage = (pathname: string): MountFailureLanguage => (/^\/es(\/|$)/.test(pathname) ? 'es' : 'en');

const BOX_ID = 'app-mount-error';

export function reportMountFailure(error: unknown, doc: Document = document): void {
  console.error('App mount failed:', error);
  doc.documentElement.dataset.appError = 'mount';
  if (doc.getElementById(BOX_ID)) return; // one message, however many steps fail

  const language = mountFailureLanguage(doc.location?.pathname ?? '/');
  const messages = MOUNT_FAILURE_MESSAGES[language];
  const box = doc.createElement('div');
  box.id = BOX_ID;
  box.className = 'app-mount-error';
  box.setAttribute('role', 'alert');
  box.lang = language;
  const title = doc.createElement('p');
  const strong = doc.createElement('strong');
  strong.textContent = messages.title;
  title.append(strong);
  const text = doc.createElement('p');
  text.textContent = `${messages.text} `;
  const reload = doc.createElement('a');
  reload.href = doc.location?.href ?? '/';
  reload.textContent = messages.reload;
  text.append(reload);
  box.append(title, text);

  // Outside #root, which React may still clear or own: first in <body>, so a prerendered page stays readable below it.
  doc.body.prepend(box);
}

/** Runs one step of the mount; a failure is reported, then rethrown so nothing after it runs. */
export function reportingMountFailure<T>(step: () => T, doc: Document = document): T {
  try {
    return step();
  } catch (error) {
    reportMountFailure(error, doc);
    throw error;
  }
}
