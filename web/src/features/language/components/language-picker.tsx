import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { langFromPath, switchLanguage } from '@portfolio/content/paths';
import { Icon } from '../../../components/ui/icon';
import { saveLanguageCookie } from '../language-cookie';
import { LOCALES, otherLanguage } from '@portfolio/content/languages';
import { sectionIn, usePageAddresses } from '../page-languages';
import { currentSectionIndex, type SectionState } from '../section-position';

/**
 * With two languages the picker is one link to the same page in the other language: it works
 * without JavaScript, crawlers can follow it, and a click also saves the choice in the cookie.
 * A post or project written in one language has a page at both addresses (docs/decisions.md, "One-language
 * items"), so the picker stays on it; a page with no address in the other language (a blog list page only one
 * language has as many posts for) links to its section there instead, and says so: never to a 404.
 */
export function LanguagePicker() {
  const { t } = useTranslation('common');
  const { pathname, search, hash } = useLocation();
  const target = LOCALES[otherLanguage(langFromPath(pathname))];
  const exists = usePageAddresses().includes(target.code);
  const navigate = useNavigate();
  const to = exists ? `${switchLanguage(pathname, target.code)}${search}${hash}` : sectionIn(pathname, target.code);
  return (
    <Link
      className="tool-button"
      to={to}
      hrefLang={target.tag}
      onClick={(event) => {
        saveLanguageCookie(target.code);
        // Mid-article, the translation opens at the same section (a plain click only: others open a new tab).
        const section = exists ? currentSectionIndex() : undefined;
        if (section === undefined || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        const state: SectionState = { section };
        void navigate(to, { state });
      }}
    >
      <Icon name="globe" size={20} />
      {/* The link's name comes from its own text (no aria-label), so what is seen is part of what is heard (WCAG
          2.5.3): "Español – change language" on a desktop; on a phone, where the code replaces the name on screen,
          "Español ES – change language" (the long name stays for screen readers, the code is shown). */}
      <span className="tool-button__label tool-button__label--always">
        <span className="tool-button__long" lang={target.tag}>
          {target.name}
        </span>{' '}
        <span className="tool-button__short">{target.code.toUpperCase()}</span>
      </span>{' '}
      <span className="visually-hidden">{t(exists ? 'language.switch' : 'language.switchToSection', { name: target.name })}</span>
    </Link>
  );
}
