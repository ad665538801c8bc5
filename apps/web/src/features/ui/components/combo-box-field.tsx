import type { Key } from 'react-aria-components';
import {
  Button,
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { ChevronDownIcon } from './icons';

export interface ComboBoxOption {
  id: string;
  label: string;
}

interface ComboBoxFieldProps {
  label: string;
  options: readonly ComboBoxOption[];
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  placeholder?: string;
  className?: string;
}

/** A searchable picker for long lists (time zones): type to filter, arrows to move, Enter to pick. */
export function ComboBoxField({
  label,
  options,
  value,
  onChange,
  error,
  hint,
  placeholder,
  className,
}: ComboBoxFieldProps) {
  const t = useDashboardT();
  return (
    <ComboBox
      defaultItems={options}
      selectedKey={value}
      onSelectionChange={(key: Key | null) => {
        if (key !== null) onChange(String(key));
      }}
      isInvalid={Boolean(error)}
      className={`group ${className ?? ''}`}
    >
      <Label className="block text-sm font-medium text-gray-800">{label}</Label>
      <div className="relative mt-1.5">
        <Input
          placeholder={placeholder}
          className={`block w-full rounded-lg border bg-white py-2 pe-10 ps-3 text-sm text-gray-900 shadow-xs focus-visible:outline-2 focus-visible:outline-offset-0 ${
            error
              ? 'border-red-500 focus-visible:outline-red-600'
              : 'border-gray-300 focus-visible:border-brand-600 focus-visible:outline-brand-600'
          }`}
        />
        <Button className="absolute inset-y-0 end-0 flex items-center rounded-e-lg px-2.5 text-gray-500 hover:text-gray-800">
          <ChevronDownIcon className="size-4" />
        </Button>
      </div>
      {hint && !error && (
        <Text slot="description" className="mt-1.5 block text-sm text-gray-500">
          {hint}
        </Text>
      )}
      <FieldError className="mt-1.5 block text-sm text-red-700">{error}</FieldError>
      <Popover className="max-h-72 w-(--trigger-width) overflow-auto rounded-lg bg-white p-1 shadow-lg ring-1 ring-gray-900/10">
        <ListBox
          className="outline-none"
          renderEmptyState={() => <p className="px-3 py-2 text-sm text-gray-500">{t('common.noOptions')}</p>}
        >
          {(option: ComboBoxOption) => (
            <ListBoxItem
              id={option.id}
              textValue={option.label}
              className="cursor-default rounded-md px-3 py-2 text-sm text-gray-800 outline-none data-[focused]:bg-brand-50 data-[focused]:text-brand-800 data-[selected]:font-semibold"
            >
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
