import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/icon';
import { paths } from '../../../config/paths';
import { LANGS, type Lang } from '../../content/types';
import { useAuth } from '../hooks/use-auth';
import { NoIndex } from './no-index';

export interface OwnerEditLinksProps {
  kind: 'post' | 'project';
  id: string;
  /** The page's language: the editor opens in it. */
  lang: Lang;
  /** The languages the item is written in. */
  languages: Lang[];
}

/**
 * "Edit where you read" (issue 14 #4): on a post or project page, the signed-in owner gets a link to its editor
 * and, for a language the item is not written in yet, one that opens the editor on that language's texts
 * (`?tab=`). Rendered only once the app knows the owner: the server renders for visitors (it reads no cookie),
 * so no visitor's HTML carries it, and the 'auth' messages load only for a signed-in user (as the user menu's).
 */
export function OwnerEditLinks(props: OwnerEditLinksProps) {
  const { user } = useAuth();
  return user?.owner ? <OwnerEditBar {...props} /> : null;
}

function OwnerEditBar({ kind, id, lang, languages }: OwnerEditLinksProps) {
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
 * Above a draft the owner previews at its public address (issue 14 #2): says plainly that nobody else sees it.
 * Only the owner's tab ever renders a draft (the server answers 404), and it asks search engines to stay away.
 */
export function DraftPreviewBanner({ kind }: { kind: 'post' | 'project' }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <NoIndex />
      <p className="draft-banner" role="note">
        <strong>{t('draftPreview.title')}</strong> {t(kind === 'post' ? 'draftPreview.post' : 'draftPreview.project')}
      </p>
    </>
  );
}
