/**
 * The set-up after signing up (`onboarding.*`): time zone, working hours, a first event type and
 * the link to share. Part of the dashboard's English catalogue (`../en.ts`).
 */
export const onboardingEn = {
  'onboarding.step.timezone': 'Time zone',
  'onboarding.step.hours': 'Working hours',
  'onboarding.step.event': 'First event',
  'onboarding.step.link': 'Your link',
  'onboarding.steps': 'Set-up steps',
  'onboarding.stepOf': 'Step {step} of {count}',
  'onboarding.skipSetup': 'Skip set-up',
  'onboarding.skipStep': 'Skip this step',
  'onboarding.continue': 'Continue',
  'onboarding.saving': 'Saving…',
  'onboarding.saveFailed': 'Could not save that; please try again',

  'onboarding.timezone.title': 'Where are you?',
  'onboarding.timezone.description':
    'Your booking pages offer times in your working hours in this zone, and the dashboard shows every time in it, on your clock.',
  'onboarding.timezone.label': 'Time zone',
  'onboarding.timezone.detected': 'Detected from your browser: {zone}.',
  'onboarding.clock.label': 'Clock',
  'onboarding.clock.12h': '12-hour',
  'onboarding.clock.24h': '24-hour',

  'onboarding.hours.title': 'When do you work?',
  'onboarding.hours.description':
    'People can book you in these hours. You can add breaks, other days and date overrides later under Availability.',
  'onboarding.hours.days': 'Days',
  'onboarding.hours.hours': 'Hours ({zone})',
  'onboarding.hours.from': 'From',
  'onboarding.hours.to': 'to',
  'onboarding.hours.until': 'Until',
  'onboarding.hours.noDay': 'Choose at least one day',
  'onboarding.hours.endBeforeStart': 'The day must end after it starts',
  'onboarding.hours.loadFailed': 'Your hours could not be loaded; skip this step or try again',
  'onboarding.hours.loading': 'Loading your hours…',

  'onboarding.event.title': 'Your first event type',
  'onboarding.event.description':
    'What people book with you. Questions, locations, limits and more wait in the editor.',
  'onboarding.event.submit': 'Create event',
  'onboarding.event.defaultName': 'Intro call',
  'onboarding.event.duration': 'Duration',
  'onboarding.event.minutes': '{minutes} min',

  'onboarding.share.title': 'Share your link',
  'onboarding.share.withEvent':
    'Send this link to anyone who should book you, or put it on your website or email signature.',
  'onboarding.share.listing':
    'Your booking page lists the events you publish; send this link to anyone who should book you.',
  'onboarding.share.label': 'Your booking link',
  'onboarding.share.copy': 'Copy link',
  'onboarding.share.open': 'Open your booking page',
  'onboarding.share.newTab': ' (opens in a new tab)',
  'onboarding.share.done': 'Go to your dashboard',
};
