/** Share links in the event editor and their dialog (`shareLinks.*`). Part of the dashboard's English catalogue (`../en.ts`). */
export const shareLinksEn = {};
