/**
 * Beside Save, what autosave is doing (../use-autosave.ts, docs/decisions.md "Nothing typed is lost"): "Saving…",
 * "Saved 10 seconds ago" (kept up to date), "Offline — kept in this browser", "Not saved: …". Only a change of
 * outcome is announced (politely): not "Saving…", not the minutes going by, so typing is never interrupted.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@portfolio/content/content-types';
import type { AutosaveState } from '../use-autosave';
import { relativeTime } from '../relative-time';

/** How often "Saved … ago" is brought up to date. */
const TICK_MS = 5000;
/** Below this, "just now" rather than a count of seconds. */
const JUST_NOW_MS = 5000;

interface AutosaveIndicatorProps<Invalid> {
  state: AutosaveState<Invalid>;
  /** The admin's language: the relative time is written in it. */
  lang: Lang;
  /** Why an invalid form was not saved, in words ("Title (English): Required."). */
  why(invalid: Invalid): string;
}

export function AutosaveIndicator<Invalid>({ state, lang, why }: AutosaveIndicatorProps<Invalid>) {
  const { t } = useTranslation('admin');
  const [now, setNow] = useState(() => Date.now());
  const savedAt = state.state === 'saved' ? state.at : null;
  useEffect(() => {
    if (savedAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [savedAt]);

  // What is said once the save has settled (null while one is coming or on its way: the last outcome still holds).
  const settled = (() => {
    switch (state.state) {
      case 'saved':
        return t('autosave.saved');
      case 'offline':
        return t('autosave.offline');
      case 'invalid':
        return t('autosave.notSaved', { why: why(state.why) });
      case 'conflict':
        return t('autosave.notSaved', { why: t('autosave.conflict') });
      case 'failed':
        return t('autosave.notSaved', { why: t(`contentErrors.${state.code}`) });
      default:
        return null;
    }
  })();
  const [announced, setAnnounced] = useState(settled ?? '');
  if (settled !== null && settled !== announced) setAnnounced(settled);

  const shown =
    state.state === 'off'
      ? t('autosave.afterFirstSave')
      : state.state === 'saving'
        ? t('autosave.saving')
        : state.state === 'pending'
          ? t('autosave.pending')
          : state.state === 'saved' && state.at !== null
            ? now - state.at < JUST_NOW_MS
              ? t('autosave.savedJustNow')
              : t('autosave.savedAgo', { when: relativeTime(state.at, Math.max(now, state.at), lang) })
            : settled;
  const problem = state.state === 'offline' || state.state === 'invalid' || state.state === 'conflict' || state.state === 'failed';
  return (
    <p className={`editor__autosave${problem ? ' editor__autosave--problem' : ''}`} data-state={state.state}>
      <span aria-hidden="true">{shown}</span>
      <span role="status" className="visually-hidden">
        {announced}
      </span>
    </p>
  );
}
