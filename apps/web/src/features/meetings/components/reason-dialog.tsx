import { type FormEvent, type ReactNode, useState } from 'react';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { Button } from '../../ui/components/button';
import { ModalDialog } from '../../ui/components/modal-dialog';
import { TextareaField } from '../../ui/components/textarea-field';

interface ReasonDialogProps {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  reasonLabel?: string;
  isDestructive?: boolean;
  isPending: boolean;
  error?: string | undefined;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Asks before a change that tells the attendees, with an optional reason they will read. */
export function ReasonDialog(props: ReasonDialogProps) {
  const t = useDashboardT();
  const [reason, setReason] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    props.onConfirm(reason.trim());
  }
  return (
    <ModalDialog
      title={props.title}
      description={props.message}
      role="alertdialog"
      isOpen
      isDismissable={!props.isPending}
      onOpenChange={(open) => !open && props.onClose()}
    >
      <form onSubmit={submit} className="space-y-4">
        <TextareaField
          label={props.reasonLabel ?? t('meetings.reason.label')}
          value={reason}
          maxLength={2000}
          rows={3}
          onChange={(event) => setReason(event.target.value)}
        />
        {props.error && (
          <p role="alert" className="text-sm text-red-700">
            {props.error}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={props.onClose} disabled={props.isPending} autoFocus>
            {t('meetings.reason.goBack')}
          </Button>
          <Button
            type="submit"
            isLoading={props.isPending}
            className={props.isDestructive ? 'bg-red-600 hover:bg-red-700' : ''}
          >
            {props.confirmLabel}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
