import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { langFromPath, switchLanguage } from '@portfolio/content/paths';
import type { Lang } from '@portfolio/content/content-types';
import { LOCALES } from '@portfolio/content/languages';
import { readLanguageCookie, saveLanguageCookie } from '../language-cookie';
import { usePageLanguages } from '../page-languages';

/**
 * Written in the reader's language, not the page's (whose messages are the only ones a page loads), as the
 * only-in-language note is.
 */
const OFFER: Record<Lang, { label: string; link: string; dismiss: string }> = {
  en: { label: 'Language', link: 'Read this in English', dismiss: 'Dismiss' },
  es: { label: 'Idioma', link: 'Leer esto en español', dismiss: 'Cerrar' },
};

const DISMISSED_KEY = 'language-offer-dismissed';

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * A shared address shows what was shared: only the site root follows the reader's language (the boot script in
 * web/index.html). On any other page in the other language, this small notice offers its twin instead
 * (docs/decisions.md, "Language before the first paint"). Rendered after the takeover (the cookie is the
 * browser's), fixed in place so nothing moves; dismissed for the rest of the visit.
 */
export function LanguageOffer() {
  const { pathname, search, hash } = useLocation();
  const lang = langFromPath(pathname);
  const languages = usePageLanguages();
  const [dismissed, setDismissed] = useState(false);
  // Rendered by LanguageOfferSlot after the takeover, when the reader's language is not the page's.
  const reader = !dismissed && !wasDismissed() ? readLanguageCookie() : null;

  if (!reader || reader === lang || !languages.includes(reader)) return null;
  const offer = OFFER[reader];
  const dismiss = () => {
    setDismissed(true);
    try {
      sessionStorage.setItem(DISMISSED_KEY, 'true');
    } catch {
      // Storage blocked: closed for this page only.
    }
  };
  return (
    <aside className="language-offer" lang={LOCALES[reader].tag} aria-label={offer.label}>
      <Link
        to={`${switchLanguage(pathname, reader)}${search}${hash}`}
        hrefLang={LOCALES[reader].tag}
        onClick={() => saveLanguageCookie(reader)}
      >
        {offer.link}
      </Link>
      <button type="button" className="language-offer__close" onClick={dismiss}>
        {offer.dismiss}
      </button>
    </aside>
  );
}
