/**
 * The translation tools at the top of a language tab (docs/decisions.md, "Start a translation from the other
 * language"): "Start from the English text" copies the other language's texts into this one's fields for the owner
 * to translate over — asking before it replaces anything typed, undoable, and saying what a copy cannot do (alt
 * texts, tags' names) — and "Show the English text" puts the other language beside each field (or, on a narrow
 * screen, in place of the fields until switched back).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@portfolio/content/paths';
import type { ContentImage, Lang, Localized } from '@portfolio/content/content-types';
import type { ItemDraft } from '../form-values';
import type { EditorFields, LanguageField } from '../item-fields';
import { copyFromOther, copyTargets, otherLang, translationTodo, type CopiedField, type TranslationTodo } from '../translation-start';
import { ConfirmDialog } from './confirm-dialog';
import { fieldId } from './fields';
import { MarkdownPreview } from './markdown-preview';

export interface TranslationToolsProps {
  fields: EditorFields;
  draft: ItemDraft;
  /** The language being written: the copy goes into it. */
  lang: Lang;
  onChange(field: LanguageField, lang: Lang, value: string): void;
  /** A tag's name for readers of a language ('' while it has none). */
  tagName(tag: string, lang: Lang): string;
  sourceShown: boolean;
  onSourceShown(shown: boolean): void;
}

type Notice = { type: 'filled'; copied: CopiedField[]; todo: TranslationTodo } | { type: 'undone' } | { type: 'nothing' };

const textsOf = (draft: ItemDraft) => draft as unknown as Partial<Record<LanguageField, Localized>>;

export function TranslationTools({ fields, draft, lang, onChange, tagName, sourceShown, onSourceShown }: TranslationToolsProps) {
  const { t } = useTranslation('admin');
  const source = otherLang(lang);
  const [asking, setAsking] = useState<{ replaced: LanguageField[]; empty: LanguageField[] } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null);
  const noticeElement = useRef<HTMLDivElement>(null);
  const labelOf = (field: LanguageField) =>
    t(fields.language.find(({ name }) => name === field)?.form.label ?? field, { language: t(`languages.${lang}`) });

  // After the render that shows the copy (and after a closed dialog gave focus back to its opener).
  useEffect(() => {
    if (focusTarget) (document.getElementById(focusTarget.id) ?? noticeElement.current)?.focus();
  }, [focusTarget]);

  const fill = (targets: LanguageField[]) => {
    setAsking(null);
    if (targets.length === 0) {
      setNotice({ type: 'nothing' });
      setFocusTarget({ id: '' });
      return;
    }
    const copied = copyFromOther(textsOf(draft), lang, targets);
    for (const { field, after } of copied) onChange(field, lang, after);
    // The copied text's images are still described in the other language; a text the owner kept is their own.
    const body = copied.find(({ field }) => field === 'body')?.after ?? '';
    const gallery = (draft as { gallery?: ContentImage[] }).gallery;
    const todo = translationTodo({ body: { ...draft.body, [lang]: body }, cover: draft.cover, gallery, tags: draft.tags }, lang, tagName);
    setNotice({ type: 'filled', copied, todo });
    setFocusTarget({ id: fieldId(`${copied[0].field}.${lang}`) });
  };

  const start = () => {
    const targets = copyTargets(textsOf(draft), fields, lang);
    if (targets.replaced.length > 0) setAsking(targets);
    else fill(targets.empty);
  };

  const undo = (copied: CopiedField[]) => {
    for (const { field, before } of copied) onChange(field, lang, before);
    setNotice({ type: 'undone' });
    setFocusTarget({ id: '' });
  };

  const list = (items: string[]) =>
    items.length > 1 ? `${items.slice(0, -1).join(', ')} ${t('readiness.and')} ${items.at(-1)}` : (items[0] ?? '');
  const sourceLanguage = t(`languages.${source}`);
  const language = t(`languages.${lang}`);

  return (
    <div className="translation-tools">
      <div className="translation-tools__actions">
        <button type="button" onClick={start}>
          {t(`translate.start.${source}`)}
        </button>
        <button type="button" aria-pressed={sourceShown} onClick={() => onSourceShown(!sourceShown)}>
          {t(`translate.showSource.${source}`)}
        </button>
      </div>
      {/* Always on the page, so what a copy did is announced when it fills in. */}
      <div
        ref={noticeElement}
        role="status"
        tabIndex={-1}
        className={`translation-tools__notice${notice ? '' : ' translation-tools__notice--empty'}`}
      >
        {notice?.type === 'filled' ? (
          <>
            <p>{t('translate.filled', { source: sourceLanguage, fields: list(notice.copied.map(({ field }) => labelOf(field))) })}</p>
            <TodoList todo={notice.todo} lang={lang} source={source} />
            <button type="button" onClick={() => undo(notice.copied)}>
              {t('translate.undo')}
            </button>
          </>
        ) : notice?.type === 'undone' ? (
          <p>{t('translate.undone', { language })}</p>
        ) : notice?.type === 'nothing' ? (
          <p>{t('translate.nothing', { source: sourceLanguage, language })}</p>
        ) : null}
      </div>
      {asking ? (
        <ConfirmDialog
          title={t('translate.confirmTitle', { language })}
          message={t('translate.confirmMessage', {
            count: asking.replaced.length,
            fields: list(asking.replaced.map(labelOf)),
            source: sourceLanguage,
          })}
          confirmLabel={t('translate.replace')}
          cancelLabel={t('translate.cancel')}
          onConfirm={() => fill([...asking.replaced, ...asking.empty].sort((a, b) => order(fields, a) - order(fields, b)))}
          onCancel={() => setAsking(null)}
          alternative={asking.empty.length > 0 ? { label: t('translate.fillEmpty'), onSelect: () => fill(asking.empty) } : undefined}
        />
      ) : null}
    </div>
  );
}

const order = (fields: EditorFields, field: LanguageField) => fields.language.findIndex(({ name }) => name === field);

/** What is left to translate by hand after a copy. */
function TodoList({ todo, lang, source }: { todo: TranslationTodo; lang: Lang; source: Lang }) {
  const { t } = useTranslation('admin');
  const language = t(`languages.${lang}`);
  const items = [
    ...(todo.imageAlt > 0 ? [<li key="alt">{t('translate.todo.imageAlt', { count: todo.imageAlt, language })}</li>] : []),
    ...(todo.bodyImages > 0
      ? [<li key="body">{t('translate.todo.bodyImages', { count: todo.bodyImages, source: t(`languages.${source}`) })}</li>]
      : []),
    ...(todo.tags.length > 0
      ? [
          <li key="tags">
            {t('translate.todo.tags', { count: todo.tags.length, language, tags: todo.tags.join(', ') })}{' '}
            <Link to={paths.admin.tags(lang)}>{t('translate.todo.tagsLink')}</Link>
          </li>,
        ]
      : []),
  ];
  if (items.length === 0) return <p>{t('translate.todo.none', { language })}</p>;
  return (
    <>
      <p>{t('translate.todo.title')}</p>
      <ul>{items}</ul>
    </>
  );
}

/** The other language's text of one field, read-only beside (or, on a narrow screen, instead of) the field. */
export function SourceText({ label, text, markdown, lang }: { label: string; text: string; markdown: boolean; lang: Lang }) {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <div className="translation-source" role="group" aria-labelledby={id}>
      <p id={id} className="translation-source__label">
        {label}
      </p>
      {text.trim() === '' ? (
        <p className="translation-source__empty">{t('translate.sourceEmpty')}</p>
      ) : markdown ? (
        <div lang={lang} className="translation-source__text">
          <MarkdownPreview source={text} caret={-1} />
        </div>
      ) : (
        <p lang={lang} className="translation-source__text">
          {text}
        </p>
      )}
    </div>
  );
}
