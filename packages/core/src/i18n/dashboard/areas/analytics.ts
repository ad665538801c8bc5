/** Analytics: the charts, their filters and cards (`analytics.*`). Part of the dashboard's English catalogue (`../en.ts`). */
export const analyticsEn = {};
