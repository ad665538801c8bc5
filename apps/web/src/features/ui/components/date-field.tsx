import {
  addDaysToKey,
  type DateFormat,
  dateKeyInZone,
  formatDateKey,
  parseDateKey,
} from '@kairos/core/dates/format';
import { type KeyboardEvent, useId, useState } from 'react';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { useAgentPreferences } from '../../settings/use-agent-preferences';
import { controlBorder } from './field-note';

interface DateFieldProps {
  label: string;
  name?: string;
  /** The calendar date as `YYYY-MM-DD`, or '' for none. */
  value: string;
  /** Called with `YYYY-MM-DD` once the text is a whole, allowed date, and with '' when emptied. */
  onChange: (value: string) => void;
  /** The earliest and latest allowed dates, `YYYY-MM-DD`. */
  min?: string | undefined;
  max?: string | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  /** The label beside the input rather than above it (filter bars). */
  isInline?: boolean;
  /** The order to read and write dates in; the signed-in host's profile format by default. */
  dateFormat?: DateFormat;
  className?: string;
}

const INPUT =
  'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-gray-900 tabular-nums shadow-xs placeholder:text-gray-400 focus-visible:outline-2 focus-visible:outline-offset-0';

/**
 * A calendar date typed and shown in the host's own order (DD/MM/YYYY or MM/DD/YYYY) rather than
 * the browser's locale: the text is read as the host types it, an ISO date is taken too, and the
 * arrow keys step a day up or down. A date that does not exist or is out of bounds is said so
 * when the field is left.
 */
export function DateField({
  label,
  name,
  value,
  onChange,
  min,
  max,
  error,
  hint,
  isInline = false,
  dateFormat: chosenFormat,
  className,
}: DateFieldProps) {
  const t = useDashboardT();
  const id = useId();
  const prefs = useAgentPreferences();
  const dateFormat = chosenFormat ?? prefs.dateFormat;
  const shown = value ? formatDateKey(value, dateFormat) : '';
  const [text, setText] = useState(shown);
  const [problem, setProblem] = useState<string | null>(null);
  const [seen, setSeen] = useState({ value, dateFormat });
  // A value set from outside (another field, a reset) or a new format replaces what is shown.
  if (seen.value !== value || seen.dateFormat !== dateFormat) {
    setSeen({ value, dateFormat });
    if (parseDateKey(text, dateFormat) !== (value || null) || seen.dateFormat !== dateFormat) {
      setText(shown);
      setProblem(null);
    }
  }

  function boundProblem(key: string): string | null {
    if (min && key < min) return t('common.date.onOrAfter', { date: formatDateKey(min, dateFormat) });
    if (max && key > max) return t('common.date.onOrBefore', { date: formatDateKey(max, dateFormat) });
    return null;
  }

  function take(next: string) {
    setText(next);
    setProblem(null);
    if (next.trim() === '') {
      if (value !== '') onChange('');
      return;
    }
    const key = parseDateKey(next, dateFormat);
    if (key && !boundProblem(key) && key !== value) onChange(key);
  }

  function check() {
    if (text.trim() === '') return;
    const key = parseDateKey(text, dateFormat);
    if (!key) {
      setProblem(t('common.date.enterAs', { format: dateFormat }));
      return;
    }
    const outside = boundProblem(key);
    if (outside) setProblem(outside);
    else setText(formatDateKey(key, dateFormat));
  }

  function step(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const base = parseDateKey(text, dateFormat) ?? (value || dateKeyInZone(Date.now(), prefs.timezone));
    let next = addDaysToKey(base, event.key === 'ArrowUp' ? 1 : -1);
    if (min && next < min) next = min;
    if (max && next > max) next = max;
    setText(formatDateKey(next, dateFormat));
    setProblem(null);
    if (next !== value) onChange(next);
  }

  const message = error ?? problem ?? undefined;
  const formatId = `${id}-format`;
  const describedBy = [formatId, message ? `${id}-error` : hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={isInline ? `flex items-center gap-2 ${className ?? ''}` : className}>
      <label
        htmlFor={id}
        className={isInline ? 'shrink-0 text-sm text-gray-600' : 'block text-sm font-medium text-gray-800'}
      >
        {label}
      </label>
      <div className={isInline ? 'min-w-0' : 'mt-1.5'}>
        <input
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={dateFormat}
          value={text}
          onChange={(event) => take(event.target.value)}
          onBlur={check}
          onKeyDown={step}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy}
          className={`${INPUT} ${isInline ? 'w-32' : ''} ${controlBorder(Boolean(message))}`}
        />
        <span id={formatId} className="sr-only">
          {t('common.date.formatHint', { format: dateFormat })}
        </span>
      </div>
      {message && !isInline && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {message}
        </p>
      )}
      {message && isInline && (
        <span id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {message}
        </span>
      )}
      {hint && !message && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-gray-500">
          {hint}
        </p>
      )}
    </div>
  );
}
