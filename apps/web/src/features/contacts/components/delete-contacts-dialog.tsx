import { useState } from 'react';
import toast from 'react-hot-toast';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { Button } from '../../ui/components/button';
import { CheckboxField } from '../../ui/components/checkbox-field';
import { ModalDialog } from '../../ui/components/modal-dialog';
import { useDeleteContacts } from '../queries';

interface DeleteContactsDialogProps {
  contacts: readonly { _id: string; name: string }[];
  onClose: (done?: boolean) => void;
}

/** Deletes contacts after a confirmation; their bookings stay unless the host also removes them. */
export function DeleteContactsDialog({ contacts, onClose }: DeleteContactsDialogProps) {
  const [deleteToo, setDeleteToo] = useState(false);
  const remove = useDeleteContacts();
  const t = useDashboardT();
  const count = contacts.length;
  const name = contacts[0]?.name;
  const who = t('contacts.who', { count: count === 1 && name === undefined ? 0 : count, name: name ?? '' });

  function confirm() {
    remove.mutate(
      { ids: contacts.map((contact) => contact._id), deleteToo },
      {
        onSuccess: (result) => {
          toast.success(
            result.attendeesDeleted > 0
              ? t('contacts.deletedWithBookings', {
                  deleted: result.deleted,
                  records: result.attendeesDeleted,
                })
              : t('contacts.deleted', { deleted: result.deleted }),
          );
          onClose(true);
        },
      },
    );
  }

  return (
    <ModalDialog
      title={t('contacts.deleteQuestion', { who })}
      role="alertdialog"
      isOpen
      isDismissable={!remove.isPending}
      onOpenChange={(open) => !open && onClose()}
      description={t('contacts.deleteIntro')}
    >
      <CheckboxField
        label={t('contacts.deleteBookingsToo')}
        checked={deleteToo}
        onChange={setDeleteToo}
        description={t('contacts.deleteBookingsTooHint')}
      />
      {remove.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {remove.error.message}
        </p>
      )}
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onClose()} disabled={remove.isPending} autoFocus>
          {t('contacts.cancel')}
        </Button>
        <Button onClick={confirm} isLoading={remove.isPending} className="bg-red-600 hover:bg-red-700">
          {t('contacts.delete')}
        </Button>
      </div>
    </ModalDialog>
  );
}
