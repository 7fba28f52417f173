import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { langFromPath, switchLanguage } from '../../../config/paths';
import { Icon } from '../../../components/ui/icon';
import { saveLanguageCookie } from '../language-cookie';
import { LOCALES, otherLanguage } from '../locales';
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
      // The name holds the short code a phone shows ("ES"), so what is seen is part of what is heard (WCAG 2.5.3).
      aria-label={t(exists ? 'language.switch' : 'language.switchToSection', { name: target.name, code: target.code.toUpperCase() })}
      onClick={() => saveLanguageCookie(target.code)}
    >
      <Icon name="globe" size={20} />
      <span className="tool-button__label tool-button__label--always">
        <span className="tool-button__long" lang={target.tag}>
          {target.name}
        </span>
        <span className="tool-button__short" aria-hidden="true">
          {target.code.toUpperCase()}
        </span>
      </span>
    </Link>
  );
}
