import { dashboardEn } from '@kairos/core/i18n/dashboard/en';
import { createTranslator } from '@kairos/core/i18n/translate';
import { describe, expect, it } from 'vitest';

const t = createTranslator('en', dashboardEn);

describe('the calendar view’s words', () => {
  it('count a day’s meetings, one or more', () => {
    expect(t('calendarView.dayMeetings', { day: 'Monday, 2 March', count: 1 })).toBe(
      'Monday, 2 March: 1 meeting',
    );
    expect(t('calendarView.dayMeetings', { day: 'Monday, 2 March', count: 0 })).toBe(
      'Monday, 2 March: 0 meetings',
    );
    expect(t('calendarView.more', { count: 4 })).toBe('4 more');
  });

  it('name the step and the empty range by the view', () => {
    expect(t('calendarView.previous', { view: 'week' })).toBe('Previous week');
    expect(t('calendarView.next', { view: 'day' })).toBe('Next day');
    expect(t('calendarView.next', { view: 'month' })).toBe('Next month');
    expect(t('calendarView.empty', { view: 'month' })).toBe('No meetings in this month.');
  });

  it('mark today’s column only', () => {
    expect(t('calendarView.dayColumn', { day: 'Tuesday', today: 'yes' })).toBe('Tuesday (today)');
    expect(t('calendarView.dayColumn', { day: 'Tuesday', today: 'no' })).toBe('Tuesday');
  });

  it('say a meeting with its attendees and time', () => {
    expect(
      t('calendarView.meeting', {
        title: 'Intro',
        names: 'Ada',
        date: 'Mon 2 Mar',
        time: '9:30am – 10:00am',
      }),
    ).toBe('Intro with Ada, Mon 2 Mar, 9:30am – 10:00am');
  });
});
