import { useState } from 'react';
import toast from 'react-hot-toast';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { Button } from '../../ui/components/button';
import { ModalDialog } from '../../ui/components/modal-dialog';
import { TextareaField } from '../../ui/components/textarea-field';
import { useBlockContacts } from '../queries';

interface BlockContactsDialogProps {
  contacts: readonly { _id: string; name: string; blockedMessage?: string | null }[];
  status: 'BLOCKED' | 'ACTIVE';
  onClose: (done?: boolean) => void;
}

/** Blocks contacts (with the message they see when they try to book) or lets them book again. */
export function BlockContactsDialog({ contacts, status, onClose }: BlockContactsDialogProps) {
  const [message, setMessage] = useState(contacts.length === 1 ? (contacts[0]?.blockedMessage ?? '') : '');
  const block = useBlockContacts();
  const isBlocking = status === 'BLOCKED';
  const t = useDashboardT();
  const count = contacts.length;
  const name = contacts[0]?.name;
  const who = t('contacts.who', { count: count === 1 && name === undefined ? 0 : count, name: name ?? '' });

  function confirm() {
    block.mutate(
      {
        ids: contacts.map((contact) => contact._id),
        status,
        ...(isBlocking && message.trim() ? { blockedMessage: message.trim() } : {}),
      },
      {
        onSuccess: () => {
          toast.success(t(isBlocking ? 'contacts.blockedToast' : 'contacts.unblockedToast', { who }));
          onClose(true);
        },
      },
    );
  }

  return (
    <ModalDialog
      title={t(isBlocking ? 'contacts.blockQuestion' : 'contacts.unblockQuestion', { who })}
      role="alertdialog"
      isOpen
      isDismissable={!block.isPending}
      onOpenChange={(open) => !open && onClose()}
      description={isBlocking ? t('contacts.blockIntro') : t('contacts.unblockIntro')}
    >
      {isBlocking && (
        <TextareaField
          label={t('contacts.blockedMessage')}
          value={message}
          rows={3}
          maxLength={1000}
          onChange={(event) => setMessage(event.target.value)}
        />
      )}
      {block.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {block.error.message}
        </p>
      )}
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onClose()} disabled={block.isPending} autoFocus>
          {t('contacts.cancel')}
        </Button>
        <Button
          onClick={confirm}
          isLoading={block.isPending}
          className={isBlocking ? 'bg-red-600 hover:bg-red-700' : ''}
        >
          {isBlocking ? t('contacts.block') : t('contacts.unblock')}
        </Button>
      </div>
    </ModalDialog>
  );
}
