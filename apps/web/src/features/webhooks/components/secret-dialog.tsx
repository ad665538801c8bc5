import toast from 'react-hot-toast';
import { Button } from '../../ui/components/button';
import { ModalDialog } from '../../ui/components/modal-dialog';

/** Shows a signing secret the one time it can be seen. */
export function SecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  return (
    <ModalDialog
      title="Signing secret"
      isOpen
      onOpenChange={(open) => !open && onClose()}
      description="Copy it now: it is not shown again. Your server uses it to check the webhook-signature header of every message."
    >
      <div className="space-y-4">
        <output
          aria-label="Signing secret"
          className="block break-all rounded-lg bg-gray-50 px-3 py-2 font-mono text-sm text-gray-900 ring-1 ring-gray-200"
        >
          {secret}
        </output>
        <div className="flex justify-end gap-3">
          <Button
            type="button"
            variant="secondary"
            onClick={() =>
              navigator.clipboard.writeText(secret).then(
                () => toast.success('Secret copied'),
                () => toast.error('Copy failed; select the secret and copy it'),
              )
            }
          >
            Copy
          </Button>
          <Button type="button" onClick={onClose}>
            Done
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
