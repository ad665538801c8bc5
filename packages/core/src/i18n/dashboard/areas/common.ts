/** Words of the shared components (`common.*`): fields, pickers, lists, uploads, dialogs. Part of the dashboard's English catalogue (`../en.ts`). */
export const commonEn = {};
