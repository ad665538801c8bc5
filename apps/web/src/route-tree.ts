import { confirmEmailRoute, forgotPasswordRoute, resetPasswordRoute } from './routes/account-recovery';
import { appRoute } from './routes/app';
import { analyticsRoute } from './routes/app-analytics';
import { appearanceRoute } from './routes/app-appearance';
import { availabilityRoute } from './routes/app-availability';
import { calendarRoute, calendarViewRoute } from './routes/app-calendar';
import { contactRoute, contactsRoute } from './routes/app-contacts';
import { eventTypesRoute } from './routes/app-event-types';
import { eventTypeEditorRoute } from './routes/app-event-types-editor';
import { helpArticleRoute, helpIndexRoute, helpRoute } from './routes/app-help';
import { appIndexRoute } from './routes/app-index';
import { integrationsRoute } from './routes/app-integrations';
import { onboardingRoute } from './routes/app-onboarding';
import { routingFormEditorRoute, routingFormsRoute } from './routes/app-routing-forms';
import { settingsRoute } from './routes/app-settings';
import { teamsRoute } from './routes/app-teams';
import { transactionsRoute } from './routes/app-transactions';
import { indexRoute } from './routes/index';
import { inviteRoute } from './routes/invite';
import { loginRoute } from './routes/login';
import { notFoundRoute } from './routes/not-found';
import { publicAccessRoute } from './routes/public-access';
import {
  publicCancellationConfirmedRoute,
  publicCancellationIndexRoute,
  publicCancellationRoute,
} from './routes/public-cancellation';
import { publicEventRoute } from './routes/public-event';
import { publicEventDetailsRoute } from './routes/public-event-details';
import { publicEventPaymentStatusRoute } from './routes/public-event-payment-status';
import { publicEventSlotsRoute } from './routes/public-event-slots';
import { publicEventThanksRoute } from './routes/public-event-thanks';
import { publicListingRoute } from './routes/public-listing';
import { publicRescheduleIndexRoute, publicRescheduleRoute } from './routes/public-reschedule';
import { publicRoutingFormRoute } from './routes/public-routing-form';
import {
  publicShareLinkDetailsRoute,
  publicShareLinkPaymentStatusRoute,
  publicShareLinkRoute,
  publicShareLinkSlotsRoute,
  publicShareLinkThanksRoute,
} from './routes/public-share-link';
import { rootRoute } from './routes/root';
import { signupRoute } from './routes/signup';

export const routeTree = rootRoute.addChildren([
  indexRoute,
  notFoundRoute,
  loginRoute,
  signupRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  confirmEmailRoute,
  inviteRoute,
  appRoute.addChildren([
    appIndexRoute,
    onboardingRoute,
    eventTypesRoute,
    eventTypeEditorRoute,
    availabilityRoute,
    integrationsRoute,
    settingsRoute,
    teamsRoute,
    appearanceRoute,
    helpRoute.addChildren([helpIndexRoute, helpArticleRoute]),
    routingFormsRoute,
    routingFormEditorRoute,
    calendarRoute,
    calendarViewRoute,
    contactsRoute,
    contactRoute,
    analyticsRoute,
    transactionsRoute,
  ]),
  publicRescheduleRoute.addChildren([publicRescheduleIndexRoute]),
  publicRoutingFormRoute,
  publicCancellationRoute.addChildren([publicCancellationIndexRoute, publicCancellationConfirmedRoute]),
  publicShareLinkRoute.addChildren([
    publicShareLinkSlotsRoute,
    publicShareLinkDetailsRoute,
    publicShareLinkThanksRoute,
    publicShareLinkPaymentStatusRoute,
  ]),
  publicAccessRoute.addChildren([
    publicListingRoute,
    publicEventRoute.addChildren([
      publicEventSlotsRoute,
      publicEventDetailsRoute,
      publicEventThanksRoute,
      publicEventPaymentStatusRoute,
    ]),
  ]),
]);
