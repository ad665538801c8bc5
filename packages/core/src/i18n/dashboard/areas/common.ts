/** Words of the shared components (`common.*`): fields, pickers, lists, uploads, dialogs. Part of the dashboard's English catalogue (`../en.ts`). */
export const commonEn = {
  // The dialog that offers a larger plan when the workspace's plan is full.
  'common.planUpgrade.title': 'Upgrade your plan',
  'common.planUpgrade.beyondPlan': "{feature} is beyond your workspace's plan.",
  'common.planUpgrade.limits': "Your workspace's plan sets limits on seats and event types.",
  'common.planUpgrade.whoSetsIt': 'The plan is set by whoever runs this Kairos; ask them to change it.',
  'common.planUpgrade.notNow': 'Not now',
  'common.planUpgrade.seePlan': 'See your plan',
};
