import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DocumentTitle } from '../../../components/seo/document-title';
import type { Project } from '@portfolio/content/content-types';
import { imageFolder } from '../api/editor-store';
import { draftToProject, emptyProjectDraft, projectToDraft } from '../form-values';
import { useItemEditor } from '../item-editor/use-item-editor';
import { LIMITS } from '@portfolio/content/content-model';
import { nextFreeOrder, validateProject, type FieldErrors, type ValidateOptions } from '../validation';
import type { FeaturedSlot } from '../api/load-editor-data';
import { describedBy, fieldId, FieldMessages, editorFormKeys, TextField, useErrorText } from './fields';
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

/** What a project's form needs besides the project (item-kinds.tsx, loadFormData). */
export interface ProjectFormData {
  /** The other featured projects: a featured order is unique, so the form suggests a free one and refuses a taken one. */
  otherFeatured: readonly FeaturedSlot[];
}

/** A new project dated now (called once, by the editor's state initialiser). */
const newProjectDraft = () => emptyProjectDraft(Date.now());

export function ProjectForm({
  kind,
  item: project,
  lang,
  media,
  formData: { otherFeatured },
  initialNotice,
  initialTab,
}: ItemFormProps<Project, ProjectFormData>) {
  const { GalleryEditor, BodyImageButton } = media;
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const takenOrders = otherFeatured.map((slot) => slot.order);
  const freeOrder = nextFreeOrder(takenOrders);
  /** The featured project already at this order, if this one is featured too. */
  const clashOf = (item: Pick<Project, 'featured' | 'order'>) =>
    item.featured ? otherFeatured.find((slot) => slot.order === item.order) : undefined;
  const validate = (item: Project, options: ValidateOptions): FieldErrors => {
    const errors = validateProject(item, options);
    const clash = clashOf(item);
    if (clash && !errors.order) errors.order = { code: 'orderTaken', value: localizedLabel(clash.title, lang), next: freeOrder };
    return errors;
  };
  const editor = useItemEditor({
    adapter: kind.adapter,
    saved: project,
    initialDraft: project ? () => projectToDraft(project) : newProjectDraft,
    toDraft: projectToDraft,
    toItem: draftToProject,
    validate,
    editPath: (id) => kind.paths.edit(lang, id),
    initialNotice,
    lang,
    initialTab,
  });
  const { draft, errors } = editor;
  const publicPage = editor.notice ? publicPageOf(editor.saved, editor.tab, kind.paths.public, editor.savedSeenAt) : null;
  const previewPage = previewPageOf(editor.saved, editor.tab, kind.paths.public, editor.savedSeenAt);
  const headingId = 'project-form-heading';
  const title =
    editor.mode === 'create'
      ? t('projects.createTitle')
      : t('projects.editTitle', { title: project ? localizedLabel(project.title, lang) : '' });
  const orderId = fieldId('order');
  // A taken featured order shows at once, not only after Save (as a taken address does).
  const liveClash = clashOf({ featured: draft.featured, order: Number(draft.order) });
  const orderError =
    errorText(errors.order) ??
    (liveClash ? errorText({ code: 'orderTaken', value: localizedLabel(liveClash.title, lang), next: freeOrder }) : undefined);
  const orderHint = [
    t('projects.orderHint', { min: LIMITS.orderMin, max: LIMITS.orderMax }),
    draft.featured && takenOrders.length > 0
      ? t('projects.featuredOrdersTaken', { orders: [...takenOrders].sort((a, b) => a - b).join(', '), next: freeOrder })
      : '',
  ]
    .filter(Boolean)
    .join(' ');
  const setFeatured = (featured: boolean) =>
    // Featuring a project suggests the next free order when its own is taken.
    editor.update(featured && clashOf({ featured, order: Number(draft.order) }) ? { featured, order: String(freeOrder) } : { featured });

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
          labels={{
            id: t('form.id'),
            tags: t('projects.technologies'),
            liveUrl: t('projects.liveUrl'),
            repoUrl: t('projects.repoUrl'),
            order: t('projects.order'),
            cover: t('projects.cardImage'),
            gallery: t('projects.gallery'),
            publishedAt: t('form.publishedAt'),
          }}
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
          label={t('projects.technologies')}
          value={draft.tags}
          onChange={(tags) => editor.update({ tags })}
          onTyped={editor.tagTyped}
          names={editor.newTagNames}
          onName={editor.setTagName}
          error={errorText(errors.tags)}
        />
        <fieldset className="editor__links">
          <legend>{t('projects.links')}</legend>
          <TextField
            id={fieldId('liveUrl')}
            type="url"
            inputMode="url"
            label={t('projects.liveUrl')}
            hint={t('projects.urlHint')}
            value={draft.liveUrl}
            onChange={(liveUrl) => editor.update({ liveUrl })}
            error={errorText(errors.liveUrl)}
          />
          <TextField
            id={fieldId('repoUrl')}
            type="url"
            inputMode="url"
            label={t('projects.repoUrl')}
            hint={t('projects.urlHint')}
            value={draft.repoUrl}
            onChange={(repoUrl) => editor.update({ repoUrl })}
            error={errorText(errors.repoUrl)}
          />
        </fieldset>
        <fieldset className="editor__display">
          <legend>{t('projects.display')}</legend>
          <label className="field field--checkbox">
            <input type="checkbox" checked={draft.featured} onChange={(event) => setFeatured(event.target.checked)} />
            {t('projects.featured')}
          </label>
          <div className={`field${orderError ? ' field--invalid' : ''}`}>
            <label htmlFor={orderId}>{t('projects.order')}</label>
            <input
              id={orderId}
              type="number"
              inputMode="numeric"
              step={1}
              min={LIMITS.orderMin}
              max={LIMITS.orderMax}
              value={draft.order}
              aria-invalid={orderError ? true : undefined}
              aria-describedby={describedBy(orderId, orderHint, orderError)}
              onChange={(event) => editor.update({ order: event.target.value })}
            />
            <FieldMessages id={orderId} hint={orderHint} error={orderError} />
          </div>
        </fieldset>
        <fieldset className="editor__images">
          <legend>{t('projects.gallery')}</legend>
          {editor.imagesAllowed ? (
            <GalleryEditor
              value={draft.gallery}
              onChange={(gallery) => editor.update({ gallery })}
              storageFolder={imageFolder(kind.adapter, draft.id)}
              cover={draft.cover}
              onCoverChange={(cover) => editor.update({ cover })}
              onUploadingChange={editor.setFieldUploading('gallery')}
            />
          ) : (
            <p className="field__hint">{t('form.imagesNeedId')}</p>
          )}
          <ImageErrors path="gallery" errors={errors} />
          <ImageErrors path="cover" errors={errors} />
        </fieldset>
        <PublicationFields
          status={draft.status}
          publishedAt={draft.publishedAt}
          onChange={editor.update}
          error={errorText(errors.publishedAt)}
          current={<ScheduledNote saved={editor.saved} seenAt={editor.savedSeenAt} dirty={editor.dirty} onPublishNow={editor.publishNow} />}
        >
          <LanguageReadinessList item={draft} />
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
          backLink={<Link to={kind.paths.list(lang)}>{t('projects.backToList')}</Link>}
        />
      </form>
      {editor.mine ? <UnsavedVersion mine={editor.mine} onDismiss={editor.dismissMine} /> : null}
      {editor.prompt}
    </>
  );
}
