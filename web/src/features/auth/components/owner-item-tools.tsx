/**
 * What a post or project page shows its signed-in owner only (docs/decisions.md, "Edit where you read", "Draft
 * preview"): its own chunk, loaded by owner-edit-links.tsx once the app knows the owner, so visitors' pages never
 * download it.
 */
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Icon } from '../../../components/ui/icon';
import { paths } from '@portfolio/content/paths';
import { isLive, isLiveAnywhere, isScheduledOnly, LANGS, type Lang, type Publication } from '@portfolio/content/content-types';
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

/** What the owner previews at an item's public address, and so what its banner says (DraftPreviewBanner). */
export interface OwnerPreview {
  /** The moment a scheduled item (or language) comes; null for a draft or for staged changes. */
  scheduledFor: number | null;
  /** Asked for the staged changes (`?preview`) of an item visitors see: the banner links to the published version. */
  changes: boolean;
  /** The page's language is not one visitors get yet (a draft or scheduled translation of a live item). */
  language: boolean;
}

/**
 * What the owner previews, or null when the page is what visitors see (docs/decisions.md, "Draft preview"): an item
 * hidden from visitors (a draft, or published but scheduled for later: isLive), or, when the address asks for the
 * staged changes, the working copy of a live item in the shown language. Only the owner's tab asks.
 */
export function hiddenFromVisitors(
  item: Publication & { publishedAt: number },
  now: number,
  shown?: { lang: Lang; changes: boolean },
): OwnerPreview | null {
  if (!isLiveAnywhere(item, now))
    return { scheduledFor: isScheduledOnly(item, now) ? item.publishedAt : null, changes: false, language: false };
  if (!shown?.changes) return null;
  if (isLive(item, shown.lang, now)) return { scheduledFor: null, changes: true, language: false };
  return { scheduledFor: item.langs[shown.lang]?.publishedAt ?? null, changes: true, language: true };
}

/**
 * Above an item the owner previews at its public address (docs/decisions.md, "Draft preview"): says plainly that nobody else sees
 * it, and for a scheduled item when everyone will; for staged changes, links back to the editor and to what
 * visitors see. Only the owner's tab ever renders one (the server answers 404, or the published page), and it
 * asks search engines to stay away.
 */
export function DraftPreviewBanner({
  kind,
  id,
  preview,
  lang,
}: {
  kind: 'post' | 'project';
  id: string;
  preview: OwnerPreview;
  lang: Lang;
}) {
  const { t } = useTranslation('auth');
  const { pathname } = useLocation();
  const { scheduledFor, changes, language } = preview;
  const title =
    changes && !language
      ? t('changesPreview.title')
      : scheduledFor === null
        ? t('draftPreview.title')
        : t('draftPreview.scheduledTitle', { date: formatDateTime(scheduledFor, lang) });
  const text = language
    ? t('changesPreview.language')
    : changes
      ? t(kind === 'post' ? 'changesPreview.post' : 'changesPreview.project')
      : scheduledFor === null
        ? t(kind === 'post' ? 'draftPreview.post' : 'draftPreview.project')
        : t(kind === 'post' ? 'draftPreview.scheduledPost' : 'draftPreview.scheduledProject');
  const editor = kind === 'post' ? paths.admin.editPost(lang, id) : paths.admin.editProject(lang, id);
  return (
    <>
      <NoIndex />
      <div className="draft-banner" role="note">
        <p>
          <strong>{title}</strong> {text}
        </p>
        {changes ? (
          <p className="draft-banner__links">
            <Link to={`${editor}?tab=${lang}`}>{t('changesPreview.editor')}</Link>
            <Link to={pathname}>{t('changesPreview.published')}</Link>
          </p>
        ) : null}
      </div>
    </>
  );
}
