/** What only a post's form shows (item-kinds.tsx, `form`): its cover, its reading time and the "updated" mark. */
import { useTranslation } from 'react-i18next';
import { isLiveAnywhere, type Lang, type Post } from '@portfolio/content/content-types';
import type { PostDraft } from '../form-values';
import { readingMinutesOf } from '../../../utils/reading-time';
import { formatDate } from '../../../utils/dates';
import { CheckboxField, fieldId } from './fields';
import { ImageErrors } from './item-form-parts';
import type { SectionProps } from './item-form';

type PostSectionProps = SectionProps<Post, PostDraft, null>;

/** The cover (ImageField is its own fieldset, legend = label, so no wrapper fieldset here). */
export function PostImages({ editor, storageFolder, media: { ImageField } }: PostSectionProps) {
  const { t } = useTranslation('admin');
  return (
    <div className="editor__images">
      {editor.imagesAllowed ? (
        <ImageField
          label={t('posts.cover')}
          value={editor.draft.cover}
          onChange={(cover) => editor.update({ cover })}
          storageFolder={storageFolder}
          onUploadingChange={editor.setFieldUploading('cover')}
        />
      ) : (
        <p className="field__hint">
          {t('posts.cover')}: {t('form.imagesNeedId')}
        </p>
      )}
      <ImageErrors path="cover" errors={editor.errors} />
    </div>
  );
}

/** The reading time, and (for a post visitors see, saved published again) "show readers this post was updated". */
export function PostPublicationExtras({ editor, lang }: PostSectionProps) {
  const { t } = useTranslation('admin');
  const { draft, saved } = editor;
  const minutes = readingMinutesOf(draft.body);
  return (
    <>
      <p className="editor__reading-time">{t('posts.readingTime', { en: minutes.en, es: minutes.es })}</p>
      {/* Only a post visitors see, saved published again, can be "updated" (form-values.ts, revisedAtOf). */}
      {saved && isLiveAnywhere(saved, editor.savedSeenAt) && draft.status === 'published' ? (
        <MarkUpdatedField
          checked={draft.markUpdated === true}
          onChange={(markUpdated) => editor.update({ markUpdated })}
          lastUpdated={saved.revisedAt > saved.publishedAt ? saved.revisedAt : 0}
          lang={lang}
        />
      ) : null}
    </>
  );
}

/** "Show readers this post was updated": ticked, the save dates the post's "Updated …" line. */
function MarkUpdatedField({
  checked,
  onChange,
  lastUpdated,
  lang,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  lastUpdated: number;
  lang: Lang;
}) {
  const { t } = useTranslation('admin');
  return (
    <CheckboxField
      id={fieldId('markUpdated')}
      label={t('posts.markUpdated')}
      hint={`${t('posts.markUpdatedHint')}${lastUpdated > 0 ? ` ${t('posts.lastUpdated', { date: formatDate(lastUpdated, lang) })}` : ''}`}
      checked={checked}
      onChange={onChange}
    />
  );
}
