import { PRICE_TYPES } from '@kairos/core/events/event-list-schema';
import { EVENT_STATUSES, EVENT_TYPES } from '@kairos/core/events/event-schema';
import { describe, expect, it } from 'vitest';
import {
  EventEditorSearchSchema,
  EventListSearchSchema,
  filtersFromSearch,
  LIST_PRICES,
  LIST_STATUSES,
  LIST_TYPES,
} from './list-search';

describe('EventListSearchSchema', () => {
  it('offers exactly the statuses and types of the event schema', () => {
    expect(LIST_STATUSES).toEqual(EVENT_STATUSES);
    expect(LIST_TYPES).toEqual(EVENT_TYPES);
    expect(LIST_PRICES).toEqual(PRICE_TYPES);
  });

  it('keeps valid filters and drops unknown values', () => {
    expect(EventListSearchSchema.parse({ q: 'intro', status: 'ACTIVE', type: 'GROUP' })).toEqual({
      q: 'intro',
      status: 'ACTIVE',
      type: 'GROUP',
    });
    expect(EventListSearchSchema.parse({ q: 3, status: 'PAUSED', type: 'solo' })).toEqual({});
  });
});

describe('EventEditorSearchSchema', () => {
  it('keeps a known section and drops others', () => {
    expect(EventEditorSearchSchema.parse({ section: 'limits' })).toEqual({ section: 'limits' });
    expect(EventEditorSearchSchema.parse({ section: 'billing' })).toEqual({});
  });
});

describe('filtersFromSearch', () => {
  it('sends only the filters in use, with the search text trimmed', () => {
    expect(filtersFromSearch({ q: '  intro ', status: 'INACTIVE' })).toEqual({
      search: 'intro',
      status: 'INACTIVE',
    });
    expect(filtersFromSearch({ q: '   ', type: 'GROUP' })).toEqual({ type: 'GROUP' });
    expect(filtersFromSearch({ price: 'paid' })).toEqual({ priceType: 'paid' });
    expect(filtersFromSearch({})).toEqual({});
  });
});
