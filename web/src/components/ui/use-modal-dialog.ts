import { useEffect, type RefObject } from 'react';

interface ModalDialogOptions {
  /** Runs once the dialog is open: where keyboard focus starts. */
  focus?: (element: HTMLDialogElement) => void;
  /** On close, give focus back to whatever had it before the dialog opened, if it is still on the page. */
  returnFocus?: boolean;
}

/**
 * Shows a <dialog> as a modal for as long as its component is mounted: showModal gives the focus trap, the inert
 * page behind and Escape. jsdom (tests) and very old browsers lack showModal: a plain open dialog there.
 */
export function useModalDialog(dialog: RefObject<HTMLDialogElement | null>, { focus, returnFocus = false }: ModalDialogOptions = {}): void {
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = returnFocus && document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof element.showModal === 'function') {
      if (!element.open) element.showModal();
    } else {
      element.setAttribute('open', '');
    }
    focus?.(element);
    return () => {
      if (typeof element.close === 'function' && element.open) element.close();
      if (opener?.isConnected) opener.focus();
    };
    // Once, as the dialog mounts: the options are read then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
