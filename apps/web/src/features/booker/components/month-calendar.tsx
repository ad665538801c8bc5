import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useT } from '../../i18n/i18n-context';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/components/icons';
import { addDays, addMonths, buildMonthGrid, monthOf } from '../calendar-month';
import { formatDayHeading, formatMonthTitle, weekdayLabels } from '../zoned-time';

interface MonthCalendarProps {
  month: string;
  weekStartsOn: number;
  /** Today in the visitor's zone: ringed, and the earliest month shown is its month. */
  today: string;
  selected: string | undefined;
  isBookable: (date: string) => boolean;
  isLoading: boolean;
  locale: string;
  onSelect: (date: string) => void;
  onMonthChange: (month: string) => void;
}

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * A month of days as an ARIA grid: one tab stop, arrow keys move by day and week, Home and End to
 * the week's ends, Page Up and Page Down by month. Days with free times are marked; the others stay
 * focusable but cannot be chosen.
 */
export function MonthCalendar(props: MonthCalendarProps) {
  const t = useT();
  const { month, weekStartsOn, today, selected, isBookable, isLoading, locale, onSelect, onMonthChange } =
    props;
  const titleId = useId();
  const grid = useMemo(() => buildMonthGrid(month, weekStartsOn), [month, weekStartsOn]);
  const labels = useMemo(() => weekdayLabels(weekStartsOn, locale), [weekStartsOn, locale]);
  const longLabels = useMemo(() => weekdayLabels(weekStartsOn, locale, 'long'), [weekStartsOn, locale]);
  const firstMonth = monthOf(today);
  const canGoBack = month > firstMonth;

  const [focused, setFocused] = useState<string>(
    () => selected ?? (monthOf(today) === month ? today : `${month}-01`),
  );
  const moveFocusRef = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);

  // Keep the tab stop inside the month on show.
  const tabStop =
    monthOf(focused) === month
      ? focused
      : selected && monthOf(selected) === month
        ? selected
        : month === firstMonth
          ? today
          : `${month}-01`;

  useEffect(() => {
    if (!moveFocusRef.current) return;
    moveFocusRef.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${tabStop}"]`)?.focus();
  }, [tabStop]);

  function focusDate(date: string) {
    const earliest = `${firstMonth}-01`;
    const target = date < earliest ? earliest : date;
    moveFocusRef.current = true;
    setFocused(target);
    if (monthOf(target) !== month) onMonthChange(monthOf(target));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const step = KEY_STEPS[event.key];
    const column = (new Date(`${tabStop}T00:00:00Z`).getUTCDay() - weekStartsOn + 7) % 7;
    let target: string | null = null;
    if (step !== undefined) target = addDays(tabStop, step);
    else if (event.key === 'Home') target = addDays(tabStop, -column);
    else if (event.key === 'End') target = addDays(tabStop, 6 - column);
    else if (event.key === 'PageUp' || event.key === 'PageDown') {
      const months = (event.key === 'PageUp' ? -1 : 1) * (event.shiftKey ? 12 : 1);
      const nextMonth = addMonths(monthOf(tabStop), months);
      const lastDay = addDays(`${addMonths(nextMonth, 1)}-01`, -1);
      const sameDay = `${nextMonth}-${tabStop.slice(8)}`;
      target = sameDay > lastDay ? lastDay : sameDay;
    }
    if (target === null) return;
    event.preventDefault();
    focusDate(target);
  }

  function changeMonth(delta: number) {
    const next = addMonths(month, delta);
    setFocused(next === firstMonth ? today : `${next}-01`);
    onMonthChange(next);
  }

  const title = formatMonthTitle(month, locale);
  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="font-semibold text-base" aria-live="polite">
          {title}
        </h2>
        <div className="flex gap-1">
          <button
            type="button"
            aria-label={t('booker.previousMonth')}
            disabled={!canGoBack}
            onClick={() => changeMonth(-1)}
            className="grid size-9 place-items-center rounded-lg text-(--pb-text) hover:bg-(--pb-brand-soft) disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-transparent"
          >
            <ChevronLeftIcon className="size-5" />
          </button>
          <button
            type="button"
            aria-label={t('booker.nextMonth')}
            onClick={() => changeMonth(1)}
            className="grid size-9 place-items-center rounded-lg text-(--pb-text) hover:bg-(--pb-brand-soft)"
          >
            <ChevronRightIcon className="size-5" />
          </button>
        </div>
      </div>
      <table
        ref={gridRef}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG date-picker grid is a table with the grid role.
        role="grid"
        aria-labelledby={titleId}
        aria-busy={isLoading || undefined}
        onKeyDown={onKeyDown}
        className="mt-3 w-full table-fixed border-separate border-spacing-1"
      >
        <thead>
          <tr>
            {labels.map((label, i) => (
              <th
                key={label}
                scope="col"
                abbr={longLabels[i]}
                className="pb-1 font-medium text-(--pb-muted) text-[0.7rem] uppercase tracking-wide"
              >
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((date) => (
                <DayCell
                  key={date}
                  date={date}
                  inMonth={monthOf(date) === month}
                  isToday={date === today}
                  isSelected={date === selected}
                  isBookable={!isLoading && isBookable(date)}
                  isLoading={isLoading}
                  isTabStop={date === tabStop}
                  locale={locale}
                  onFocus={() => setFocused(date)}
                  onSelect={() => onSelect(date)}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {isLoading && (
        <p className="sr-only" role="status">
          {t('booker.loadingDays')}
        </p>
      )}
    </div>
  );
}

interface DayCellProps {
  date: string;
  inMonth: boolean;
  isToday: boolean;
  isSelected: boolean;
  isBookable: boolean;
  isLoading: boolean;
  isTabStop: boolean;
  locale: string;
  onFocus: () => void;
  onSelect: () => void;
}

function dayClassName({ isSelected, isBookable, inMonth, isToday, isLoading }: DayCellProps): string {
  const base =
    'relative mx-auto flex aspect-square w-full max-w-12 items-center justify-center rounded-lg text-sm tabular-nums transition-colors';
  const today = isToday && !isSelected ? ' ring-1 ring-(--pb-text) ring-inset' : '';
  if (isSelected) return `${base} bg-(--pb-brand) font-semibold text-(--pb-on-brand)`;
  if (isBookable) {
    // A bookable day of the neighbouring month keeps full contrast (WCAG AA) and is told apart by weight.
    return `${base}${today} bg-(--pb-brand-soft) text-(--pb-brand-ink) hover:ring-2 hover:ring-(--pb-brand) ${
      inMonth ? 'font-semibold' : 'font-normal'
    }`;
  }
  const loading = isLoading && inMonth ? ' animate-pulse bg-(--pb-border)/40' : '';
  return `${base}${today}${loading} cursor-default text-(--pb-muted) ${inMonth ? 'opacity-70' : 'opacity-40'}`;
}

function DayCell(props: DayCellProps) {
  const t = useT();
  const { date, isToday, isSelected, isBookable, isTabStop, locale, onFocus, onSelect } = props;
  const label = t('booker.dayLabel', {
    day: formatDayHeading(date, locale, true),
    today: isToday ? 'yes' : 'no',
    available: isBookable ? 'yes' : 'no',
  });
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a grid's cells; the button inside takes focus.
    // biome-ignore lint/a11y/useFocusableInteractive: focus moves between the cells' buttons (roving tab stop).
    <td role="gridcell" aria-selected={isSelected || undefined} className="p-0">
      <button
        type="button"
        data-date={date}
        tabIndex={isTabStop ? 0 : -1}
        aria-label={label}
        aria-disabled={!isBookable || undefined}
        aria-current={isToday ? 'date' : undefined}
        onFocus={onFocus}
        onClick={() => {
          if (isBookable) onSelect();
        }}
        className={dayClassName(props)}
      >
        {Number(date.slice(8))}
        {isToday && <span aria-hidden="true" className="absolute bottom-1 size-1 rounded-full bg-current" />}
      </button>
    </td>
  );
}
