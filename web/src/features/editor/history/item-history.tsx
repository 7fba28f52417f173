/**
 * A post's or project's history: the history dialog wired to the item's store calls and field names. Loaded lazily
 * by the item editor when the owner opens it (jsdiff comes with it).
 */
import { useTranslation } from 'react-i18next';
import { KEPT_ITEM_VERSIONS } from '@portfolio/content/item-history';
import type { Lang, Post, Project } from '@portfolio/content/content-types';
import type { SavedItem } from '@portfolio/content/saved-item';
import type { EditorKind } from '../api/editor-store';
import { HistoryDialog } from './history-dialog';
import type { VersionField } from './field-diff';
import { itemFields, loadItemHistory, loadItemVersion, restoreItemVersion } from './item-versions';

export interface ItemHistoryProps {
  kind: EditorKind;
  id: string;
  /** The item's title, in the admin's language, for the dialog's heading. */
  title: string;
  lang: Lang;
  dirty: boolean;
  /** Both documents as the restore stored them. */
  onRestored(stored: SavedItem<Post | Project>, version: number): void;
  onClose(): void;
}

export function ItemHistory({ kind, id, title, lang, dirty, onRestored, onClose }: ItemHistoryProps) {
  const { t } = useTranslation('admin');
  const section = (name: string) => t(`history.items.sections.${name}`);
  // "Title (Spanish)", "Gallery 2 · alt text (English)", "Cover image · file".
  const fieldLabel = (field: VersionField): string => {
    const language = field.scope === 'shared' ? '' : t(`languages.${field.scope}`);
    const name =
      field.index === undefined
        ? section(field.section)
        : t('history.items.image', { field: section(field.section), position: field.index + 1 });
    if (field.field === 'alt') return t('history.items.alt', { field: name, language });
    if (field.field === 'file') return t('history.items.file', { field: name });
    return field.scope === 'shared' ? name : t('history.sectionScopes', { section: name, scopes: language });
  };
  return (
    <HistoryDialog<Post | Project, SavedItem<Post | Project>>
      title={t('history.items.title', { title })}
      intro={t('history.items.intro', { count: KEPT_ITEM_VERSIONS })}
      restoreMessage={(version, next, current) => t('history.items.restoreMessage', { version, next, current })}
      lang={lang}
      load={() => loadItemHistory(kind, id)}
      loadVersion={(version) => loadItemVersion(kind, id, version)}
      fields={itemFields}
      sectionLabel={section}
      fieldLabel={fieldLabel}
      restore={(version, current) => restoreItemVersion(kind, id, version, current)}
      dirty={dirty}
      onRestored={onRestored}
      onClose={onClose}
    />
  );
}
