import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from './deps.ts';
import { accountRecoveryRoutes } from './features/account-recovery/routes.ts';
import { accountRoutes } from './features/accounts/routes.ts';
import { agentRoutes } from './features/agent/routes.ts';
import { analyticsRoutes } from './features/analytics/routes.ts';
import { apiTokenRoutes } from './features/api-tokens/routes.ts';
import { appearanceRoutes } from './features/appearance/routes.ts';
import { availableHourRoutes } from './features/available-hours/routes.ts';
import { bookingChangeRoutes } from './features/bookings/change-routes.ts';
import { bookingRoutes } from './features/bookings/routes.ts';
import { calendarRoutes } from './features/calendars/routes.ts';
import { contactRoutes } from './features/contacts/routes.ts';
import { eventRoutes } from './features/events/routes.ts';
import { googleSheetsRoutes } from './features/google-sheets/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { mailRoutes } from './features/mail/routes.ts';
import { mailchimpRoutes } from './features/mailchimp/routes.ts';
import { editableMeeting } from './features/meetings/admin.ts';
import { meetingRoutes } from './features/meetings/routes.ts';
import { memberRoutes } from './features/members/routes.ts';
import { registerMetrics } from './features/metrics/routes.ts';
import { oauthRoutes } from './features/oauth/routes.ts';
import { paymentRoutes } from './features/payments/routes.ts';
import { paymentWebhookRoutes } from './features/payments/webhook-routes.ts';
import { profileRoutes } from './features/profile/routes.ts';
import { publicEventRoutes } from './features/public-events/routes.ts';
import { hasWebPage } from './features/public-events/web-pages.ts';
import { roleRoutes } from './features/roles/routes.ts';
import { routingFormRoutes } from './features/routing-forms/routes.ts';
import { uploadPages } from './features/routing-forms/service.ts';
import { shareLinkRoutes } from './features/share-links/routes.ts';
import { slotRoutes } from './features/slots/routes.ts';
import { teamRoutes } from './features/teams/routes.ts';
import { trackerRoutes } from './features/trackers/routes.ts';
import { transactionRoutes } from './features/transactions/routes.ts';
import { uploadRoutes } from './features/uploads/routes.ts';
import { videoRoutes } from './features/video/routes.ts';
import { webhookRoutes } from './features/webhooks/routes.ts';
import { whatsappRoutes } from './features/whatsapp/routes.ts';
import { workspaceRoutes } from './features/workspace/routes.ts';
import { registerAccess } from './http/access.ts';
import { registerErrorHandling } from './http/errors.ts';
import { registerOpenApi } from './http/openapi.ts';
import { loggerOptions, registerRequestLog } from './http/request-log.ts';
import { registerWebApp } from './http/web-app.ts';
import { assertWellFormedBody } from './http/well-formed.ts';
import { registerXsrf } from './http/xsrf.ts';
import { OAUTH_USES } from './oauth-uses.ts';

export const BODY_LIMIT_BYTES = 1024 * 1024;
const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface BuildAppOptions {
  logger?: boolean;
  /** Where log lines go (standard output by default). */
  logStream?: NodeJS.WritableStream;
  webDist?: string;
}

export async function buildApp(deps: Deps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger
      ? loggerOptions(deps.config.logLevel, deps.config.logFormat ?? 'json', options.logStream)
      : false,
    // One line per request comes from registerRequestLog instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    // Upload keys are made short now, but keys stored before that run past the router's default
    // 100 characters (which answers 414); the routes' own schemas bound them at 300.
    routerOptions: { maxParamLength: 300 },
    trustProxy: deps.config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The API speaks JSON only; a text body is refused with 415 rather than half-parsed.
  app.removeContentTypeParser('text/plain');
  // An empty JSON body (a bodiless POST that still says application/json) is no body, not an error.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    defaultJson(request, text, (error, parsed) => {
      if (error) return done(error, undefined);
      try {
        assertWellFormedBody(text, parsed);
      } catch (refusal) {
        return done(refusal as Error, undefined);
      }
      done(null, parsed);
    });
  });

  await app.register(cookie);
  registerErrorHandling(app);
  registerRequestLog(app);
  registerMetrics(app, deps);
  await registerOpenApi(app, deps.config.publicUrl);
  registerXsrf(app, {
    secure: deps.config.publicUrl.startsWith('https://'),
    secret: deps.config.sessionSecret,
  });
  registerAccess(app, deps);

  await app.register(accountRoutes(deps), { prefix: '/api/v1/user' });
  await app.register(accountRecoveryRoutes(deps), { prefix: '/api/v1/user' });
  await app.register(agentRoutes(deps), { prefix: '/api/v1/bookings' });
  await app.register(eventRoutes(deps), { prefix: '/api/v1/bookings' });
  await app.register(availableHourRoutes(deps), { prefix: '/api/v1/bookings' });
  await app.register(publicEventRoutes(deps), { prefix: '/api/v1/bookings' });
  await app.register(slotRoutes(deps), { prefix: '/api/v1/bookings' });
  await app.register(bookingRoutes(deps), { prefix: '/api/v1/bookings' });
  await app.register(bookingChangeRoutes(deps), { prefix: '/api/v1/bookings' });
  await app.register(mailRoutes(deps), { prefix: '/api/v1/bookings' });
  await app.register(contactRoutes(deps), { prefix: '/api/v1/bookings' });
  await app.register(meetingRoutes(deps), { prefix: '/api/v1/bookings' });
  await app.register(shareLinkRoutes(deps), { prefix: '/api/v1/bookings' });
  await app.register(whatsappRoutes(deps), { prefix: '/api/v1/bookings' });
  await app.register(roleRoutes(deps), { prefix: '/api/v1/bookings' });
  await app.register(memberRoutes(deps), { prefix: '/api/v1/bookings' });
  await app.register(routingFormRoutes(deps), { prefix: '/api/v1/bookings' });
  await app.register(uploadRoutes(deps, uploadPages), { prefix: '/api/v1/bookings' });
  await app.register(teamRoutes(deps), { prefix: '/api/v1/bookings' });
  await app.register(profileRoutes(deps), { prefix: '/api/v1/bookings' });
  await app.register(workspaceRoutes(deps), { prefix: '/api/v1/bookings' });
  await app.register(appearanceRoutes(deps), { prefix: '/api/v1/bookings' });
  await app.register(webhookRoutes(deps), { prefix: '/api/v1/bookings' });
  await app.register(paymentRoutes(deps, editableMeeting), { prefix: '/api/v1/bookings' });
  await app.register(paymentWebhookRoutes(deps), { prefix: '/api/v1/bookings' });
  await app.register(analyticsRoutes(deps), { prefix: '/api/v1/bookings' });
  await app.register(calendarRoutes(deps), { prefix: '/api/v1/bookings' });
  await app.register(oauthRoutes(deps, OAUTH_USES), { prefix: '/api/v1/bookings' });
  await app.register(videoRoutes(deps), { prefix: '/api/v1/bookings' });
  await app.register(trackerRoutes(deps), { prefix: '/api/v1/bookings' });
  await app.register(mailchimpRoutes(deps), { prefix: '/api/v1/bookings' });
  await app.register(googleSheetsRoutes(deps), { prefix: '/api/v1/bookings' });
  await app.register(transactionRoutes(deps), { prefix: '/api/v1/bookings' });
  await app.register(apiTokenRoutes(deps), { prefix: '/api/v1/bookings' });
  app.get('/api/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  await app.register(healthRoutes(deps));

  await registerWebApp(app, options.webDist ?? WEB_DIST, {
    bookingsOrigin: deps.config.publicBookingsOrigin,
    storageOrigin: deps.config.s3 ? new URL(deps.config.s3.endpoint).origin : undefined,
    hasPage: (path) => hasWebPage(deps, path),
  });
  return app;
}
