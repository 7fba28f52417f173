/**
 * Publication per language (docs/decisions.md, "What a saved version of an item is"): each language's state, in
 * words, with a menu of what that state allows (use-publish-language.ts, operationsFor). The menu is a WAI-ARIA
 * menu button: Enter, Space or ↓ opens it on its first item, ↑ on its last; arrows, Home and End move; Escape
 * and Tab close it, focus back on its button. Schedule and Publish with an earlier date ask for the moment (the
 * publication-date fields); Discard and Unpublish ask first, saying what visitors lose.
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '@portfolio/content/content-types';
import type { LangState } from '@portfolio/content/saved-item';
import { interfaceLang } from '../../../lib/i18n';
import { formatDateTime } from '../../../utils/dates';
import { formatShortDateTime } from '../short-date-time';
import type { LangOperation } from '../api/editor-store';
import { fromDateTimeLocal, toDateTimeLocal } from '../form-values';
import { backdateError, operationsFor, scheduleError, type PublishProblem } from '../item-editor/use-publish-language';
import { ConfirmDialog } from './confirm-dialog';
import { useReadinessSentence } from './language-readiness';
import { PublicationDate } from './publication-date';

const HOUR = 3_600_000;

/**
 * "EN published · ES draft", "EN scheduled for Dec 3, 9:00 AM · ES draft": every language's state in one line, a
 * scheduled one with its moment (`moments`: each published language's, judged against `now`) in the admin's language.
 */
export function useStatesLine() {
  const { t, i18n } = useTranslation('admin');
  return (states: Record<Lang, LangState>, moments: Partial<Record<Lang, number>> = {}, now = 0) =>
    LANGS.map((lang) => {
      const code = lang.toUpperCase();
      const moment = moments[lang];
      return states[lang] === 'scheduled' && moment !== undefined
        ? t('publish.stateScheduledShort', { code, date: formatShortDateTime(moment, interfaceLang(i18n.language), now) })
        : t('publish.stateShort', { code, state: t(`publish.states.${states[lang]}`) });
    }).join(' · ');
}

/** The line under the editor's title: what visitors get of each language. */
export function LangStatesLine({
  states,
  moments,
  now,
}: {
  states: Record<Lang, LangState>;
  moments: Partial<Record<Lang, number>>;
  now: number;
}) {
  const line = useStatesLine();
  return <p className="editor__lang-states">{line(states, moments, now)}</p>;
}

export interface PublicationPanelProps {
  kind: 'posts' | 'projects';
  /** Null while the item is not saved yet: there is nothing to publish. */
  states: Record<Lang, LangState> | null;
  /** Each published or scheduled language's moment. */
  moments: Partial<Record<Lang, number>>;
  busy: boolean;
  /** The form holds edits not saved yet. */
  pending: boolean;
  problem: PublishProblem;
  onRun(operation: LangOperation, lang: Lang, at?: number): Promise<boolean>;
  children?: ReactNode;
}

/** The publication fieldset: a row per language with its menu, then the readiness list and the kind's extras. */
export function PublicationPanel({ kind, states, moments, busy, pending, problem, onRun, children }: PublicationPanelProps) {
  const { t } = useTranslation('admin');
  return (
    <fieldset className="editor__publication">
      <legend>{t('publish.title')}</legend>
      {states ? (
        <ul className="publish-rows">
          {LANGS.map((lang) => (
            <PublishRow
              key={lang}
              kind={kind}
              lang={lang}
              state={states[lang]}
              states={states}
              moment={moments[lang]}
              busy={busy}
              pending={pending}
              problem={problem?.lang === lang ? problem : null}
              onRun={onRun}
            />
          ))}
        </ul>
      ) : (
        <p className="field__hint">{t('publish.saveFirst')}</p>
      )}
      {children}
    </fieldset>
  );
}

interface PublishRowProps {
  kind: 'posts' | 'projects';
  lang: Lang;
  state: LangState;
  states: Record<Lang, LangState>;
  moment?: number;
  busy: boolean;
  pending: boolean;
  problem: PublishProblem;
  onRun(operation: LangOperation, lang: Lang, at?: number): Promise<boolean>;
}

function PublishRow({ kind, lang, state, states, moment, busy, pending, problem, onRun }: PublishRowProps) {
  const { t, i18n } = useTranslation('admin');
  const sentence = useReadinessSentence();
  const menuButton = useRef<HTMLButtonElement>(null);
  const [asking, setAsking] = useState<'discard' | 'unpublish' | null>(null);
  const [dating, setDating] = useState<'schedule' | 'backdate' | null>(null);
  const language = t(`tabs.${lang}`);
  const inSentence = t(`languages.${lang}`);
  const other = LANGS.find((each) => each !== lang)!;
  const when = moment !== undefined ? formatDateTime(moment, interfaceLang(i18n.language)) : '';
  const rowText =
    state === 'scheduled' && moment !== undefined
      ? t('publish.rowScheduled', { language, date: when })
      : t('publish.row', { language, state: t(`publish.states.${state}`) });
  const otherStays = states[other] === 'published' || states[other] === 'staged' || states[other] === 'scheduled';

  const chosen = (operation: LangOperation) => {
    if (operation === 'schedule' || operation === 'backdate') setDating(operation);
    else if (operation === 'discard' || operation === 'unpublish') setAsking(operation);
    else void onRun(operation, lang).then(() => menuButton.current?.focus());
  };

  return (
    <li className="publish-row">
      <span className="publish-row__state">{rowText}</span>
      <PublishMenu
        buttonRef={menuButton}
        label={t('publish.menu', { language })}
        operations={operationsFor(state, pending)}
        disabled={busy}
        onChoose={chosen}
      />
      {problem ? (
        <p role="alert" className="field__error publish-row__problem">
          {t('publish.notReady', { readiness: sentence(problem.readiness, lang) })}
        </p>
      ) : null}
      {dating ? (
        <DateForm
          key={dating}
          mode={dating}
          lang={lang}
          initial={moment !== undefined && state === 'scheduled' && dating === 'schedule' ? moment : null}
          busy={busy}
          onCancel={() => {
            setDating(null);
            menuButton.current?.focus();
          }}
          onChosen={async (at) => {
            const done = await onRun(dating, lang, at);
            if (done) {
              setDating(null);
              menuButton.current?.focus();
            }
          }}
        />
      ) : null}
      {asking ? (
        <ConfirmDialog
          title={t(asking === 'discard' ? 'publish.discardTitle' : 'publish.unpublishTitle', { language: inSentence })}
          message={
            asking === 'discard'
              ? t('publish.discardMessage', { language: inSentence })
              : otherStays
                ? t(`${kind}.unpublishOne`, { language: inSentence, other: t(`languages.${other}`) })
                : t(`${kind}.unpublishLast`)
          }
          confirmLabel={t(asking === 'discard' ? 'publish.discardConfirm' : 'publish.unpublishConfirm')}
          cancelLabel={t('publish.cancel')}
          busy={busy}
          onCancel={() => setAsking(null)}
          onConfirm={() => void onRun(asking, lang).then(() => setAsking(null))}
        />
      ) : null}
    </li>
  );
}

interface PublishMenuProps {
  buttonRef: React.RefObject<HTMLButtonElement | null>;
  label: string;
  operations: LangOperation[];
  disabled: boolean;
  onChoose(operation: LangOperation): void;
}

/** A menu button (WAI-ARIA "menu button" pattern) offering `operations`. */
function PublishMenu({ buttonRef, label, operations, disabled, onChoose }: PublishMenuProps) {
  const { t } = useTranslation('admin');
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const items = useRef<(HTMLButtonElement | null)[]>([]);

  const focusItem = (index: number) => items.current[(index + operations.length) % operations.length]?.focus();
  const openAt = (index: number) => {
    setOpen(true);
    // The items exist once the menu has rendered.
    requestAnimationFrame(() => focusItem(index));
  };
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : operations.length - 1);
    }
  };
  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = items.current.findIndex((item) => item === document.activeElement);
    const targets: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: operations.length - 1 };
    if (event.key in targets) {
      event.preventDefault();
      focusItem(targets[event.key]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div
      className="publish-menu"
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="publish-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-disabled={disabled || undefined}
        onClick={() => {
          if (disabled) return;
          if (open) setOpen(false);
          else openAt(0);
        }}
        onKeyDown={onButtonKey}
      >
        {label}
        <span aria-hidden="true"> ▾</span>
      </button>
      {open ? (
        <ul id={menuId} role="menu" aria-label={label} className="publish-menu__list" onKeyDown={onMenuKey}>
          {operations.map((operation, index) => (
            <li key={operation} role="none">
              <button
                ref={(element) => {
                  items.current[index] = element;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  setOpen(false);
                  // Focus goes back to the button first: a dialog opened now gives it back there on closing.
                  buttonRef.current?.focus();
                  onChoose(operation);
                }}
              >
                {t(`publish.operations.${operation}`)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The moment to publish a language at: for Schedule, later than now and at most a year ahead (scheduleError); for
 * Publish with an earlier date, before now (backdateError: docs/decisions.md, "Publication dates").
 */
function DateForm({
  mode,
  lang,
  initial,
  busy,
  onCancel,
  onChosen,
}: {
  mode: 'schedule' | 'backdate';
  lang: Lang;
  initial: number | null;
  busy: boolean;
  onCancel(): void;
  onChosen(at: number): Promise<void>;
}) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  // Proposed (the clock is read once, as the form opens): tomorrow at this hour for a schedule, this hour for an
  // earlier date, which the owner then changes.
  const [value, setValue] = useState(() =>
    toDateTimeLocal(initial ?? (mode === 'schedule' ? Math.ceil((Date.now() + 24 * HOUR) / HOUR) : Math.floor(Date.now() / HOUR)) * HOUR),
  );
  const [error, setError] = useState<string | undefined>(undefined);
  const fieldId = `${mode}-${lang}`;
  const language = t(`languages.${lang}`);
  return (
    <div role="group" aria-labelledby={headingId} className="publish-schedule">
      <h3 id={headingId}>{t(mode === 'schedule' ? 'publish.scheduleTitle' : 'publish.backdateTitle', { language })}</h3>
      {mode === 'backdate' ? <p className="field__hint">{t('publish.backdateHint')}</p> : null}
      <PublicationDate id={fieldId} value={value} error={error} onChange={setValue} focusOnOpen />
      <div className="publish-schedule__actions">
        <button type="button" onClick={onCancel}>
          {t('publish.cancel')}
        </button>
        <button
          type="button"
          className="btn btn--primary"
          aria-disabled={busy || undefined}
          onClick={() => {
            if (busy) return;
            const at = fromDateTimeLocal(value);
            const problem = mode === 'schedule' ? scheduleError(at, Date.now()) : backdateError(at, Date.now());
            setError(problem ? t(`publish.${mode}Errors.${problem}`) : undefined);
            if (problem) document.getElementById(fieldId)?.focus();
            else void onChosen(at);
          }}
        >
          {t(mode === 'schedule' ? 'publish.scheduleConfirm' : 'publish.backdateConfirm')}
        </button>
      </div>
    </div>
  );
}
