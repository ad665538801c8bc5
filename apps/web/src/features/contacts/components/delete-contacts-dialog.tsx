import { useState } from 'react';
import toast from 'react-hot-toast';
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
  const count = contacts.length;
  const who = count === 1 ? (contacts[0]?.name ?? 'this contact') : `${count} contacts`;

  function confirm() {
    remove.mutate(
      { ids: contacts.map((contact) => contact._id), deleteToo },
      {
        onSuccess: (result) => {
          toast.success(
            result.attendeesDeleted > 0
              ? `Deleted ${result.deleted} and their ${result.attendeesDeleted} booking records`
              : `Deleted ${result.deleted} ${result.deleted === 1 ? 'contact' : 'contacts'}`,
          );
          onClose(true);
        },
      },
    );
  }

  return (
    <ModalDialog
      title={`Delete ${who}?`}
      role="alertdialog"
      isOpen
      isDismissable={!remove.isPending}
      onOpenChange={(open) => !open && onClose()}
      description="The contact is removed from your list. Their past and upcoming bookings stay in your calendar unless you remove them too."
    >
      <CheckboxField
        label="Also delete their bookings"
        checked={deleteToo}
        onChange={setDeleteToo}
        description="Removes them from every meeting they booked; a meeting left with nobody is deleted. This cannot be undone."
      />
      {remove.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {remove.error.message}
        </p>
      )}
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onClose()} disabled={remove.isPending} autoFocus>
          Cancel
        </Button>
        <Button onClick={confirm} isLoading={remove.isPending} className="bg-red-600 hover:bg-red-700">
          Delete
        </Button>
      </div>
    </ModalDialog>
  );
}
