/**
 * The one form of posts and projects. Its fields, their order and labels come from the kind's field list
 * (item-fields.ts); what only one kind has (a post's cover and "updated" mark, a project's display and gallery) from
 * the kind's own sections (item-kinds.tsx). A field of a kind the form draws by itself (a language text, a url)
 * needs no code here.
 */
import { useCallback, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DocumentTitle } from '../../../components/seo/document-title';
import type { ContentImage, Lang, Post, Project } from '@portfolio/content/content-types';
import { imageFolder, type EditorKind } from '../api/editor-store';
import type { SharedItem } from '../share-preview';
import type { BuildContext, ItemDraft } from '../form-values';
import { languagePaths, requiredLanguageFields, type EditorFields, type ShownField } from '../item-fields';
import { useItemEditor, type ItemEditor } from '../item-editor/use-item-editor';
import type { FieldErrors, ValidateOptions } from '../validation';
import { CheckboxField, editorFormKeys, fieldId, TextField, useErrorText } from './fields';
import { editedItem, type SavedItem } from '@portfolio/content/saved-item';
import {
  ErrorSummary,
  FormFooter,
  IdField,
  KeptWorkNotice,
  LocalizedFields,
  SaveStatus,
  useErrorLabel,
  UnsavedVersion,
  localizedLabel,
  previewPageOf,
  changesPageOf,
  publicPageOf,
  type EditorMedia,
  type ItemFormProps,
} from './item-form-parts';
import { AutosaveIndicator } from './autosave-indicator';
import { sortedErrorPaths } from '../item-editor/error-order';
import { LanguageReadinessList } from './language-readiness';
import { ItemHistoryButton } from '../history/item-history-button';
import { LangStatesLine, PublicationPanel } from './publish-menu';
import { SharePreviewPanel } from './share-preview';
import { TagsInput } from './tags-input';
import { useStaleTranslations } from '../stale/stale-translations';

/** What a kind's own section of the form is given. */
export interface SectionProps<Item extends Post | Project, Draft extends ItemDraft, FormData> {
  editor: ItemEditor<Draft, Item>;
  /** Where the item's images are stored (its id must be valid first: `editor.imagesAllowed`). */
  storageFolder: string;
  media: EditorMedia;
  formData: FormData;
  lang: Lang;
}

/** How a kind's form differs: its fields, drafts, checks and own sections (the kind's `form`, item-kinds.tsx). */
export interface ItemFormSpec<Item extends Post | Project, Draft extends ItemDraft, FormData> {
  fields: EditorFields;
  /** A new item's draft, dated `now`. */
  emptyDraft(now: number): Draft;
  toDraft(item: Item): Draft;
  toItem(draft: Draft, context: BuildContext): Item;
  /** The checks (validation.ts), with what the kind's form data adds (a project: a featured order already taken). */
  validate(item: Item, options: ValidateOptions, formData: FormData, lang: Lang): FieldErrors;
  /** The sections the kind draws itself, by the `group` of their fields (item-fields.ts). */
  sections: Record<string, ComponentType<SectionProps<Item, Draft, FormData>>>;
  /** What the kind adds to the publication fieldset, after "ready to publish". */
  PublicationExtras?: ComponentType<SectionProps<Item, Draft, FormData>>;
}

/** One block of the form: the fields it shows, in the list's order. */
export type FormBlock =
  | { type: 'id' | 'languages' | 'tags' | 'publication' }
  | { type: 'section'; group: string }
  | { type: 'fieldset'; group: string; fields: ShownField[] }
  | { type: 'input'; field: ShownField };

/** Fields the form draws by their kind, with no code of their own. */
const isDrawnByKind = (field: ShownField) => field.model?.kind === 'url' || field.model?.kind === 'flag';

/**
 * The form's blocks, from the field list: each field where the list puts it. Throws for a field the form cannot
 * draw (item-fields.test.ts proves each kind's list draws).
 */
export function formBlocks(fields: EditorFields, sections: Record<string, unknown>): FormBlock[] {
  const blocks: FormBlock[] = [];
  const placed = new Set<string>();
  const once = (key: string, block: FormBlock) => {
    if (!placed.has(key)) blocks.push(block);
    placed.add(key);
  };
  for (const field of fields.shown) {
    const { name, form } = field;
    if (name === 'id' || name === 'tags') once(name, { type: name });
    else if (fields.language.includes(field)) once('languages', { type: 'languages' });
    else if (name === 'status' || name === 'publishedAt') once('publication', { type: 'publication' });
    else if (form.group && form.group in sections) once(`group:${form.group}`, { type: 'section', group: form.group });
    else if (form.group && isDrawnByKind(field)) {
      const group = form.group;
      once(`group:${group}`, { type: 'fieldset', group, fields: fields.shown.filter((other) => other.form.group === group) });
    } else if (!form.group && isDrawnByKind(field)) blocks.push({ type: 'input', field });
    else throw new Error(`The item form cannot draw "${name}": give it a group its kind draws (item-kinds.tsx).`);
  }
  return blocks;
}

type FormProps<Item extends Post | Project, Draft extends ItemDraft, FormData> = ItemFormProps<Item, FormData> & {
  spec: ItemFormSpec<Item, Draft, FormData>;
};

function ItemForm<Item extends Post | Project, Draft extends ItemDraft, FormData>({
  spec,
  kind,
  item,
  lang,
  media,
  formData,
  initialNotice,
  initialTab,
}: FormProps<Item, Draft, FormData>) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const { fields, sections, PublicationExtras } = spec;
  const validate = useCallback(
    (checked: Item, options: ValidateOptions) => spec.validate(checked, options, formData, lang),
    [spec, formData, lang],
  );
  const loaded = item && editedItem(item);
  const editor = useItemEditor<Draft, Item>({
    adapter: kind.adapter,
    fields,
    saved: item,
    initialDraft: () => (loaded ? spec.toDraft(loaded) : spec.emptyDraft(Date.now())),
    toDraft: spec.toDraft,
    toItem: spec.toItem,
    validate,
    editPath: (id) => kind.paths.edit(lang, id),
    initialNotice,
    lang,
    initialTab,
  });
  const { draft, errors } = editor;
  const stale = useStaleTranslations(kind.adapter.kind, editor.saved, (stored) => editor.holdSaved(stored as SavedItem<Item>));
  const kindName = kind.adapter.kind;
  const storageFolder = imageFolder(kind.adapter, draft.id);
  const sectionProps: SectionProps<Item, Draft, FormData> = { editor, storageFolder, media, formData, lang };
  const publicPage = editor.notice ? publicPageOf(editor.saved, editor.tab, kind.paths.public, editor.savedSeenAt) : null;
  const previewPage = previewPageOf(editor.saved, editor.tab, kind.paths.public, editor.savedSeenAt);
  const changesPage = changesPageOf(
    editor.saved,
    editor.documents ? editor.publication.states : null,
    editor.tab,
    kind.paths.public,
    editor.savedSeenAt,
  );
  const headingId = 'item-form-heading';
  // Each published or scheduled language's moment: the publish menu's rows and the states line say a scheduled one's.
  const moments: Partial<Record<Lang, number>> = Object.fromEntries(
    Object.entries(editor.documents?.published?.langs ?? {}).map(([of, entry]) => [of, entry?.publishedAt]),
  );
  const title =
    editor.mode === 'create'
      ? t(`${kindName}.createTitle`)
      : t(`${kindName}.editTitle`, { title: loaded ? localizedLabel(loaded.title, lang) : '' });
  const labels = {
    ...Object.fromEntries(fields.shown.map(({ name, form }) => [name, t(form.label)])),
    ...Object.fromEntries(languagePaths(fields).map(({ path, lang: of, label }) => [path, t(label, { language: t(`languages.${of}`) })])),
  };
  const errorLabel = useErrorLabel(labels);
  const labelOf = (name: string) => t(fields.shown.find((field) => field.name === name)?.form.label ?? name);
  const typed = draft as unknown as Record<string, unknown>;
  const input = ({ name, form, model }: ShownField) =>
    model?.kind === 'flag' ? (
      <CheckboxField
        key={name}
        id={fieldId(name)}
        label={t(form.label)}
        hint={form.hint ? t(form.hint) : undefined}
        checked={typed[name] === true}
        onChange={(checked) => editor.update({ [name]: checked } as Partial<Draft>)}
      />
    ) : (
      <TextField
        key={name}
        id={fieldId(name)}
        type="url"
        inputMode="url"
        label={t(form.label)}
        hint={form.hint ? t(form.hint) : undefined}
        value={typed[name] as string}
        onChange={(value) => editor.update({ [name]: value } as Partial<Draft>)}
        error={errorText(errors[name])}
      />
    );

  const drawn = (block: FormBlock): ReactNode => {
    switch (block.type) {
      case 'id':
        return (
          <IdField
            key="id"
            value={draft.id}
            onChange={editor.setId}
            locked={editor.idLocked}
            mode={editor.mode}
            error={errorText(errors.id)}
            publicPath={`${kind.paths.public(lang, '')}${draft.id || '…'}`}
          />
        );
      case 'languages':
        return (
          <LocalizedFields
            key="languages"
            fields={fields}
            draft={draft}
            errors={errors}
            tab={editor.tab}
            onTab={editor.setTab}
            invalidTabs={editor.invalidTabs}
            tabStates={editor.documents ? editor.publication.states : undefined}
            onChange={editor.setLocalized}
            tagName={editor.tagName}
            panelEnd={(panelLang) => <SharePreviewPanel item={sharedItem(kindName, draft, panelLang, editor)} />}
            panelStart={stale.notice}
            tabNotes={stale.tabNotes}
            bodyImageTool={(bodyLang, insert) =>
              editor.imagesAllowed ? (
                <media.BodyImageButton
                  storageFolder={storageFolder}
                  lang={bodyLang}
                  onInsert={insert}
                  onUploadingChange={editor.setFieldUploading(`body.${bodyLang}`)}
                />
              ) : (
                <p className="field__hint">{t('form.bodyImagesNeedId')}</p>
              )
            }
          />
        );
      case 'tags':
        return (
          <TagsInput
            key="tags"
            id={fieldId('tags')}
            label={labelOf('tags')}
            value={draft.tags}
            onChange={(tags) => editor.update({ tags } as Partial<Draft>)}
            onTyped={editor.tagTyped}
            names={editor.newTagNames}
            onName={editor.setTagName}
            error={errorText(errors.tags)}
          />
        );
      case 'publication':
        return (
          <PublicationPanel
            key="publication"
            kind={kindName}
            states={editor.documents ? editor.publication.states : null}
            moments={moments}
            busy={editor.saving}
            pending={editor.dirty}
            problem={editor.publication.problem}
            onRun={editor.publication.run}
          >
            <LanguageReadinessList item={draft} required={requiredLanguageFields(fields)} />
            {PublicationExtras ? <PublicationExtras {...sectionProps} /> : null}
          </PublicationPanel>
        );
      case 'section': {
        const Section = sections[block.group];
        return <Section key={block.group} {...sectionProps} />;
      }
      case 'fieldset':
        return (
          <fieldset key={block.group} className={`editor__${block.group}`}>
            <legend>{t(`${kindName}.${block.group}`)}</legend>
            {block.fields.map(input)}
          </fieldset>
        );
      case 'input':
        return input(block.field);
    }
  };

  return (
    <>
      <DocumentTitle title={title} />
      <h1 id={headingId}>{title}</h1>
      {editor.documents ? <LangStatesLine states={editor.publication.states} moments={moments} now={editor.savedSeenAt} /> : null}
      {editor.keptWork ? <KeptWorkNotice {...editor.keptWork} onRestore={editor.restoreKept} onDiscard={editor.discardKept} /> : null}
      {editor.keepRefused ? <p className="field__hint">{t('form.keepRefused')}</p> : null}
      <ItemHistoryButton
        kind={kindName}
        saved={editor.saved}
        lang={lang}
        dirty={editor.dirty}
        busy={editor.saving || editor.autosave.state === 'saving'}
        onRestored={(stored) => editor.holdRestored(stored as SavedItem<Item>)}
      />
      <form className="editor" noValidate aria-labelledby={headingId} ref={editorFormKeys} onSubmit={editor.submit}>
        <SaveStatus
          kind={kindName}
          saving={editor.saving}
          notice={editor.notice}
          publishedAt={editor.publication.noticeOf?.at ?? editor.saved?.publishedAt}
          noticeLang={editor.publication.noticeOf?.lang}
          publicPage={publicPage}
          focusOnArrival={initialNotice !== undefined}
        />
        <ErrorSummary errors={editor.summaryErrors} labels={labels} onSelect={editor.focusField} />
        {formBlocks(fields, sections).map(drawn)}
        <FormFooter
          saving={editor.saving}
          uploading={editor.uploading}
          saveRefusedForUpload={editor.saveRefusedForUpload}
          saveError={editor.saveError}
          onLoadSaved={() => void editor.loadSavedVersion()}
          kind={kindName}
          notice={editor.notice}
          publishedAt={editor.publication.noticeOf?.at ?? editor.saved?.publishedAt}
          noticeLang={editor.publication.noticeOf?.lang}
          publicPage={publicPage}
          previewPage={previewPage}
          changesPage={changesPage}
          backLink={<Link to={kind.paths.list(lang)}>{t(`${kindName}.backToList`)}</Link>}
          autosave={
            <AutosaveIndicator<FieldErrors>
              state={editor.autosave}
              lang={lang}
              why={(found) => {
                const [path] = sortedErrorPaths(found, editor.tab, fields);
                return `${errorLabel(path)}: ${errorText(found[path])}`;
              }}
            />
          }
        />
      </form>
      {editor.mine ? <UnsavedVersion mine={editor.mine} fields={fields} onDismiss={editor.dismissMine} /> : null}
      {editor.prompt}
    </>
  );
}

/** What the search and link preview of `lang` shows of the draft: as the page would name it (share-preview.ts). */
function sharedItem(
  kind: EditorKind,
  draft: ItemDraft,
  lang: Lang,
  editor: { saved: { updatedAt: number } | null; tagName(tag: string, lang: Lang): string },
): SharedItem {
  const { gallery = [] } = draft as ItemDraft & { gallery?: ContentImage[] };
  return {
    kind,
    id: draft.id,
    lang,
    title: draft.title[lang],
    summary: draft.summary[lang],
    body: draft.body[lang],
    tagLabels: draft.tags.slice(0, 3).map((tag) => editor.tagName(tag, lang) || tag),
    image: gallery[0] ?? draft.cover ?? null,
    updatedAt: editor.saved?.updatedAt ?? 0,
  };
}

/** A kind's form as the create and edit screens render it (item-kinds.tsx `Form`). */
export function itemFormOf<Item extends Post | Project, Draft extends ItemDraft, FormData>(spec: ItemFormSpec<Item, Draft, FormData>) {
  return function KindForm(props: ItemFormProps<Item, FormData>) {
    return <ItemForm spec={spec} {...props} />;
  };
}
