import { describe, expect, it } from 'vitest';
import { addDays } from '../booker/calendar-month';
import { startOfDayInZone } from '../calendar/zoned-day';
import { filtersForTab, MEETING_TABS } from './meeting-tabs';

const inKolkata = (day: string, after: number) =>
  new Date(startOfDayInZone(addDays(day, after), 'Asia/Kolkata')).toISOString();

describe('filtersForTab', () => {
  it.each([
    ['upcoming', { status: 'ACTIVE', period: 'upcoming' }],
    ['action-required', { status: 'ACTION_REQUIRED', period: 'upcoming' }],
    ['past', { status: 'ACTIVE', period: 'past' }],
    ['cancelled', { status: 'CANCELLED' }],
  ] as const)('the %s tab asks for %o', (tab, filters) => {
    expect(filtersForTab(tab, {}, inKolkata)).toEqual(filters);
  });

  it('covers every tab', () => {
    expect(MEETING_TABS).toHaveLength(4);
  });

  it('adds the event, a trimmed search, the no-show choice and the days in the host zone', () => {
    expect(
      filtersForTab(
        'past',
        {
          eventId: 'e1',
          agentId: 'a1',
          search: '  Mary ',
          noShow: true,
          fromDay: '2027-03-01',
          toDay: '2027-03-07',
        },
        inKolkata,
      ),
    ).toEqual({
      status: 'ACTIVE',
      period: 'past',
      eventId: 'e1',
      agentId: 'a1',
      search: 'Mary',
      noShow: true,
      from: '2027-02-28T18:30:00.000Z',
      // The end day is included: up to the midnight after it.
      to: '2027-03-07T18:30:00.000Z',
    });
  });

  it('leaves out empty choices', () => {
    expect(filtersForTab('upcoming', { eventId: '', search: '   ', fromDay: '' }, inKolkata)).toEqual({
      status: 'ACTIVE',
      period: 'upcoming',
    });
  });

  it('keeps an explicit "not no-show" choice', () => {
    expect(filtersForTab('past', { noShow: false }, inKolkata).noShow).toBe(false);
  });
});
