import toast from 'react-hot-toast';
import { Button, type ButtonVariant } from '../../ui/components/button';
import { CopyIcon } from '../../ui/components/icons';

/** Copies `text` and says so with the spec's clipboard messages (section 8). */
export function copyText(text: string): Promise<void> {
  return navigator.clipboard.writeText(text).then(
    () => void toast.success('Copied to clipboard!'),
    () => void toast.error('Unable to copy'),
  );
}

interface CopyButtonProps {
  text: string;
  label?: string;
  /** Extra words for assistive technology, e.g. which link is copied. */
  srSuffix?: string;
  variant?: ButtonVariant;
  className?: string;
}

export function CopyButton({
  text,
  label = 'Copy',
  srSuffix,
  variant = 'secondary',
  className,
}: CopyButtonProps) {
  return (
    <Button variant={variant} className={className} onClick={() => void copyText(text)}>
      <CopyIcon className="size-4" />
      {label}
      {srSuffix && <span className="sr-only"> {srSuffix}</span>}
    </Button>
  );
}
