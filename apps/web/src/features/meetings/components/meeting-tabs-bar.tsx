import { type KeyboardEvent, useRef } from 'react';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { MEETING_TABS, type MeetingTab } from '../meeting-tabs';

/** The list's tabs: arrow keys move between them (ARIA tabs pattern), the choice lives in the address. */
export function MeetingTabsBar({ tab, onChange }: { tab: MeetingTab; onChange: (tab: MeetingTab) => void }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const t = useDashboardT();

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = MEETING_TABS.indexOf(tab);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = MEETING_TABS[(index + step + MEETING_TABS.length) % MEETING_TABS.length] ?? 'upcoming';
    onChange(next);
    refs.current[MEETING_TABS.indexOf(next)]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={t('meetings.tabsLabel')}
      onKeyDown={onKeyDown}
      className="mt-6 flex gap-1 overflow-x-auto border-b border-gray-200"
    >
      {MEETING_TABS.map((value, index) => {
        const isSelected = value === tab;
        return (
          <button
            key={value}
            ref={(node) => {
              refs.current[index] = node;
            }}
            type="button"
            role="tab"
            aria-selected={isSelected}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onChange(value)}
            className={`-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap ${
              isSelected
                ? 'border-brand-600 text-brand-700'
                : 'border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900'
            }`}
          >
            {t(`meetings.tab.${value}`)}
          </button>
        );
      })}
    </div>
  );
}
