import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DocumentTitle } from '../../../components/seo/document-title';
import { isLive, type Lang, type Post } from '@portfolio/content/content-types';
import { imageFolder } from '../api/editor-store';
import { draftToPost, emptyPostDraft, postToDraft } from '../form-values';
import { useItemEditor } from '../item-editor/use-item-editor';
import { validatePost } from '../validation';
import { readingMinutesOf } from '../../../utils/reading-time';
import { formatDate } from '../../../utils/dates';
import { fieldId, editorFormKeys, useErrorText } from './fields';
import {
  ErrorSummary,
  FormFooter,
  IdField,
  ImageErrors,
  LocalizedFields,
  PublicationFields,
  publicPageOf,
  previewPageOf,
  KeptWorkNotice,
  SaveStatus,
  ScheduledNote,
  UnsavedVersion,
  localizedLabel,
  type ItemFormProps,
} from './item-form-parts';
import { TagsInput } from './tags-input';
import { LanguageReadinessList } from './language-readiness';

export function PostForm({ kind, item: post, lang, media, initialNotice, initialTab }: ItemFormProps<Post, null>) {
  const { ImageField, BodyImageButton } = media;
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const editor = useItemEditor({
    adapter: kind.adapter,
    saved: post,
    initialDraft: () => (post ? postToDraft(post) : emptyPostDraft(Date.now())),
    toDraft: postToDraft,
    toItem: draftToPost,
    validate: validatePost,
    editPath: (id) => kind.paths.edit(lang, id),
    initialNotice,
    lang,
    initialTab,
  });
  const { draft, errors } = editor;
  const publicPage = editor.notice ? publicPageOf(editor.saved, editor.tab, kind.paths.public, editor.savedSeenAt) : null;
  const previewPage = previewPageOf(editor.saved, editor.tab, kind.paths.public, editor.savedSeenAt);
  const minutes = readingMinutesOf(draft.body);
  const headingId = 'post-form-heading';
  const title =
    editor.mode === 'create' ? t('posts.createTitle') : t('posts.editTitle', { title: post ? localizedLabel(post.title, lang) : '' });

  return (
    <>
      <DocumentTitle title={title} />
      <h1 id={headingId}>{title}</h1>
      {editor.keptWork ? <KeptWorkNotice {...editor.keptWork} onRestore={editor.restoreKept} onDiscard={editor.discardKept} /> : null}
      {editor.keepRefused ? <p className="field__hint">{t('form.keepRefused')}</p> : null}
      <form className="editor" noValidate aria-labelledby={headingId} ref={editorFormKeys} onSubmit={editor.submit}>
        <SaveStatus
          kind={kind.adapter.kind}
          saving={editor.saving}
          notice={editor.notice}
          publishedAt={editor.saved?.publishedAt}
          publicPage={publicPage}
          focusOnArrival={initialNotice !== undefined}
        />
        <ErrorSummary
          errors={editor.summaryErrors}
          labels={{ id: t('form.id'), tags: t('form.tags'), cover: t('posts.cover'), publishedAt: t('form.publishedAt') }}
          onSelect={editor.focusField}
        />
        <IdField
          value={draft.id}
          onChange={editor.setId}
          locked={editor.idLocked}
          mode={editor.mode}
          error={errorText(errors.id)}
          publicPath={`${kind.paths.public(lang, '')}${draft.id || '…'}`}
        />
        <LocalizedFields
          draft={draft}
          errors={errors}
          tab={editor.tab}
          onTab={editor.setTab}
          invalidTabs={editor.invalidTabs}
          onChange={editor.setLocalized}
          bodyImageTool={(bodyLang, insert) =>
            editor.imagesAllowed ? (
              <BodyImageButton
                storageFolder={imageFolder(kind.adapter, draft.id)}
                lang={bodyLang}
                onInsert={insert}
                onUploadingChange={editor.setFieldUploading(`body.${bodyLang}`)}
              />
            ) : (
              <p className="field__hint">{t('form.bodyImagesNeedId')}</p>
            )
          }
        />
        <TagsInput
          id={fieldId('tags')}
          label={t('form.tags')}
          value={draft.tags}
          onChange={(tags) => editor.update({ tags })}
          onTyped={editor.tagTyped}
          names={editor.newTagNames}
          onName={editor.setTagName}
          error={errorText(errors.tags)}
        />
        {/* ImageField is its own fieldset (legend = label), so no wrapper fieldset here. */}
        <div className="editor__images">
          {editor.imagesAllowed ? (
            <ImageField
              label={t('posts.cover')}
              value={draft.cover}
              onChange={(cover) => editor.update({ cover })}
              storageFolder={imageFolder(kind.adapter, draft.id)}
              onUploadingChange={editor.setFieldUploading('cover')}
            />
          ) : (
            <p className="field__hint">
              {t('posts.cover')}: {t('form.imagesNeedId')}
            </p>
          )}
          <ImageErrors path="cover" errors={errors} />
        </div>
        <PublicationFields
          status={draft.status}
          publishedAt={draft.publishedAt}
          onChange={editor.update}
          error={errorText(errors.publishedAt)}
          current={<ScheduledNote saved={editor.saved} seenAt={editor.savedSeenAt} dirty={editor.dirty} onPublishNow={editor.publishNow} />}
        >
          <LanguageReadinessList item={draft} />
          <p className="editor__reading-time">{t('posts.readingTime', { en: minutes.en, es: minutes.es })}</p>
          {/* Only a post visitors see, saved published again, can be "updated" (form-values.ts, revisedAtOf). */}
          {editor.saved && isLive(editor.saved, editor.savedSeenAt) && draft.status === 'published' ? (
            <MarkUpdatedField
              checked={draft.markUpdated === true}
              onChange={(markUpdated) => editor.update({ markUpdated })}
              lastUpdated={editor.saved.revisedAt > editor.saved.publishedAt ? editor.saved.revisedAt : 0}
              lang={lang}
            />
          ) : null}
        </PublicationFields>
        <FormFooter
          saving={editor.saving}
          uploading={editor.uploading}
          saveRefusedForUpload={editor.saveRefusedForUpload}
          saveError={editor.saveError}
          onLoadSaved={() => void editor.loadSavedVersion()}
          kind={kind.adapter.kind}
          notice={editor.notice}
          publishedAt={editor.saved?.publishedAt}
          publicPage={publicPage}
          previewPage={previewPage}
          backLink={<Link to={kind.paths.list(lang)}>{t('posts.backToList')}</Link>}
        />
      </form>
      {editor.mine ? <UnsavedVersion mine={editor.mine} onDismiss={editor.dismissMine} /> : null}
      {editor.prompt}
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
  const id = fieldId('markUpdated');
  return (
    <div className="field">
      <label className="field--checkbox">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.checked)}
        />
        {t('posts.markUpdated')}
      </label>
      <p id={`${id}-hint`} className="field__hint">
        {t('posts.markUpdatedHint')}
        {lastUpdated > 0 ? ` ${t('posts.lastUpdated', { date: formatDate(lastUpdated, lang) })}` : ''}
      </p>
    </div>
  );
}
