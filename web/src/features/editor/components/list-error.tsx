import { useTranslation } from 'react-i18next';
import type { ContentErrorCode } from '../../../data/content-store';

/**
 * An admin list's alert (the item lists and the trash): why an action failed, or with `unread`, why the list could
 * not be read.
 */
export function ListError({ code, unread = false }: { code: ContentErrorCode; unread?: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <p role="alert" className="admin-list__error">
      {unread ? `${t('list.loadFailed')} ` : null}
      {t(`contentErrors.${code}`)}
    </p>
  );
}
