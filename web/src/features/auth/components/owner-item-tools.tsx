/**
 * What a post or project page shows its signed-in owner only (docs/decisions.md, "Edit where you read", "Draft
 * preview"): its own chunk, loaded by owner-edit-links.tsx once the app knows the owner, so visitors' pages never
 * download it.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/icon';
import { paths } from '@portfolio/content/paths';
import { isLiveAnywhere, isScheduledOnly, LANGS, type Lang, type Publication } from '@portfolio/content/content-types';
import { formatDateTime } from '../../../utils/dates';
import { NoIndex } from './no-index';
import './owner-item-tools.css';

export interface OwnerEditLinksProps {
  kind: 'post' | 'project';
  id: string;
  /** The page's language: the editor opens in it. */
  lang: Lang;
  /** The languages the item is written in. */
  languages: Lang[];
}

/** The links to the item's editor, and to each language it is not written in yet (`?tab=`). */
export function OwnerEditBar({ kind, id, lang, languages }: OwnerEditLinksProps) {
  const { t, ready } = useTranslation('auth');
  if (!ready) return null;
  const editor = kind === 'post' ? paths.admin.editPost(lang, id) : paths.admin.editProject(lang, id);
  const missing = LANGS.filter((code) => !languages.includes(code));
  return (
    <nav className="owner-edit" aria-label={t('ownerEdit.label')}>
      <Link className="owner-edit__link" to={editor}>
        <Icon name="edit" size={16} />
        {t(kind === 'post' ? 'ownerEdit.editPost' : 'ownerEdit.editProject')}
      </Link>
      {missing.map((code) => (
        <Link key={code} className="owner-edit__link" to={`${editor}?tab=${code}`}>
          {t(`ownerEdit.translate.${code}`)}
        </Link>
      ))}
    </nav>
  );
}

/**
 * Whether an item is hidden from visitors now, and why: a draft, or published but scheduled for a later moment
 * (isLive). Null when visitors see it. Only the owner's tab gets such an item from the content store.
 */
export function hiddenFromVisitors(item: Publication & { publishedAt: number }, now: number): { scheduledFor: number | null } | null {
  if (isLiveAnywhere(item, now)) return null;
  return { scheduledFor: isScheduledOnly(item, now) ? item.publishedAt : null };
}

/**
 * Above an item the owner previews at its public address (docs/decisions.md, "Draft preview"): says plainly that nobody else sees
 * it, and for a scheduled item when everyone will. Only the owner's tab ever renders one (the server answers
 * 404), and it asks search engines to stay away.
 */
export function DraftPreviewBanner({ kind, scheduledFor, lang }: { kind: 'post' | 'project'; scheduledFor: number | null; lang: Lang }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <NoIndex />
      <p className="draft-banner" role="note">
        {scheduledFor === null ? (
          <>
            <strong>{t('draftPreview.title')}</strong> {t(kind === 'post' ? 'draftPreview.post' : 'draftPreview.project')}
          </>
        ) : (
          <>
            <strong>{t('draftPreview.scheduledTitle', { date: formatDateTime(scheduledFor, lang) })}</strong>{' '}
            {t(kind === 'post' ? 'draftPreview.scheduledPost' : 'draftPreview.scheduledProject')}
          </>
        )}
      </p>
    </>
  );
}
