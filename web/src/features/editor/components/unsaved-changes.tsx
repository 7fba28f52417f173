import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Asks before leaving a form with unsaved changes: in-app navigation through
 * the router's blocker (answered with our own dialog), closing or reloading
 * the tab through the browser's beforeunload prompt.
 *
 * `onLeave` runs when the owner confirms leaving (to discard unsaved uploads).
 * Returns the dialog to render and `allowNextNavigation`, which a successful
 * save calls right before navigating: the blocker reads refs rather than the
 * last render's props because the navigation happens before React re-renders.
 */
export function useUnsavedChangesPrompt(dirty: boolean, onLeave?: () => void): { prompt: ReactNode; allowNextNavigation(): void } {
  const { t } = useTranslation('admin');
  const dirtyRef = useRef(dirty);
  const allowRef = useRef(false);

  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => {
    if (allowRef.current) {
      allowRef.current = false;
      return false;
    }
    return dirtyRef.current && currentLocation.pathname !== nextLocation.pathname;
  }, []);
  const blocker = useBlocker(shouldBlock);

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
    blocker.state === 'blocked' ? (
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
