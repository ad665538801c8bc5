/** The help centre: its pages and articles (`help.*`). Part of the dashboard's English catalogue (`../en.ts`). */
export const helpEn = {};
