import { useEffect, useId, useState } from 'react';
import { useDashboardT } from '../../../i18n/dashboard-i18n';
import { SearchIcon } from '../../../ui/components/icons';
import { SelectField } from '../../../ui/components/select-field';
import { EVENT_TYPE_LABEL_KEYS } from '../../event-labels';
import { type EventListSearch, LIST_PRICES, LIST_STATUSES, LIST_TYPES } from '../../list-search';

const SEARCH_DEBOUNCE_MS = 300;

interface EventListToolbarProps {
  search: EventListSearch;
  onChange: (next: EventListSearch) => void;
}

/** Search by name or slug, and filter by status, type and price; every choice lives in the address bar. */
export function EventListToolbar({ search, onChange }: EventListToolbarProps) {
  const searchId = useId();
  const [text, setText] = useState(search.q ?? '');
  const t = useDashboardT();
  const statusOptions = [
    { value: '', label: t('eventTypes.filter.anyStatus') },
    ...LIST_STATUSES.map((status) => ({
      value: status,
      label: status === 'ACTIVE' ? t('eventTypes.filter.active') : t('eventTypes.filter.inactive'),
    })),
  ];
  const priceOptions = [
    { value: '', label: t('eventTypes.filter.anyPrice') },
    ...LIST_PRICES.map((price) => ({
      value: price,
      label: price === 'free' ? t('eventTypes.filter.free') : t('eventTypes.filter.paid'),
    })),
  ];
  const typeOptions = [
    { value: '', label: t('eventTypes.filter.anyType') },
    ...LIST_TYPES.map((type) => ({ value: type, label: t(EVENT_TYPE_LABEL_KEYS[type]) })),
  ];

  // Typing updates the address (and the request) once the host pauses.
  useEffect(() => {
    if (text === (search.q ?? '')) return;
    const timer = window.setTimeout(() => onChange({ ...search, q: text || undefined }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, search, onChange]);

  return (
    <search className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1">
        <label htmlFor={searchId} className="sr-only">
          {t('eventTypes.search')}
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400" />
          <input
            id={searchId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('eventTypes.searchPlaceholder')}
            className="block w-full rounded-lg border border-gray-300 bg-white py-2 pr-3 pl-9 text-sm text-gray-900 shadow-xs placeholder:text-gray-400 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600"
          />
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:flex-nowrap sm:gap-3">
        <SelectField
          label={t('eventTypes.filter.status')}
          hideLabel
          options={statusOptions}
          value={search.status ?? ''}
          onChange={(event) =>
            onChange({ ...search, status: (event.target.value || undefined) as EventListSearch['status'] })
          }
          fullWidth={false}
          className="sm:[&_select]:w-36"
        />
        <SelectField
          label={t('eventTypes.filter.type')}
          hideLabel
          options={typeOptions}
          value={search.type ?? ''}
          onChange={(event) =>
            onChange({ ...search, type: (event.target.value || undefined) as EventListSearch['type'] })
          }
          fullWidth={false}
          className="sm:[&_select]:w-36"
        />
        <SelectField
          label={t('eventTypes.filter.price')}
          hideLabel
          options={priceOptions}
          value={search.price ?? ''}
          onChange={(event) =>
            onChange({ ...search, price: (event.target.value || undefined) as EventListSearch['price'] })
          }
          fullWidth={false}
          className="sm:[&_select]:w-36"
        />
      </div>
    </search>
  );
}
