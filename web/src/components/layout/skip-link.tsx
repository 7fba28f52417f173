import { useTranslation } from 'react-i18next';

/** First focusable element of every page: jumps over the header to the <main id="main"> landmark. */
export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a className="skip-link" href="#main">
      {t('skipToContent')}
    </a>
  );
}
