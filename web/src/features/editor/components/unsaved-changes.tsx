import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Asks before leaving a form with unsaved changes: in-app navigation through
 * the router's blocker (answered with our own dialog), closing or reloading
 * the tab through the browser's beforeunload prompt.
 *
 * `onLeave` runs when the owner confirms leaving (to discard unsaved uploads).
 * `saveFirst`, for a form that saves itself, is tried before asking: leaving
 * goes on once it has stored the form, and asks only when it could not
 * (docs/decisions.md, "Nothing typed is lost").
 * Returns the dialog to render and `allowNextNavigation`, which a successful
 * save calls right before navigating: the blocker reads refs rather than the
 * last render's props because the navigation happens before React re-renders.
 */
export function useUnsavedChangesPrompt(
  dirty: boolean,
  onLeave?: () => void,
  saveFirst?: () => Promise<boolean>,
): { prompt: ReactNode; allowNextNavigation(): void } {
  const { t } = useTranslation('admin');
  const dirtyRef = useRef(dirty);
  const allowRef = useRef(false);
  const saveFirstRef = useRef(saveFirst);
  /** The blocked navigation (its location's key) that saving could not let through: the owner is asked. */
  const [unsavedFor, setUnsavedFor] = useState<string | null>(null);

  useEffect(() => {
    dirtyRef.current = dirty;
    saveFirstRef.current = saveFirst;
  });

  const shouldBlock = useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => {
    if (allowRef.current) {
      allowRef.current = false;
      return false;
    }
    return dirtyRef.current && currentLocation.pathname !== nextLocation.pathname;
  }, []);
  const blocker = useBlocker(shouldBlock);
  const blockedKey = blocker.state === 'blocked' ? blocker.location.key : null;

  useEffect(() => {
    const save = saveFirstRef.current;
    if (blocker.state !== 'blocked' || !save || blockedKey === null) return;
    let current = true;
    void save().then((saved) => {
      if (!current) return;
      if (saved) blocker.proceed();
      else setUnsavedFor(blockedKey);
    });
    return () => {
      current = false;
    };
    // Once per blocked navigation; `blocker` is a new object each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blockedKey]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers only show the prompt when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const allowNextNavigation = useCallback(() => {
    allowRef.current = true;
  }, []);

  const prompt =
    blocker.state === 'blocked' && (!saveFirst || unsavedFor === blockedKey) ? (
      <ConfirmDialog
        title={t('unsaved.title')}
        message={t('unsaved.message')}
        confirmLabel={t('unsaved.leave')}
        cancelLabel={t('unsaved.stay')}
        onConfirm={() => {
          onLeave?.();
          blocker.proceed();
        }}
        onCancel={() => blocker.reset()}
      />
    ) : null;

  return { prompt, allowNextNavigation };
}
