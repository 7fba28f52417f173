/**
 * The owner's CV: every field of the Cv type in both languages, list items added, removed and reordered with
 * buttons (announced, focus kept on the moved item), a live preview drawn by the public CV page's own component
 * (passed in by the route module: features do not import each other), and one version-checked save of `/cv`.
 */
import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DocumentTitle } from '../../../components/seo/document-title';
import { paths } from '@portfolio/content/paths';
import { LANGS, type Cv, type Lang, type Localized } from '@portfolio/content/content-types';
import { errorCode, loadCv, saveCv } from '../api/editor-store';
import {
  cvToDraft,
  draftToCv,
  newItem,
  type CvDraft,
  type CvSection,
  type EducationDraft,
  type ExperienceDraft,
  type LanguageDraft,
  type SkillGroupDraft,
} from '../cv-values';
import { CV_LIMITS, validateCv } from '../cv-validation';
import { hasErrors, type FieldErrors } from '../validation';
import { ERROR_SUMMARY_ID, fieldId, editorFormKeys, TextField, useErrorText } from './fields';
import { ConfirmDialog } from './confirm-dialog';
import { ErrorSummary, FormFooter, KeptWorkNotice, type CvNotice } from './item-form-parts';
import { LanguageTabs } from './language-tabs';
import { unsavedWorkKey } from '../../../lib/unsaved-work';
import { useLeaveEditor } from '../use-leave-editor';
import { useSaveStatus } from '../use-save-status';
import { useSavedVersion } from '../use-saved-version';
import { buttonAfterMove } from '../../../utils/reorder';

// The history, with its diff library, is loaded only when the owner opens it (docs/decisions.md, "History with
// differences and restore").
const CvHistory = lazy(() => import('../history/cv-history').then((module) => ({ default: module.CvHistory })));

interface CvPreviewProps {
  cv: Cv;
  lang: Lang;
}

export interface CvFormProps {
  /** The stored CV, or a blank draft's null when none is stored yet. */
  cv: Cv | null;
  /** The interface language (from the URL): the content tab the form opens on. */
  lang: Lang;
  /** The public CV page's document, composed in by the route module. */
  Preview: ComponentType<CvPreviewProps>;
}

const SECTION_ITEM: Record<CvSection, string> = {
  experience: 'job',
  education: 'qualification',
  skills: 'skillGroup',
  languages: 'language',
};
/** The first field of an item, where Add puts the focus. */
const FIRST_FIELD: Record<CvSection, string> = {
  experience: 'organization',
  education: 'institution',
  skills: 'name.{lang}',
  languages: 'name.{lang}',
};
const isLang = (value: string | undefined): value is Lang => value === 'en' || value === 'es';

/** The paths of `errors` in the order the owner meets them: what the visible tab shows first, then the other language. */
function sortedErrorPaths(errors: FieldErrors, tab: Lang): string[] {
  const otherLanguage = (path: string) => {
    const last = path.split('.').pop();
    return isLang(last) && last !== tab ? 1 : 0;
  };
  return Object.keys(errors).sort((a, b) => otherLanguage(a) - otherLanguage(b));
}

/** The label of a field from its path, as the form shows it ("Job 2 of 3, Role (Spanish)"). */
function useFieldLabel(draft: CvDraft): (path: string) => string {
  const { t } = useTranslation('admin');
  return (path) => {
    const parts = path.split('.');
    const lang = parts.at(-1);
    const language = isLang(lang) ? t(`languages.${lang}`) : '';
    if (parts.length <= 2)
      return path === 'summary.en' || path === 'summary.es' ? t('form.summary', { language }) : t(`cv.${parts[0]}`, { language });
    const [section, index, field] = parts as [CvSection, string, string];
    const item = t('cv.itemLegend', { item: t(`cv.${SECTION_ITEM[section]}`), position: Number(index) + 1, count: draft[section].length });
    const fieldLabel = field === 'start' || field === 'end' ? t(`cv.${field}`) : t(`cv.${section}Fields.${field}`, { language });
    return `${item}, ${fieldLabel}`;
  };
}

export function CvForm({ cv, lang, Preview }: CvFormProps) {
  const { t, i18n } = useTranslation('admin');
  const errorText = useErrorText();
  const [draft, setDraft] = useState<CvDraft>(() => (cv ? cvToDraft(cv) : cvToDraft(BLANK_CV)));
  const [baseline, setBaseline] = useState(draft);
  const [showErrors, setShowErrors] = useState(false);
  const status = useSaveStatus<CvNotice>(null);
  const { saving, saveError, notice } = status;
  const [tab, setTab] = useState<Lang>(lang);
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(null);
  const [announcement, setAnnouncement] = useState({ text: '', nonce: false });
  const labelOf = useFieldLabel(draft);
  const [historyOpen, setHistoryOpen] = useState(false);
  /** What the last restore did, said under the heading until the form changes. */
  const [restored, setRestored] = useState<string | null>(null);

  const dirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(baseline), [draft, baseline]);
  // After a conflict: the version saved elsewhere goes in the form, the owner's own texts beside it (`mine`).
  const { loadSavedVersion, mine, keepBeside, dismissMine } = useSavedVersion({
    load: loadCv,
    hold: (current: Cv) => {
      const currentDraft = cvToDraft(current);
      setDraft(currentDraft);
      setBaseline(currentDraft);
      setShowErrors(false);
    },
    draft,
    dirty,
    saving,
    setSaveError: status.setSaveError,
  });
  // Unsaved work is kept in the browser as it is typed, an earlier visit's is offered back, and leaving asks first.
  const { kept, prompt } = useLeaveEditor({
    key: unsavedWorkKey('cv'),
    draft,
    dirty,
    savedVersion: baseline.version,
    mineBeside: mine !== null,
    saving,
  });

  const previewCv = useMemo(() => draftToCv(draft), [draft]);
  const errors = useMemo<FieldErrors>(() => (showErrors ? validateCv(previewCv) : {}), [showErrors, previewCv]);

  // The preview speaks the language of the tab, headings included, as the public page in that language does.
  const [previewI18n] = useState(() => i18n.cloneInstance());
  useEffect(() => {
    void previewI18n.changeLanguage(tab);
  }, [previewI18n, tab]);

  useEffect(() => {
    if (!focusRequest) return;
    // Runs after the tab holding the field (or the new item) was rendered.
    (document.getElementById(focusRequest.id) ?? document.getElementById(ERROR_SUMMARY_ID))?.focus();
  }, [focusRequest]);

  const announce = (text: string) =>
    // A flipped trailing no-break space makes screen readers repeat an identical message.
    setAnnouncement((previous) => ({ text, nonce: !previous.nonce }));

  const change = (update: (current: CvDraft) => CvDraft) => {
    setDraft(update);
    status.edited();
    setRestored(null);
  };

  /** A kept version was saved as the new one: the form holds it, the owner's unsaved texts (if any) beside it. */
  const afterRestore = (stored: Cv, version: number) => {
    if (dirty) keepBeside(draft);
    const next = cvToDraft(stored);
    kept.forget();
    setDraft(next);
    setBaseline(next);
    setShowErrors(false);
    status.attempted();
    setHistoryOpen(false);
    setRestored(t('history.restored', { version, next: stored.version }));
  };

  /** Shows a field (switching to its language tab) and focuses it. */
  const focusField = (path: string) => {
    const last = path.split('.').at(-1);
    if (isLang(last)) setTab(last);
    setFocusRequest({ id: fieldId(path) });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setShowErrors(true);
    status.attempted();
    setRestored(null);
    const found = validateCv(previewCv);
    if (hasErrors(found)) {
      focusField(sortedErrorPaths(found, tab)[0]);
      return;
    }
    status.setSaving(true);
    try {
      const stored = await saveCv(previewCv);
      // The draft keeps its item keys (and the owner's place in the form); only the version moves on.
      const next = { ...draft, version: stored.version };
      kept.forget();
      setDraft(next);
      setBaseline(next);
      setShowErrors(false);
      status.setNotice(previewCv.version === 0 ? 'created' : 'saved');
    } catch (error) {
      // The draft stays as typed: nothing is lost, the owner can retry.
      status.setSaveError(errorCode(error));
    } finally {
      status.setSaving(false);
    }
  };

  const summaryErrors = showErrors ? sortedErrorPaths(errors, tab).map((path) => [path, errors[path]] as const) : [];
  const summaryLabels = Object.fromEntries(summaryErrors.map(([path]) => [path, labelOf(path)]));
  const invalidTabs = Object.fromEntries(
    LANGS.map((code) => [code, Object.keys(errors).some((path) => path.endsWith(`.${code}`))]),
  ) as Record<Lang, boolean>;

  const localizedField = (
    path: string,
    label: string,
    value: Localized,
    onChange: (value: Localized) => void,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      id={fieldId(`${path}.${tab}`)}
      label={t(label, { language: t(`languages.${tab}`) })}
      value={value[tab]}
      onChange={(text) => onChange({ ...value, [tab]: text })}
      error={errorText(errors[`${path}.${tab}`])}
      lang={tab}
      {...extra}
    />
  );

  const sameInBoth = t('cv.sameInBothLanguages');
  const monthHint = t('cv.monthHint');

  /** Fields of one list item; `update` patches it. */
  const itemFields: {
    [S in CvSection]: (item: CvDraft[S][number], index: number, update: (patch: Partial<CvDraft[S][number]>) => void) => ReactNode;
  } = {
    experience: (job: ExperienceDraft, index, update) => {
      const path = `experience.${index}`;
      return (
        <>
          <TextField
            id={fieldId(`${path}.organization`)}
            label={t('cv.experienceFields.organization')}
            value={job.organization}
            onChange={(organization) => update({ organization })}
            error={errorText(errors[`${path}.organization`])}
            hint={sameInBoth}
            limit={CV_LIMITS.text}
          />
          {localizedField(`${path}.role`, 'cv.experienceFields.role', job.role, (role) => update({ role }), { limit: CV_LIMITS.text })}
          {localizedField(`${path}.location`, 'cv.experienceFields.location', job.location, (location) => update({ location }), {
            limit: CV_LIMITS.text,
          })}
          <PeriodFields path={path} start={job.start} end={job.end} onChange={update} errors={errors} monthHint={monthHint} />
          {localizedField(`${path}.highlights`, 'cv.experienceFields.highlights', job.highlights, (highlights) => update({ highlights }), {
            multiline: true,
            rows: 4,
            hint: t('cv.linesHint', { max: CV_LIMITS.highlight }),
          })}
        </>
      );
    },
    education: (school: EducationDraft, index, update) => {
      const path = `education.${index}`;
      return (
        <>
          <TextField
            id={fieldId(`${path}.institution`)}
            label={t('cv.educationFields.institution')}
            value={school.institution}
            onChange={(institution) => update({ institution })}
            error={errorText(errors[`${path}.institution`])}
            hint={sameInBoth}
            limit={CV_LIMITS.text}
          />
          {localizedField(`${path}.degree`, 'cv.educationFields.degree', school.degree, (degree) => update({ degree }), {
            limit: CV_LIMITS.text,
          })}
          {localizedField(`${path}.location`, 'cv.educationFields.location', school.location, (location) => update({ location }), {
            limit: CV_LIMITS.text,
          })}
          <PeriodFields path={path} start={school.start} end={school.end} onChange={update} errors={errors} monthHint={monthHint} />
        </>
      );
    },
    skills: (group: SkillGroupDraft, index, update) => {
      const path = `skills.${index}`;
      return (
        <>
          {localizedField(`${path}.name`, 'cv.skillsFields.name', group.name, (name) => update({ name }), {
            limit: CV_LIMITS.skillGroupName,
          })}
          {localizedField(`${path}.items`, 'cv.skillsFields.items', group.items, (items) => update({ items }), {
            multiline: true,
            rows: 4,
            hint: t('cv.linesHint', { max: CV_LIMITS.skill }),
          })}
        </>
      );
    },
    languages: (language: LanguageDraft, index, update) => {
      const path = `languages.${index}`;
      return (
        <>
          {localizedField(`${path}.name`, 'cv.languagesFields.name', language.name, (name) => update({ name }), {
            limit: CV_LIMITS.language,
          })}
          {localizedField(`${path}.level`, 'cv.languagesFields.level', language.level, (level) => update({ level }), {
            limit: CV_LIMITS.language,
          })}
        </>
      );
    },
  };

  const headingId = 'cv-form-heading';
  const previewHeadingId = 'cv-preview-heading';
  const title = t('cv.title');

  return (
    <>
      <DocumentTitle title={title} />
      <h1 id={headingId}>{title}</h1>
      <div className="cv-editor__tools">
        <button type="button" aria-haspopup="dialog" disabled={baseline.version === 0 || saving} onClick={() => setHistoryOpen(true)}>
          {t('history.open')}
        </button>
        <p role="status" className="cv-editor__restored">
          {restored}
        </p>
      </div>
      {historyOpen ? (
        <Suspense fallback={null}>
          <CvHistory lang={lang} dirty={dirty} onRestored={afterRestore} onClose={() => setHistoryOpen(false)} />
        </Suspense>
      ) : null}
      {kept.offer ? <KeptWorkNotice {...kept.offer} onRestore={() => kept.restore(setDraft, keepBeside)} onDiscard={kept.discard} /> : null}
      {kept.refused ? <p className="field__hint">{t('form.keepRefused')}</p> : null}
      <div className="cv-editor">
        <form className="editor" noValidate aria-labelledby={headingId} ref={editorFormKeys} onSubmit={submit}>
          <ErrorSummary errors={summaryErrors} labels={summaryLabels} onSelect={focusField} />
          <TextField
            id={fieldId('name')}
            label={t('cv.name')}
            value={draft.name}
            onChange={(name) => change((current) => ({ ...current, name }))}
            error={errorText(errors.name)}
            hint={sameInBoth}
            limit={CV_LIMITS.name}
            autoComplete="name"
          />
          <TextField
            id={fieldId('email')}
            label={t('cv.email')}
            value={draft.email}
            onChange={(email) => change((current) => ({ ...current, email }))}
            error={errorText(errors.email)}
            hint={`${t('cv.emailHint')} ${sameInBoth}`}
            autoComplete="email"
            inputMode="email"
          />
          <LanguageTabs label={t('form.languagesLabel')} selected={tab} onSelect={setTab} invalid={invalidTabs}>
            {(panelLang) =>
              // One language's fields at a time: the items' shared fields (names, dates) then appear once, in the tab shown.
              panelLang !== tab ? null : (
                <div className="cv-editor__panel">
                  {localizedField('role', 'cv.role', draft.role, (role) => change((current) => ({ ...current, role })), {
                    limit: CV_LIMITS.text,
                  })}
                  {localizedField(
                    'location',
                    'cv.location',
                    draft.location,
                    (location) => change((current) => ({ ...current, location })),
                    {
                      limit: CV_LIMITS.text,
                    },
                  )}
                  {localizedField('summary', 'form.summary', draft.summary, (summary) => change((current) => ({ ...current, summary })), {
                    limit: CV_LIMITS.summary,
                    multiline: true,
                    rows: 5,
                    hint: t('cv.summaryHint'),
                  })}
                  {(['experience', 'education', 'skills', 'languages'] as const).map((section) => (
                    <ItemList
                      key={section}
                      section={section}
                      items={draft[section] as { key: string }[]}
                      error={errorText(errors[section])}
                      onChange={(items) => change((current) => ({ ...current, [section]: items }))}
                      onAnnounce={announce}
                      onFocus={(id) => setFocusRequest({ id })}
                      firstFieldId={(index) => fieldId(`${section}.${index}.${FIRST_FIELD[section]}`.replace('{lang}', tab))}
                      renderItem={(item, index) =>
                        (itemFields[section] as (item: unknown, index: number, update: (patch: object) => void) => ReactNode)(
                          item,
                          index,
                          (patch) =>
                            change((current) => ({
                              ...current,
                              [section]: (current[section] as { key: string }[]).map((entry) =>
                                entry.key === item.key ? { ...entry, ...patch } : entry,
                              ),
                            })),
                        )
                      }
                    />
                  ))}
                </div>
              )
            }
          </LanguageTabs>
          <FormFooter
            saving={saving}
            uploading={false}
            saveRefusedForUpload={false}
            saveError={saveError}
            onLoadSaved={() => void loadSavedVersion()}
            kind="cv"
            notice={notice}
            publicPage={notice ? { path: paths.cv(lang), lang } : null}
            backLink={<Link to={paths.cv(lang)}>{t('cv.viewPublic')}</Link>}
          />
          <p role="status" className="visually-hidden">
            {announcement.text}
            {announcement.nonce ? '\u00a0' : ''}
          </p>
        </form>
        <section className="cv-editor__preview" aria-labelledby={previewHeadingId}>
          <h2 id={previewHeadingId}>{t('form.preview', { language: t(`languages.${tab}`) })}</h2>
          <div className="cv-editor__page" lang={tab}>
            <I18nextProvider i18n={previewI18n}>
              <Preview cv={previewCv} lang={tab} />
            </I18nextProvider>
          </div>
        </section>
      </div>
      {mine ? <UnsavedCv mine={mine} labelOf={labelOf} onDismiss={dismissMine} /> : null}
      {prompt}
    </>
  );
}

const BLANK_CV: Cv = {
  version: 0,
  name: '',
  email: '',
  role: { en: '', es: '' },
  location: { en: '', es: '' },
  summary: { en: '', es: '' },
  experience: [],
  education: [],
  skills: [],
  languages: [],
};

function PeriodFields({
  path,
  start,
  end,
  onChange,
  errors,
  monthHint,
}: {
  path: string;
  start: string;
  end: string;
  onChange(patch: { start?: string; end?: string }): void;
  errors: FieldErrors;
  monthHint: string;
}) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  return (
    <div className="cv-editor__period">
      <TextField
        id={fieldId(`${path}.start`)}
        label={t('cv.start')}
        type="month"
        value={start}
        onChange={(value) => onChange({ start: value })}
        error={errorText(errors[`${path}.start`])}
        hint={monthHint}
      />
      <TextField
        id={fieldId(`${path}.end`)}
        label={t('cv.end')}
        type="month"
        value={end}
        onChange={(value) => onChange({ end: value })}
        error={errorText(errors[`${path}.end`])}
        hint={`${monthHint} ${t('cv.endHint')}`}
      />
    </div>
  );
}

interface ItemListProps<Item extends { key: string }> {
  section: CvSection;
  items: Item[];
  error?: string;
  onChange(items: Item[]): void;
  onAnnounce(text: string): void;
  /** Focuses the element with this id once the change made in the same handler has rendered. */
  onFocus(id: string): void;
  renderItem(item: Item, index: number): ReactNode;
  /** The id of an item's first field. */
  firstFieldId(index: number): string;
}

/** A section's items, each in its own group with Move up, Move down and Remove, and an Add button. */
function ItemList<Item extends { key: string }>({
  section,
  items,
  error,
  onChange,
  onAnnounce,
  onFocus,
  renderItem,
  firstFieldId,
}: ItemListProps<Item>) {
  const { t } = useTranslation('admin');
  const item = t(`cv.${SECTION_ITEM[section]}`);
  const headingId = `cv-editor-${section}`;
  const buttonId = (key: string, action: 'up' | 'down' | 'remove') => `${section}-${key}-${action}`;
  const addId = `${section}-add`;
  const full = items.length >= CV_LIMITS.items;
  /** The item whose removal the dialog asks to confirm: its texts in both languages would leave the form. */
  const [removing, setRemoving] = useState<number | null>(null);
  // Each handler names where focus goes in the same update as the list change, so the form's focus effect
  // runs after the render that shows it (utils/reorder.ts says why not from an effect of the list).
  const move = (index: number, offset: -1 | 1) => {
    const key = items[index].key;
    const next = [...items];
    [next[index], next[index + offset]] = [next[index + offset], next[index]];
    onChange(next);
    onFocus(buttonId(key, buttonAfterMove(index, offset, items.length)));
    onAnnounce(t('cv.announce.moved', { item, position: index + offset + 1, count: items.length }));
  };
  const remove = (index: number) => {
    const neighbour = items[index + 1] ?? items[index - 1];
    onChange(items.filter((_, position) => position !== index));
    onFocus(neighbour ? buttonId(neighbour.key, 'remove') : addId);
    onAnnounce(t('cv.announce.removed', { item, position: index + 1 }));
  };
  const add = () => {
    const created = newItem(section) as unknown as Item;
    onChange([...items, created]);
    onAnnounce(t('cv.announce.added', { item, position: items.length + 1 }));
    // Straight into the new item's first field.
    onFocus(firstFieldId(items.length));
  };

  return (
    // A group, not a region: the preview beside it has regions with the same names (the CV's sections).
    <div className="cv-editor__section" role="group" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`cv.${section}`)}</h2>
      {items.length === 0 ? <p className="field__hint">{t('cv.emptySection')}</p> : null}
      {error ? (
        <p id={fieldId(section)} className="field__error" tabIndex={-1}>
          {error}
        </p>
      ) : null}
      <ol className="cv-editor__items">
        {items.map((entry, index) => (
          <li key={entry.key}>
            <fieldset className="cv-editor__item">
              <legend>{t('cv.itemLegend', { item, position: index + 1, count: items.length })}</legend>
              {renderItem(entry, index)}
              <div className="cv-editor__actions">
                <button type="button" id={buttonId(entry.key, 'up')} disabled={index === 0} onClick={() => move(index, -1)}>
                  {t('cv.moveUp')}
                </button>
                <button type="button" id={buttonId(entry.key, 'down')} disabled={index === items.length - 1} onClick={() => move(index, 1)}>
                  {t('cv.moveDown')}
                </button>
                <button type="button" id={buttonId(entry.key, 'remove')} className="button--danger" onClick={() => setRemoving(index)}>
                  {t('cv.remove')}
                </button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <button type="button" id={addId} disabled={full} onClick={add}>
        {t(`cv.add.${section}`)}
      </button>
      {full ? <p className="field__hint">{t('cv.full', { max: CV_LIMITS.items })}</p> : null}
      {removing !== null ? (
        <ConfirmDialog
          title={t('cv.removeConfirm.title', { item, position: removing + 1 })}
          message={t('cv.removeConfirm.message')}
          confirmLabel={t('cv.remove')}
          cancelLabel={t('cv.removeConfirm.keep')}
          onConfirm={() => {
            setRemoving(null);
            remove(removing);
          }}
          onCancel={() => setRemoving(null)}
        />
      ) : null}
    </div>
  );
}

/** After a conflict, the owner's own texts beside the form (which now holds the version saved elsewhere), to copy from. */
function UnsavedCv({ mine, labelOf, onDismiss }: { mine: CvDraft; labelOf(path: string): string; onDismiss(): void }) {
  const { t } = useTranslation('admin');
  const texts: [string, string][] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      if (value.trim() !== '') texts.push([path, value]);
    } else if (Array.isArray(value)) value.forEach((entry, index) => walk(entry, `${path}.${index}`));
    else if (value && typeof value === 'object')
      for (const [key, entry] of Object.entries(value)) if (key !== 'key') walk(entry, path ? `${path}.${key}` : key);
  };
  walk({ ...mine, version: undefined }, '');
  const headingId = 'unsaved-cv-heading';
  return (
    <section className="editor__mine" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('form.mineTitle')}</h2>
      <p>{t('form.mineHint')}</p>
      {texts.map(([path, value]) => (
        <div key={path} className="field">
          <label htmlFor={`mine-${path}`}>{labelOf(path)}</label>
          <textarea id={`mine-${path}`} readOnly value={value} rows={value.length > 120 ? 4 : 1} />
        </div>
      ))}
      <button type="button" onClick={onDismiss}>
        {t('form.dismissMine')}
      </button>
    </section>
  );
}
