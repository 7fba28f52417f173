/**
 * The tag-names screen (/admin/etiquetas): every tag in use, drafts' tags included, with its name in each
 * language. Tags keep one slug for URLs; readers see the name in their language, or the slug where none is
 * written (docs/data-model.md, `/tags`). One Save stores every changed tag in one write.
 */
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../../components/seo/document-title';
import { paths } from '@portfolio/content/paths';
import type { ContentErrorCode } from '../../../data/content-store';
import { LANGS, TAG_NAME_MAX, type Lang, type Localized, type TagNames } from '@portfolio/content/content-types';
import { errorCode, saveTagNames, type TagUsage } from '../api/editor-store';
import { fieldId, editorFormKeys, TextField } from './fields';
import { useUnsavedChangesPrompt } from './unsaved-changes';

export interface TagNamesFormProps {
  lang: Lang;
  usage: TagUsage[];
  names: TagNames;
  /** The tags could not be read: said on the page instead of an empty list. */
  loadError: ContentErrorCode | null;
}

const EMPTY: Localized = { en: '', es: '' };
const trimmed = (names: Localized): Localized => ({ en: names.en.trim(), es: names.es.trim() });
const same = (a: Localized, b: Localized) => a.en === b.en && a.es === b.es;

export function TagNamesForm({ lang, usage, names, loadError }: TagNamesFormProps) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const [saved, setSaved] = useState<TagNames>(names);
  const [draft, setDraft] = useState<TagNames>(names);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<ContentErrorCode | null>(null);
  const [status, setStatus] = useState('');
  const [showErrors, setShowErrors] = useState(false);

  const nameOf = (from: TagNames, tag: string): Localized => from[tag] ?? EMPTY;
  const changed = useMemo(
    () => usage.map(({ tag }) => tag).filter((tag) => !same(trimmed(nameOf(draft, tag)), trimmed(nameOf(saved, tag)))),
    [usage, draft, saved],
  );
  const tooLong = usage.flatMap(({ tag }) =>
    LANGS.filter((code) => nameOf(draft, tag)[code].trim().length > TAG_NAME_MAX).map((code) => ({ tag, code })),
  );
  const { prompt } = useUnsavedChangesPrompt(changed.length > 0 && !saving);

  const setName = (tag: string, code: Lang, value: string) => {
    setDraft((current) => ({ ...current, [tag]: { ...nameOf(current, tag), [code]: value } }));
    setStatus('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setShowErrors(true);
    setSaveError(null);
    if (tooLong.length > 0) {
      document.getElementById(fieldId(`tag.${tooLong[0].tag}.${tooLong[0].code}`))?.focus();
      return;
    }
    if (changed.length === 0) {
      setStatus(t('tagNames.nothingChanged'));
      return;
    }
    setSaving(true);
    setStatus(t('form.saving'));
    try {
      const update = Object.fromEntries(changed.map((tag) => [tag, trimmed(nameOf(draft, tag))]));
      await saveTagNames(update);
      const next = { ...saved, ...update };
      setSaved(next);
      setDraft(next);
      setShowErrors(false);
      setStatus(t('tagNames.saved', { count: changed.length }));
    } catch (error) {
      // What was typed stays in the form: the owner can retry.
      setSaveError(errorCode(error));
      setStatus('');
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="tag-names">
      {prompt}
      <DocumentTitle title={t('tagNames.title')} />
      <h1 id={headingId}>{t('tagNames.title')}</h1>
      <p className="field__hint">{t('tagNames.intro')}</p>
      {loadError ? (
        <p role="alert" className="editor__save-error">
          {t(`contentErrors.${loadError}`)}
        </p>
      ) : usage.length === 0 ? (
        <p className="empty-state">{t('tagNames.empty')}</p>
      ) : (
        <form className="editor" noValidate aria-labelledby={headingId} ref={editorFormKeys} onSubmit={(event) => void submit(event)}>
          <ul className="tag-names__list">
            {usage.map(({ tag, posts, projects }) => {
              const legendId = `tag-${tag}-legend`;
              return (
                <li key={tag}>
                  <fieldset className="tag-names__tag" aria-describedby={`${legendId}-use`}>
                    <legend id={legendId}>
                      <code>{tag}</code>
                    </legend>
                    <p id={`${legendId}-use`} className="field__hint">
                      {posts + projects === 0
                        ? t('tagNames.unused')
                        : [posts ? t('tagNames.posts', { count: posts }) : '', projects ? t('tagNames.projects', { count: projects }) : '']
                            .filter(Boolean)
                            .join(' · ')}
                    </p>
                    <div className="tag-names__fields">
                      {LANGS.map((code) => {
                        const value = nameOf(draft, tag)[code];
                        return (
                          <TextField
                            key={code}
                            id={fieldId(`tag.${tag}.${code}`)}
                            label={t('tagNames.name', { language: t(`languages.${code}`) })}
                            lang={code}
                            value={value}
                            limit={TAG_NAME_MAX}
                            onChange={(next) => setName(tag, code, next)}
                            error={
                              showErrors && value.trim().length > TAG_NAME_MAX ? t('errors.tooLong', { max: TAG_NAME_MAX }) : undefined
                            }
                          />
                        );
                      })}
                    </div>
                  </fieldset>
                </li>
              );
            })}
          </ul>
          <div className="editor__footer">
            <p className="editor__notice" role="status">
              {status}
            </p>
            {saveError ? (
              <p role="alert" className="editor__save-error">
                {t(`contentErrors.${saveError}`)} {t('form.keptData')}
              </p>
            ) : null}
            <button type="submit" aria-disabled={saving || undefined}>
              {t('form.save')}
            </button>
            <Link to={paths.blog(lang)}>{t('tagNames.viewBlog')}</Link>
          </div>
        </form>
      )}
    </div>
  );
}
