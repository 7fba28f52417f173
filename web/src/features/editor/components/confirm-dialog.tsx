import { useId, useRef } from 'react';
import { useModalDialog } from '../../../components/ui/use-modal-dialog';

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

  useModalDialog(dialog, { focus: () => cancelButton.current?.focus(), returnFocus: true });

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
