import type { ReactNode } from 'react';
import { Switch } from 'react-aria-components';

interface SwitchFieldProps {
  label: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  description?: ReactNode;
  isDisabled?: boolean;
  /** Keeps the name for assistive technology but shows only the switch. */
  hideLabel?: boolean;
  className?: string;
}

/** An on/off switch with its label (and an optional line under it), announced as a switch. */
export function SwitchField({
  label,
  isSelected,
  onChange,
  description,
  isDisabled,
  hideLabel = false,
  className,
}: SwitchFieldProps) {
  return (
    <Switch
      isSelected={isSelected}
      onChange={onChange}
      isDisabled={isDisabled ?? false}
      aria-label={hideLabel ? label : undefined}
      className={`group flex items-start gap-3 text-sm data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 ${className ?? ''}`}
    >
      <span
        aria-hidden="true"
        className="mt-0.5 flex h-5 w-9 shrink-0 cursor-pointer items-center rounded-full bg-gray-300 p-0.5 transition-colors group-data-[focus-visible]:outline-2 group-data-[focus-visible]:outline-offset-2 group-data-[focus-visible]:outline-brand-600 group-data-[selected]:bg-brand-600"
      >
        <span className="size-4 rounded-full bg-white shadow-sm transition-transform group-data-[selected]:translate-x-4" />
      </span>
      {!hideLabel && (
        <span className="min-w-0">
          <span className="block font-medium text-gray-800">{label}</span>
          {description && <span className="mt-0.5 block text-gray-500">{description}</span>}
        </span>
      )}
    </Switch>
  );
}
