import { describe, expect, it } from 'vitest';
import { CalendarViewSearchSchema } from '../calendar/view-search';
import { ContactListSearchSchema } from '../contacts/contact-search';
import { MeetingListSearchSchema } from './list-search';

describe('MeetingListSearchSchema', () => {
  it('keeps valid values and turns the page into a number', () => {
    expect(
      MeetingListSearchSchema.parse({
        tab: 'past',
        page: '3',
        from: '2027-03-01',
        noShow: 'yes',
        meeting: 'm1',
      }),
    ).toEqual({ tab: 'past', page: 3, from: '2027-03-01', noShow: 'yes', meeting: 'm1' });
  });

  it('drops unknown tabs, bad pages and malformed days instead of failing', () => {
    expect(
      MeetingListSearchSchema.parse({ tab: 'later', page: '0', from: '1/3/2027', noShow: 'maybe' }),
    ).toEqual({});
  });
});

describe('CalendarViewSearchSchema', () => {
  it.each([
    [
      { view: 'month', date: '2027-03-10' },
      { view: 'month', date: '2027-03-10' },
    ],
    [{ view: 'year', date: 'tomorrow' }, {}],
  ])('%o → %o', (input, output) => {
    expect(CalendarViewSearchSchema.parse(input)).toEqual(output);
  });
});

describe('ContactListSearchSchema', () => {
  it('reads the search, tag and page', () => {
    expect(ContactListSearchSchema.parse({ q: 'ada', tag: 'vip', page: '2' })).toEqual({
      q: 'ada',
      tag: 'vip',
      page: 2,
    });
    expect(ContactListSearchSchema.parse({ page: 'x' })).toEqual({});
  });
});
