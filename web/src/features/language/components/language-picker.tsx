import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { langFromPath, switchLanguage } from '../../../config/paths';
import { Icon } from '../../../components/ui/icon';
import { saveLanguageCookie } from '../language-cookie';
import { LOCALES, otherLanguage } from '../../../config/languages';
import { sectionIn, usePageLanguages } from '../page-languages';

/**
 * With two languages the picker is one link to the same page in the other language: it works
 * without JavaScript, crawlers can follow it, and a click also saves the choice in the cookie.
 * A page that does not exist in the other language (a post written in one) links to its section there
 * instead, and says so: never to a 404.
 */
export function LanguagePicker() {
  const { t } = useTranslation('common');
  const { pathname, search, hash } = useLocation();
  const target = LOCALES[otherLanguage(langFromPath(pathname))];
  const exists = usePageLanguages().includes(target.code);
  return (
    <Link
      className="tool-button"
      to={exists ? `${switchLanguage(pathname, target.code)}${search}${hash}` : sectionIn(pathname, target.code)}
      hrefLang={target.tag}
      onClick={() => saveLanguageCookie(target.code)}
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
