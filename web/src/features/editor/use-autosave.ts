/**
 * Autosave (docs/decisions.md, "Nothing typed is lost"): a saved item's form saves itself to the working copy a
 * moment after the owner stops typing, and when the tab is hidden or left. One save at a time: changes made during
 * one start another after it; an explicit write (Save, the publish menu) pauses autosave and waits for the one in
 * flight, so it is based on what that stored. What it cannot save it says, and keeps trying only when that can help:
 * an invalid form is tried again after the next change, an offline browser when it is back online, and a version
 * saved elsewhere stops it until the form holds a newer stored version (never overwritten). The form stays in the
 * browser meanwhile (use-kept-work.ts). Shared-shape with any editor whose save can run quietly.
 */
import { useEffect, useRef, useState } from 'react';
import type { ContentErrorCode } from '../../data/content-store';

/** How long after the last change the form saves itself. */
export const AUTOSAVE_DELAY_MS = 2000;

/** What one quiet save came to (`skipped`: nothing tried, for a reason the next change may lift, as an upload). */
export type AutosaveOutcome<Invalid> =
  | { state: 'saved' }
  | { state: 'skipped' }
  | { state: 'invalid'; why: Invalid }
  | { state: 'offline' }
  | { state: 'conflict' }
  | { state: 'failed'; code: ContentErrorCode };

/** What the indicator says. `saved.at`: when the stored version was written (null: not known). */
export type AutosaveState<Invalid> =
  | { state: 'off' }
  | { state: 'saved'; at: number | null }
  | { state: 'pending' }
  | { state: 'saving' }
  | { state: 'offline' }
  | { state: 'invalid'; why: Invalid }
  | { state: 'conflict' }
  | { state: 'failed'; code: ContentErrorCode };

type Problem<Invalid> = Exclude<AutosaveOutcome<Invalid>, { state: 'saved' } | { state: 'skipped' }>;

interface AutosaveInput<Draft, Invalid> {
  /** Off for an item not saved yet (its first Save gives it its address). */
  enabled: boolean;
  draft: Draft;
  dirty: boolean;
  /** The stored version the form is based on: a problem is about that version (a conflict ends with a newer one). */
  version: number | null;
  /** When the stored version was written. */
  storedAt: number | null;
  /** Another write is on its way or an upload is: nothing starts now. */
  blocked: boolean;
  /** Saves `draft` quietly: no errors shown, no focus moved. */
  save(draft: Draft): Promise<AutosaveOutcome<Invalid>>;
  delayMs?: number;
}

/** How often a save that found no connection is tried again. */
const OFFLINE_RETRY_MS = 15_000;

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

export function useAutosave<Draft, Invalid>(input: AutosaveInput<Draft, Invalid>) {
  const { enabled, draft, dirty, version, blocked, delayMs = AUTOSAVE_DELAY_MS } = input;
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<{ of: number | null; outcome: Problem<Invalid> } | null>(null);
  const [online, setOnline] = useState(browserOnline);
  /** Bumped to try again the draft last tried (back online, an explicit write ended). */
  const [retry, setRetry] = useState(0);
  const inFlight = useRef<Promise<void> | null>(null);
  const paused = useRef(0);
  const lastTried = useRef<Draft | null>(null);
  const lastSaved = useRef<Draft | null>(null);
  const current = problem && problem.of === version ? problem.outcome : null;
  const stopped = current?.state === 'conflict';
  // The listeners and timers act on the newest render's values (react-hooks/refs: written after render).
  const latest = useRef({ input, stopped });
  useEffect(() => {
    latest.current = { input, stopped };
  });

  /** Saves the newest form now; what it came to (null: nothing tried, as offline). */
  const run = (): Promise<AutosaveOutcome<Invalid>> | null => {
    const { input: now } = latest.current;
    const sent = now.draft;
    const of = now.version;
    lastTried.current = sent;
    if (!browserOnline()) {
      setOnline(false);
      return null;
    }
    setSaving(true);
    const outcome = now
      .save(sent)
      .catch((): AutosaveOutcome<Invalid> => ({ state: 'failed', code: 'unknown' }))
      .then((result) => {
        if (result.state === 'saved') lastSaved.current = sent;
        if (result.state === 'saved' || result.state === 'skipped') setProblem(null);
        else setProblem({ of, outcome: result });
        return result;
      });
    inFlight.current = outcome
      .then(() => undefined)
      .finally(() => {
        inFlight.current = null;
        setSaving(false);
      });
    return outcome;
  };

  const fire = () => {
    const { input: now } = latest.current;
    if (inFlight.current || paused.current > 0 || !now.enabled || !now.dirty || now.blocked) return;
    void run();
  };

  // A couple of seconds after the last change (each change starts the wait again).
  useEffect(() => {
    if (!enabled || !dirty || blocked || saving || stopped || !online || draft === lastTried.current) return;
    const timer = setTimeout(fire, delayMs);
    return () => clearTimeout(timer);
    // `fire` reads the newest values itself; `retry` asks for another try of the same draft.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, dirty, blocked, saving, stopped, online, draft, delayMs, retry]);

  // A failed connection while the browser thinks it is online: tried again now and then, not only on the next change.
  const unreachable = current?.state === 'offline';
  useEffect(() => {
    if (!unreachable) return;
    const timer = setTimeout(() => {
      lastTried.current = null;
      setRetry((count) => count + 1);
    }, OFFLINE_RETRY_MS);
    return () => clearTimeout(timer);
  }, [unreachable, retry]);

  // Back online: the work kept in the browser meanwhile is saved. Hidden or left: saved now, not in two seconds.
  useEffect(() => {
    const backOnline = () => {
      lastTried.current = null;
      setOnline(true);
      setRetry((count) => count + 1);
    };
    const wentOffline = () => setOnline(false);
    const hidden = () => {
      if (document.visibilityState === 'hidden') fire();
    };
    window.addEventListener('online', backOnline);
    window.addEventListener('offline', wentOffline);
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', fire);
    return () => {
      window.removeEventListener('online', backOnline);
      window.removeEventListener('offline', wentOffline);
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', fire);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const state: AutosaveState<Invalid> = !enabled
    ? { state: 'off' }
    : saving
      ? { state: 'saving' }
      : !online && dirty
        ? { state: 'offline' }
        : current && (dirty || current.state === 'conflict')
          ? current
          : dirty
            ? { state: 'pending' }
            : { state: 'saved', at: input.storedAt };

  return {
    state,
    /**
     * Leaving the editor before the usual wait is over: the form is saved now, after the autosave in flight, and
     * resolves true once what is on screen is stored. False (the owner is asked before leaving) when it cannot be:
     * autosave is off, an upload or another write is on its way, the form is invalid, offline, or saved elsewhere.
     */
    async saveNow(): Promise<boolean> {
      while (inFlight.current) await inFlight.current;
      const { input: now, stopped: stoppedNow } = latest.current;
      if (!now.enabled || now.blocked || paused.current > 0 || stoppedNow) return false;
      // Stored already (the render that says so may not have come yet).
      if (!now.dirty || lastSaved.current === now.draft) return true;
      return (await run())?.state === 'saved';
    },
    /**
     * Runs an explicit write (Save, a publish operation) with autosave paused, after the autosave in flight ends:
     * the write then reads the documents that one stored (useSavedItem's `current`).
     */
    async pause<T>(write: () => Promise<T>): Promise<T> {
      paused.current += 1;
      try {
        while (inFlight.current) await inFlight.current;
        return await write();
      } finally {
        paused.current -= 1;
        // What the write left unsaved (it failed, or the owner typed on) is tried after the usual wait.
        lastTried.current = null;
        setRetry((count) => count + 1);
      }
    },
  };
}
