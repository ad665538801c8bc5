import { useId } from 'react';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { Button } from '../../ui/components/button';
import { CopyButton } from './copy-button';

/** The new link in a read-only box, with a button that copies it. */
export function CreatedShareLink({ url, onDone }: { url: string; onDone: () => void }) {
  const id = useId();
  const t = useDashboardT();
  return (
    <div className="space-y-5">
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-gray-800">
          {t('shareLinks.created.label')}
        </label>
        <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
          <input
            id={id}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="block w-full min-w-0 rounded-lg border border-gray-300 bg-gray-50 px-3 py-2 font-mono text-sm text-gray-900 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
          />
          <CopyButton
            text={url}
            label={t('shareLinks.created.copy')}
            variant="primary"
            className="shrink-0"
          />
        </div>
      </div>
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('shareLinks.created.done')}
        </Button>
      </div>
    </div>
  );
}
