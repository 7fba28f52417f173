import { useTranslation } from 'react-i18next';
import { formatMonth } from '../../../utils/dates';
import type { CvPeriod as Period, Lang } from '@portfolio/content/content-types';

/** "Mar 2021 – Present", with machine-readable dates. */
export function CvPeriod({ period, lang }: { period: Period; lang: Lang }) {
  const { t } = useTranslation('pages');
  return (
    <p className="cv-period">
      <time dateTime={period.start}>{formatMonth(period.start, lang)}</time>
      {' – '}
      {period.end ? <time dateTime={period.end}>{formatMonth(period.end, lang)}</time> : t('cv.present')}
    </p>
  );
}
