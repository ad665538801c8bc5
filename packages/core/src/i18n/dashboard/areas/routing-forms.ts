/** Routing forms, the hosts' side: the list, the editor, questions, rules and responses (`routingForms.*`). Part of the dashboard's English catalogue (`../en.ts`). */
export const routingFormsEn = {};
