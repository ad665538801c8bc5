import toast from 'react-hot-toast';
import { useDashboardT, withElement } from '../../i18n/dashboard-i18n';
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
  const t = useDashboardT();
  return (
    <ModalDialog
      title={t('apiTokens.secret.title')}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      description={t('apiTokens.secret.intro', { name })}
    >
      <div className="space-y-4">
        <output
          aria-label={t('apiTokens.secret.label')}
          className="block break-all rounded-lg bg-gray-50 px-3 py-2 font-mono text-sm text-gray-900 ring-1 ring-gray-200"
        >
          {secret}
        </output>
        <p className="text-sm text-gray-600">
          {withElement(
            t,
            'apiTokens.secret.header',
            'header',
            <code className="whitespace-nowrap font-mono text-xs text-gray-800">
              Authorization: Bearer &lt;token&gt;
            </code>,
          )}
        </p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button
            variant="secondary"
            onClick={() =>
              navigator.clipboard.writeText(secret).then(
                () => toast.success(t('apiTokens.secret.copied')),
                () => toast.error(t('apiTokens.secret.copyFailed')),
              )
            }
          >
            <CopyIcon className="size-4" />
            {t('apiTokens.secret.copy')}
          </Button>
          <Button onClick={onClose}>{t('apiTokens.secret.done')}</Button>
        </div>
      </div>
    </ModalDialog>
  );
}
