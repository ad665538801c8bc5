import toast from 'react-hot-toast';
import { type DashboardTranslate, useDashboardT } from '../../i18n/dashboard-i18n';
import { Button, type ButtonVariant } from '../../ui/components/button';
import { CopyIcon } from '../../ui/components/icons';

/** Copies `text` and says so with the spec's clipboard messages (section 8), in the dashboard's language. */
export function copyText(text: string, t: DashboardTranslate): Promise<void> {
  return navigator.clipboard.writeText(text).then(
    () => void toast.success(t('shareLinks.copy.copied')),
    () => void toast.error(t('shareLinks.copy.failed')),
  );
}

interface CopyButtonProps {
  text: string;
  /** The button's words; 'Copy' by default. */
  label?: string;
  /** Extra words for assistive technology, e.g. which link is copied. */
  srSuffix?: string;
  variant?: ButtonVariant;
  className?: string;
}

export function CopyButton({ text, label, srSuffix, variant = 'secondary', className }: CopyButtonProps) {
  const t = useDashboardT();
  return (
    <Button variant={variant} className={className} onClick={() => void copyText(text, t)}>
      <CopyIcon className="size-4" />
      {label ?? t('shareLinks.copy.label')}
      {srSuffix && <span className="sr-only"> {srSuffix}</span>}
    </Button>
  );
}
