import toast from 'react-hot-toast';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { Button } from '../../ui/components/button';
import { ModalDialog } from '../../ui/components/modal-dialog';

/** Shows a signing secret the one time it can be seen. */
export function SecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  const t = useDashboardT();
  return (
    <ModalDialog
      title={t('webhooks.secret.title')}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      description={t('webhooks.secret.intro')}
    >
      <div className="space-y-4">
        <output
          aria-label={t('webhooks.secret.title')}
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
                () => toast.success(t('webhooks.secret.copied')),
                () => toast.error(t('webhooks.secret.copyFailed')),
              )
            }
          >
            {t('webhooks.secret.copy')}
          </Button>
          <Button type="button" onClick={onClose}>
            {t('webhooks.secret.done')}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
