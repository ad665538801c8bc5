import { useState } from 'react';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { Button, type ButtonVariant } from '../../ui/components/button';
import { ModalDialog } from '../../ui/components/modal-dialog';
import type { EmbedOptions } from '../protocol';
import { SnippetBuilder } from './snippet-builder';

interface EmbedButtonProps {
  target: Pick<EmbedOptions, 'accessLink' | 'slug' | 'form' | 'shareLink'>;
  canHideDetails?: boolean;
  label?: string;
  /** Extra words for assistive technology, e.g. which link it embeds. */
  srSuffix?: string;
  variant?: ButtonVariant;
}

/** Opens the snippet builder for a page in a dialog. */
export function EmbedButton({
  target,
  canHideDetails,
  label,
  srSuffix,
  variant = 'secondary',
}: EmbedButtonProps) {
  const t = useDashboardT();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        <svg
          viewBox="0 0 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          className="size-4"
          aria-hidden="true"
        >
          <path d="M7 6l-4 4 4 4M13 6l4 4-4 4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {label ?? t('embedBuilder.open')}
        {srSuffix && <span className="sr-only"> {srSuffix}</span>}
      </Button>
      <ModalDialog
        title={t('embedBuilder.title')}
        description={t('embedBuilder.description')}
        isOpen={isOpen}
        onOpenChange={setOpen}
        size="xl"
      >
        <SnippetBuilder target={target} canHideDetails={canHideDetails ?? false} />
        <div className="mt-6 flex justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('embedBuilder.done')}
          </Button>
        </div>
      </ModalDialog>
    </>
  );
}
