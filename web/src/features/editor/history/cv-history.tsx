/**
 * The CV's history: the history dialog wired to the CV's store calls and field names. Loaded lazily by the CV
 * editor when the owner opens it (jsdiff comes with it).
 */
import { useTranslation } from 'react-i18next';
import { cvFields } from '@portfolio/content/cv-history';
import type { Cv, Lang } from '@portfolio/content/content-types';
import { loadCvHistory, loadCvVersion, restoreCvVersion } from '../api/editor-store';
import { HistoryDialog } from './history-dialog';
import type { VersionField } from './field-diff';

/** A list section's entries, as the CV editor names them ("Job 2"). */
const ENTRY: Record<string, string> = { experience: 'job', education: 'qualification', skills: 'skillGroup', languages: 'language' };

export interface CvHistoryProps {
  lang: Lang;
  dirty: boolean;
  onRestored(stored: Cv, version: number): void;
  onClose(): void;
}

export function CvHistory({ lang, dirty, onRestored, onClose }: CvHistoryProps) {
  const { t } = useTranslation('admin');
  // Labelled as the editor labels its fields: "Summary (Spanish)", "Job 2 · Role (English)".
  const fieldLabel = (field: VersionField): string => {
    const language = field.scope === 'shared' ? '' : t(`languages.${field.scope}`);
    if (field.index === undefined)
      return field.section === 'summary' ? t('form.summary', { language }) : t(`cv.${field.section}`, { language });
    const entry = t('history.entry', { item: t(`cv.${ENTRY[field.section]}`), position: field.index + 1 });
    const name =
      field.field === 'start' || field.field === 'end'
        ? t(`cv.${field.field}`)
        : t(`cv.${field.section}Fields.${field.field}`, { language });
    return t('history.entryField', { entry, field: name });
  };
  return (
    <HistoryDialog<Cv>
      title={t('history.title')}
      lang={lang}
      load={loadCvHistory}
      loadVersion={loadCvVersion}
      fields={cvFields}
      sectionLabel={(section) => t(`history.sections.${section}`)}
      fieldLabel={fieldLabel}
      restore={restoreCvVersion}
      dirty={dirty}
      onRestored={onRestored}
      onClose={onClose}
    />
  );
}
