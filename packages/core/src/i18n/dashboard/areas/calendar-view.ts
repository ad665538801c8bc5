/** The calendar view: month, week and day (`calendarView.*`). Part of the dashboard's English catalogue (`../en.ts`). */
export const calendarViewEn = {
  'calendarView.documentTitle': 'Calendar · Kairos',
  'calendarView.title': 'Calendar',
  'calendarView.timesIn': 'Times in {zone}.',
  'calendarView.bookingsList': 'Bookings list',
  'calendarView.today': 'Today',
  'calendarView.previous': '{view, select, day {Previous day} week {Previous week} other {Previous month}}',
  'calendarView.next': '{view, select, day {Next day} week {Next week} other {Next month}}',
  'calendarView.viewLegend': 'View',
  'calendarView.view.day': 'Day',
  'calendarView.view.week': 'Week',
  'calendarView.view.month': 'Month',
  'calendarView.range.day': '{day}, {year}',
  'calendarView.range.days': '{first} – {last}, {year}',
  'calendarView.loadFailed': 'Could not load your meetings: {message}',
  'calendarView.tryAgain': 'Try again',
  'calendarView.empty':
    '{view, select, day {No meetings in this day.} week {No meetings in this week.} other {No meetings in this month.}}',
  // The month grid.
  'calendarView.dayMeetings': '{day}: {count, plural, one {# meeting} other {# meetings}}',
  'calendarView.showDay': 'Show {day}',
  'calendarView.more': '{count} more',
  // The day and week grid.
  'calendarView.todayNote': '(today)',
  'calendarView.dayColumn': '{day}{today, select, yes { (today)} other {}}',
  'calendarView.meeting': '{title} with {names}, {date}, {time}',
  'calendarView.meetingShort': '{title}, {time}',
};
