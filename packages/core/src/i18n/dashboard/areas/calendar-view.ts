/** The calendar view: month, week and day (`calendarView.*`). Part of the dashboard's English catalogue (`../en.ts`). */
export const calendarViewEn = {};
