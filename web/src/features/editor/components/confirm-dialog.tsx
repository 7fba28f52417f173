import { useEffect, useId, useRef } from 'react';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
  onCancel(): void;
  /** Busy while the confirmed action runs: both buttons are disabled. */
  busy?: boolean;
  /** A milder third answer, between Cancel and the confirmation (e.g. "Fill only the empty fields"). */
  alternative?: { label: string; onSelect(): void };
}

/**
 * A modal confirmation built on <dialog>: showModal() gives the focus trap,
 * the inert background and Escape for free. Rendered only while asking, so
 * the parent decides when it exists. Focus starts on Cancel because every
 * question asked here guards something that cannot be undone.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  alternative,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom (tests) and very old browsers lack showModal: fall back to a plain open dialog.
    if (typeof element.showModal === 'function') {
      if (!element.open) element.showModal();
    } else {
      element.setAttribute('open', '');
    }
    cancelButton.current?.focus();
    return () => {
      if (typeof element.close === 'function' && element.open) element.close();
      // Give focus back to whatever opened the question, if it is still on the page.
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={(event) => {
        // Escape: answer "cancel" ourselves so the parent state stays the source of truth.
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <p id={messageId}>{message}</p>
      <div className="confirm-dialog__actions">
        <button type="button" ref={cancelButton} onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
        {alternative ? (
          <button type="button" onClick={alternative.onSelect} disabled={busy}>
            {alternative.label}
          </button>
        ) : null}
        <button type="button" className="button--danger" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
