import toast from 'react-hot-toast';
import { Button } from '../../ui/components/button';
import { CopyIcon } from '../../ui/components/icons';
import { ModalDialog } from '../../ui/components/modal-dialog';

/** Shows a new token the one time it can be seen, with a copy button and how to send it. */
export function TokenSecretDialog({
  name,
  secret,
  onClose,
}: {
  name: string;
  secret: string;
  onClose: () => void;
}) {
  return (
    <ModalDialog
      title="Copy your new token"
      isOpen
      onOpenChange={(open) => !open && onClose()}
      description={`Copy “${name}” now: it is not shown again. Keep it as you would a password.`}
    >
      <div className="space-y-4">
        <output
          aria-label="API token"
          className="block break-all rounded-lg bg-gray-50 px-3 py-2 font-mono text-sm text-gray-900 ring-1 ring-gray-200"
        >
          {secret}
        </output>
        <p className="text-sm text-gray-600">
          Send it with each request in the header{' '}
          <code className="whitespace-nowrap font-mono text-xs text-gray-800">
            Authorization: Bearer &lt;token&gt;
          </code>
          .
        </p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button
            variant="secondary"
            onClick={() =>
              navigator.clipboard.writeText(secret).then(
                () => toast.success('Token copied'),
                () => toast.error('Copy failed; select the token and copy it'),
              )
            }
          >
            <CopyIcon className="size-4" />
            Copy token
          </Button>
          <Button onClick={onClose}>Done</Button>
        </div>
      </div>
    </ModalDialog>
  );
}
