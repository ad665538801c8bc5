import type { ReactNode } from 'react';
import { Button } from './button';
import { ModalDialog } from './modal-dialog';
import { Spinner } from './spinner';

interface ConfirmDialogProps {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** The safe choice's label ("Cancel"), in the page's language: each caller reads its catalogue. */
  cancelLabel: string;
  isOpen: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  isPending?: boolean;
  /** Red confirm button, for actions that cannot be undone. */
  isDestructive?: boolean;
}

/** Asks before an action; the safe choice has focus first. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  isOpen,
  onCancel,
  onConfirm,
  isPending = false,
  isDestructive = false,
}: ConfirmDialogProps) {
  return (
    <ModalDialog
      title={title}
      description={message}
      role="alertdialog"
      isOpen={isOpen}
      isDismissable={!isPending}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      size="sm"
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={isPending} autoFocus>
          {cancelLabel}
        </Button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={isPending}
          aria-busy={isPending || undefined}
          className={`inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium text-white shadow-sm disabled:cursor-not-allowed disabled:opacity-60 ${
            isDestructive ? 'bg-red-600 hover:bg-red-700' : 'bg-brand-600 hover:bg-brand-700'
          }`}
        >
          {isPending && <Spinner />}
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
