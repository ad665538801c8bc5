import { useEffect, useId, useState } from 'react';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { controlBorder, FieldNote } from './field-note';

interface ColorFieldProps {
  label: string;
  /** `#RRGGBB`, or null for none. */
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string | undefined;
  /** Offers to clear the colour back to none. */
  allowEmpty?: boolean;
  className?: string;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A colour as a swatch picker and a hex code box kept in step (dashboard screens only). */
export function ColorField({
  label,
  value,
  onChange,
  error,
  allowEmpty = false,
  className,
}: ColorFieldProps) {
  const t = useDashboardT();
  const id = useId();
  const [text, setText] = useState(value ?? '');

  useEffect(() => {
    setText(value ?? '');
  }, [value]);

  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      {/* Wraps rather than spilling into a neighbour when its column is narrow. */}
      <div className="mt-1.5 flex flex-wrap items-center gap-2">
        <input
          type="color"
          aria-label={t('common.color.picker', { label })}
          value={value && HEX.test(value) ? value : '#ffffff'}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
          className="h-9 w-11 shrink-0 cursor-pointer rounded-lg border border-gray-300 bg-white p-1"
        />
        <input
          id={id}
          value={text}
          placeholder={allowEmpty ? t('common.color.none') : '#2563EB'}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            const next = event.target.value.trim();
            setText(next);
            if (next === '' && allowEmpty) onChange(null);
            else onChange(next.startsWith('#') ? next.toUpperCase() : `#${next.toUpperCase()}`);
          }}
          className={`block w-32 min-w-0 rounded-lg border bg-white px-3 py-2 font-mono text-sm text-gray-900 uppercase shadow-xs focus-visible:outline-2 focus-visible:outline-offset-0 ${controlBorder(Boolean(error))}`}
        />
        {allowEmpty && value !== null && (
          <button
            type="button"
            onClick={() => onChange(null)}
            aria-label={t('common.color.clearLabel', { label: label.toLowerCase() })}
            className="rounded-md px-2 py-1 text-sm text-gray-600 hover:bg-gray-100"
          >
            {t('common.color.clear')}
          </button>
        )}
      </div>
      <FieldNote id={id} error={error} />
    </div>
  );
}
