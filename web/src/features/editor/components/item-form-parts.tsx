/** Pieces of the item form (item-form.tsx), the CV form's error summary and save bar among them. */
import { useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ContentErrorCode } from '../../../data/content-store';
import {
  LANGS,
  isAvailableIn,
  isLiveAnywhere,
  type ContentImage,
  type Lang,
  type Localized,
  type Post,
  type Project,
  type Publication,
} from '@portfolio/content/content-types';
import type { LangState, SavedItem as Documents } from '@portfolio/content/saved-item';
import type { ItemAdapter } from '../api/editor-store';
import type { ItemDraft } from '../form-values';
import type { EditorFields, LanguageField } from '../item-fields';
import type { FieldError, FieldErrors } from '../validation';
import type { EditorNotice } from '../item-editor/save-outcome';
import { ERROR_SUMMARY_ID, fieldId, TextField, useErrorText } from './fields';
import { LanguageTabs, type LanguageTabsProps } from './language-tabs';
import { MarkdownField } from './markdown-field';
import { SourceText, TranslationTools } from './translation-tools';
import { hasTextIn, otherLang } from '../translation-start';
import { useInsertAtCaret } from './use-insert-at-caret';
import { formatDateTime } from '../../../utils/dates';
import { interfaceLang } from '../../../lib/i18n';

/** The contract of the media engineer's ImageField (features/images), passed in by the route module. */
interface ImageFieldProps {
  label: string;
  value: ContentImage | null;
  onChange(value: ContentImage | null): void;
  storageFolder: string;
  onUploadingChange?(uploading: boolean): void;
}

/** The contract of the media engineer's BodyImageButton (features/images): uploads an image for a body. */
interface BodyImageButtonProps {
  storageFolder: string;
  lang: Lang;
  onInsert(markdown: string): void;
  onUploadingChange?(uploading: boolean): void;
}

/** The contract of the media engineer's GalleryEditor (features/images). */
interface GalleryEditorProps {
  value: ContentImage[];
  onChange(value: ContentImage[]): void;
  storageFolder: string;
  cover: ContentImage | null;
  onCoverChange(value: ContentImage | null): void;
  onUploadingChange?(uploading: boolean): void;
}

/** The images feature's components, composed in by the route module (features do not import each other). */
export interface EditorMedia {
  ImageField: ComponentType<ImageFieldProps>;
  GalleryEditor: ComponentType<GalleryEditorProps>;
  BodyImageButton: ComponentType<BodyImageButtonProps>;
}

/** A kind's addresses: its admin screens and an item's public page. */
export interface ItemPaths {
  list(lang: Lang): string;
  create(lang: Lang): string;
  edit(lang: Lang, id: string): string;
  public(lang: Lang, id: string): string;
}

/** What the create and edit screens give a kind's form (its `Form`, item-kinds.tsx). */
export interface ItemFormProps<Item extends Post | Project, FormData> {
  /** The form's own kind (item-kinds.tsx): where its items are stored, and their addresses. */
  kind: { adapter: ItemAdapter<Item>; paths: ItemPaths };
  /** The stored documents (edit), or null (create). */
  item: Documents<Item> | null;
  /** The interface language (from the URL). */
  lang: Lang;
  media: EditorMedia;
  /** What the kind's loadFormData read (a project: the other featured projects). */
  formData: FormData;
  /** What the save on the create page did, which then opened this edit page. */
  initialNotice?: EditorNotice;
  /** The content tab to open on (the page's ?tab=), else the interface language's. */
  initialTab?: Lang;
}

export interface ErrorSummaryProps {
  /** Field path and error, in the order the owner meets the fields. */
  errors: readonly (readonly [string, FieldError])[];
  /** Labels of the fields as the form shows them, by path (`title.en`) or field (`tags`, `cover`, `gallery`…). */
  labels: Record<string, string>;
  /** Shows the field (its language tab too) and focuses it. */
  onSelect(path: string): void;
}

/** How many errors, then each one as a link to its field: "Summary (Spanish): Required in every language…". */
/** An error's field in words, as the error summary names it ("Gallery, Image 2, Alt text (Spanish)"). */
export function useErrorLabel(labels: Record<string, string>) {
  const { t } = useTranslation('admin');
  return (path: string): string => {
    const [head, second] = path.split('.');
    // A label for the whole path wins (the CV's list items), else the field's.
    const parts = [labels[path] ?? labels[head] ?? head];
    if (head === 'gallery' && second !== undefined) parts.push(t('form.imageNumber', { number: Number(second) + 1 }));
    const altLang = /\.alt\.(en|es)$/.exec(path)?.[1];
    if (altLang) parts.push(t('form.altText', { language: t(`languages.${altLang}`) }));
    return parts.join(', ');
  };
}

export function ErrorSummary({ errors, labels, onSelect }: ErrorSummaryProps) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const labelOf = useErrorLabel(labels);
  if (errors.length === 0) return null;
  return (
    <div id={ERROR_SUMMARY_ID} className="editor__error-summary" role="alert" tabIndex={-1}>
      <p>{t('form.errorSummary', { count: errors.length })}</p>
      <ul>
        {errors.map(([path, error]) => (
          <li key={path}>
            {/* A real link (it works as an anchor too); the click also opens the field's language tab. */}
            <a
              href={`#${fieldId(path)}`}
              onClick={(event) => {
                event.preventDefault();
                onSelect(path);
              }}
            >
              {labelOf(path)}: {errorText(error)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface IdFieldProps {
  value: string;
  onChange(value: string): void;
  locked: boolean;
  mode: 'create' | 'edit';
  error?: string;
  /** The public address the id gives, for the hint: as typed, never percent-encoded, so the owner can read it. */
  publicPath: string;
}

export function IdField({ value, onChange, locked, mode, error, publicPath }: IdFieldProps) {
  const { t } = useTranslation('admin');
  const hint = [
    t('form.idAddress', { path: publicPath }),
    mode === 'edit' ? t('form.idFixed') : locked ? t('form.idLockedByUpload') : t('form.idHint'),
  ].join(' ');
  return (
    <TextField id={fieldId('id')} label={t('form.id')} value={value} onChange={onChange} readOnly={locked} error={error} hint={hint} />
  );
}

export interface LocalizedFieldsProps {
  /** The kind's fields: those written per language are shown, in their order (item-fields.ts). */
  fields: EditorFields;
  draft: ItemDraft;
  errors: FieldErrors;
  tab: Lang;
  onTab(lang: Lang): void;
  invalidTabs: Record<Lang, boolean>;
  /** Each language's publication state, said by its tab (a saved item: publish-menu.tsx). */
  tabStates?: Record<Lang, LangState>;
  onChange(field: LanguageField, lang: Lang, value: string): void;
  /** The body's image button for a language, given what puts Markdown at the body's caret. */
  bodyImageTool?(lang: Lang, insert: (markdown: string) => void): ReactNode;
  /** A tag's name for readers of a language ('' while it has none): what a translation still has to name. */
  tagName?(tag: string, lang: Lang): string;
  /** What a language's tab shows after its fields (the search and link preview). */
  panelEnd?(lang: Lang): ReactNode;
  /** What a language's tab shows before its fields (a stale translation's notice), and what its tab says of it. */
  panelStart?(lang: Lang): ReactNode;
  tabNotes?: LanguageTabsProps['notes'];
}

/** The fields written per language (title, summary, Markdown body…), a tab per language. */
export function LocalizedFields({
  fields,
  draft,
  errors,
  tab,
  onTab,
  invalidTabs,
  tabStates,
  onChange,
  bodyImageTool,
  tagName,
  panelEnd,
  panelStart,
  tabNotes,
}: LocalizedFieldsProps) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  // The other language shown beside the fields, per tab (translation-tools.tsx).
  const [sourceShown, setSourceShown] = useState<Record<Lang, boolean>>({ en: false, es: false });
  return (
    <LanguageTabs
      label={t('form.languagesLabel')}
      selected={tab}
      onSelect={onTab}
      invalid={invalidTabs}
      descriptions={tabStates ? Object.fromEntries(LANGS.map((lang) => [lang, t(`publish.states.${tabStates[lang]}`)])) : undefined}
      notes={tabNotes}
    >
      {(lang) => {
        const language = t(`languages.${lang}`);
        const source = otherLang(lang);
        const translating = hasTextIn(draft as Partial<Record<LanguageField, Localized>>, fields, source);
        const beside = translating && sourceShown[lang];
        const inputs = fields.language.map(({ name, form, model }) => {
          const field = name as LanguageField;
          const path = `${name}.${lang}`;
          const common = {
            label: t(form.label, { language }),
            value: languageTexts(draft, field)[lang],
            onChange: (value: string) => onChange(field, lang, value),
            error: errorText(errors[path]),
          };
          const input =
            model?.kind === 'markdown' ? (
              <BodyField key={path} lang={lang} previewLabel={t('form.preview', { language })} imageTool={bodyImageTool} {...common} />
            ) : (
              <TextField
                key={path}
                id={fieldId(path)}
                limit={model && 'max' in model ? model.max : undefined}
                multiline={form.rows !== undefined}
                rows={form.rows}
                lang={lang}
                {...common}
              />
            );
          if (!beside) return input;
          return (
            <div key={path} className="translation-row">
              <SourceText
                label={t(form.label, { language: t(`languages.${source}`) })}
                text={languageTexts(draft, field)[source]}
                markdown={model?.kind === 'markdown'}
                lang={source}
              />
              {input}
            </div>
          );
        });
        return (
          <>
            {panelStart?.(lang)}
            {translating ? (
              <TranslationTools
                fields={fields}
                draft={draft}
                lang={lang}
                onChange={onChange}
                tagName={tagName ?? (() => '')}
                sourceShown={sourceShown[lang]}
                onSourceShown={(shown) => setSourceShown((current) => ({ ...current, [lang]: shown }))}
              />
            ) : null}
            {inputs}
            {panelEnd?.(lang)}
          </>
        );
      }}
    </LanguageTabs>
  );
}

interface BodyFieldProps {
  lang: Lang;
  label: string;
  previewLabel: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  imageTool?: LocalizedFieldsProps['bodyImageTool'];
}

/** A language field's texts in a draft (as the form holds them: `{ en, es }`). */
const languageTexts = (draft: ItemDraft, field: LanguageField): Localized => (draft as Partial<Record<LanguageField, Localized>>)[field]!;

/** One language's Markdown body, with its image button putting the image's Markdown at the caret. */
function BodyField({ lang, imageTool, value, onChange, ...field }: BodyFieldProps) {
  const id = fieldId(`body.${lang}`);
  const insert = useInsertAtCaret(id, value, onChange);
  return <MarkdownField {...field} id={id} lang={lang} value={value} onChange={onChange} tools={imageTool?.(lang, insert)} />;
}

/** Errors of an image (or of the gallery's images) and their alt texts, shown under the media engineer's field. */
export function ImageErrors({ path, errors }: { path: 'cover' | 'gallery'; errors: FieldErrors }) {
  const errorText = useErrorText();
  const { t } = useTranslation('admin');
  const messages = Object.entries(errors)
    .filter(([key]) => key === path || key.startsWith(`${path}.`))
    .map(([key, error]) => {
      const parts: string[] = [];
      const index = /^gallery\.(\d+)/.exec(key)?.[1];
      if (index !== undefined) parts.push(t('form.imageNumber', { number: Number(index) + 1 }));
      const lang = /\.alt\.(en|es)$/.exec(key)?.[1];
      if (lang) parts.push(t('form.altText', { language: t(`languages.${lang}`) }));
      return parts.length > 0 ? `${parts.join(', ')}: ${errorText(error)}` : (errorText(error) ?? '');
    });
  if (messages.length === 0) return null;
  return (
    <ul id={fieldId(path)} className="field__error" tabIndex={-1}>
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

/** What a save of the CV did (it has no draft state: saved is public). */
export type CvNotice = 'created' | 'saved';

export interface SaveOutcomeProps {
  kind: 'posts' | 'projects' | 'cv';
  notice: EditorNotice | CvNotice | null;
  /** The saved item's publication date: a scheduled outcome says when visitors will see it. */
  publishedAt?: number;
  /** The saved item's public page in the language being edited (null while it is a draft). */
  publicPage: { path: string; lang: Lang } | null;
  /** The language a publication's notice speaks of. */
  noticeLang?: Lang;
}

/** What the last save did, in words ("Post published: …"), and a link to the public page when there is one. */
function SaveOutcomeText({ kind, notice, publishedAt = 0, publicPage, noticeLang }: SaveOutcomeProps) {
  const { t, i18n } = useTranslation('admin');
  if (!notice) return null;
  const language = noticeLang ? t(`languages.${noticeLang}`) : '';
  return (
    <>
      {t(`${kind}.outcome.${notice}`, { date: formatDateTime(publishedAt, interfaceLang(i18n.language)), language })}
      {publicPage ? (
        <>
          {' '}
          <Link to={publicPage.path} hrefLang={publicPage.lang}>
            {t('form.viewOnSite', { language: t(`languages.${publicPage.lang}`) })}
          </Link>
        </>
      ) : null}
    </>
  );
}

/**
 * The outcome of the last save at the top of the form, where a new item's edit page opens (scrolled to the top),
 * as the form's live region. On arrival from the create page it takes focus, so a screen reader reads it too
 * (a live region already filled when it appears is not announced). Focus moves as the page is drawn (a layout
 * effect), not a moment after: a click or key in between, such as opening a publish menu, is never undone by it.
 */
export function SaveStatus({ saving, focusOnArrival, ...outcome }: SaveOutcomeProps & { saving: boolean; focusOnArrival: boolean }) {
  const { t } = useTranslation('admin');
  const element = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (focusOnArrival) element.current?.focus();
  }, [focusOnArrival]);
  const visible = saving || outcome.notice !== null;
  return (
    <div ref={element} role="status" tabIndex={-1} className={`editor__status-message${visible ? '' : ' editor__status-message--empty'}`}>
      {saving ? t('form.saving') : <SaveOutcomeText {...outcome} />}
    </div>
  );
}

export interface FormFooterProps extends SaveOutcomeProps {
  saving: boolean;
  /** An image is uploading: saving now would go without it. */
  uploading: boolean;
  /** Save was pressed during an upload (and refused). */
  saveRefusedForUpload: boolean;
  saveError: ContentErrorCode | null;
  /** After a 'conflict': put the version saved elsewhere in the form. */
  onLoadSaved(): void;
  backLink: ReactNode;
  /** A saved draft's public address, where the owner sees it as visitors will once published (previewPageOf). */
  previewPage?: { path: string; lang: Lang } | null;
  /** A live item's public address showing its saved working copy to the owner (changesPageOf). */
  changesPage?: { path: string; lang: Lang } | null;
  /** What autosave is doing, beside Save (AutosaveIndicator). */
  autosave?: ReactNode;
}

/**
 * The save bar: the submit button, the outcome of the last save beside it (where the owner's eyes are after
 * pressing Save; announced by the status at the top, not twice), and what stops a save.
 */
export function FormFooter({
  saving,
  uploading,
  saveRefusedForUpload,
  saveError,
  onLoadSaved,
  backLink,
  previewPage = null,
  changesPage = null,
  autosave = null,
  ...outcome
}: FormFooterProps) {
  const { t } = useTranslation('admin');
  return (
    <div className="editor__footer">
      <p className="editor__notice">{saving ? t('form.saving') : <SaveOutcomeText {...outcome} />}</p>
      {saveRefusedForUpload && uploading ? (
        <p role="alert" className="editor__save-error">
          {t('form.waitForUpload')}
        </p>
      ) : null}
      {saveError ? (
        <p role="alert" className="editor__save-error">
          {t(`contentErrors.${saveError}`)} {t('form.keptData')}
        </p>
      ) : null}
      {saveError === 'conflict' ? (
        <button type="button" onClick={onLoadSaved}>
          {t('form.loadSaved')}
        </button>
      ) : null}
      <button type="submit" aria-disabled={saving || uploading || undefined}>
        {t('form.save')}
      </button>
      {autosave}
      {previewPage ? <Link to={previewPage.path}>{t('form.previewOnSite', { language: t(`languages.${previewPage.lang}`) })}</Link> : null}
      {changesPage ? <Link to={changesPage.path}>{t('form.previewChanges', { language: t(`languages.${changesPage.lang}`) })}</Link> : null}
      {backLink}
    </div>
  );
}

type SavedItem = Publication & { id: string; title: Localized; summary: Localized };

/** The language of a saved item's page: the one being edited, else one it is written in. */
const pageLanguage = (saved: SavedItem, tab: Lang): Lang | undefined =>
  isAvailableIn(saved, tab) ? tab : LANGS.find((other) => isAvailableIn(saved, other));

/**
 * The public address of a saved item visitors cannot see yet (a draft, or scheduled for later), for the owner's
 * preview (none while it is written in no language).
 */
export function previewPageOf(
  saved: SavedItem | null,
  tab: Lang,
  pathOf: (lang: Lang, id: string) => string,
  now: number,
): { path: string; lang: Lang } | null {
  if (!saved || isLiveAnywhere(saved, now)) return null;
  const lang = pageLanguage(saved, tab);
  return lang ? { path: pathOf(lang, saved.id), lang } : null;
}

/**
 * Where the owner sees a live item's saved working copy at its public address (`?preview`, docs/decisions.md,
 * "Draft preview"): when a language has staged changes, or is a draft visitors do not get yet. In the tab's
 * language when it has either, else in a staged one.
 */
export function changesPageOf(
  saved: SavedItem | null,
  states: Record<Lang, LangState> | null,
  tab: Lang,
  pathOf: (lang: Lang, id: string) => string,
  now: number,
): { path: string; lang: Lang } | null {
  if (!saved || !states || !isLiveAnywhere(saved, now)) return null;
  const shows = (lang: Lang) => states[lang] === 'staged' || (states[lang] === 'draft' && isAvailableIn(saved, lang));
  const lang = shows(tab) ? tab : LANGS.find(shows);
  return lang ? { path: `${pathOf(lang, saved.id)}?preview`, lang } : null;
}

/** The public page of a saved item visitors see now, in a language they get (the tab's when they get it). */
export function publicPageOf(
  saved: SavedItem | null,
  tab: Lang,
  pathOf: (lang: Lang, id: string) => string,
  now: number,
): { path: string; lang: Lang } | null {
  if (!saved || !isLiveAnywhere(saved, now)) return null;
  // A language visitors get (published: in `langs`), the tab's when it is one.
  const published = LANGS.filter((lang) => saved.langs[lang]);
  const lang = published.includes(tab) ? tab : (published[0] ?? tab);
  return { path: pathOf(lang, saved.id), lang };
}

/**
 * After a conflict, the owner's own version beside the form (which holds the version saved elsewhere): every
 * text typed, read-only so it can be selected and copied. Fields left empty are not shown.
 */
export function UnsavedVersion({ mine, fields, onDismiss }: { mine: ItemDraft; fields: EditorFields; onDismiss(): void }) {
  const { t } = useTranslation('admin');
  const headingId = 'unsaved-version-heading';
  // What the owner typed: the texts of each language, then the tags and addresses (item-fields.ts, in form order).
  const texts = LANGS.flatMap((lang) =>
    fields.language.map(({ name, form, model }) => ({
      key: `${name}-${lang}`,
      label: t(form.label, { language: t(`languages.${lang}`) }),
      value: languageTexts(mine, name as LanguageField)[lang],
      rows: model?.kind === 'markdown' ? 8 : 2,
    })),
  );
  const typed = mine as unknown as Record<string, unknown>;
  for (const { name, form, model } of fields.shown) {
    if (model?.kind === 'tags') texts.push({ key: name, label: t(form.label), value: (typed[name] as string[]).join(', '), rows: 2 });
    if (model?.kind === 'url') texts.push({ key: name, label: t(form.label), value: typed[name] as string, rows: 2 });
  }
  return (
    <section className="editor__mine" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('form.mineTitle')}</h2>
      <p>{t('form.mineHint')}</p>
      {texts
        .filter(({ value }) => value.trim() !== '')
        .map(({ key, label, value, rows }) => (
          <div key={key} className="field">
            <label htmlFor={`mine-${key}`}>{label}</label>
            <textarea id={`mine-${key}`} readOnly value={value} rows={rows} />
          </div>
        ))}
      <button type="button" onClick={onDismiss}>
        {t('form.dismissMine')}
      </button>
    </section>
  );
}

export interface KeptWorkNoticeProps {
  keptAt: number;
  /** The item was saved elsewhere after the kept work was typed. */
  savedSince: boolean;
  onRestore(): void;
  onDiscard(): void;
}

/**
 * Unsaved work this browser kept from an earlier visit (lib/unsaved-work.ts), offered back above the form: when,
 * what restoring does, and the two choices. It takes focus as it appears (SaveStatus: a layout effect), so a
 * keyboard or screen-reader user meets it first.
 */
export function KeptWorkNotice({ keptAt, savedSince, onRestore, onDiscard }: KeptWorkNoticeProps) {
  const { t, i18n } = useTranslation('admin');
  const headingId = 'kept-work-heading';
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => heading.current?.focus(), []);
  // The owner's own clock and time zone: when they last typed, as they remember it.
  const when = formatDateTime(keptAt, interfaceLang(i18n.language));
  return (
    <section className="editor__kept" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('form.keptTitle', { when })}
      </h2>
      <p>{savedSince ? t('form.keptSavedSince') : t('form.keptText')}</p>
      <div className="editor__kept-actions">
        <button type="button" className="btn btn--primary" onClick={onRestore}>
          {t('form.keptRestore')}
        </button>
        <button type="button" className="btn" onClick={onDiscard}>
          {t('form.keptDiscard')}
        </button>
      </div>
    </section>
  );
}

export const localizedLabel = (value: Localized, lang: Lang): string => value[lang] || value[lang === 'en' ? 'es' : 'en'];
