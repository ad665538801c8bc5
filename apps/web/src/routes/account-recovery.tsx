import { createRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { rootRoute } from './root';

/** `?token=` of an emailed link; anything else reads as no token. */
const TokenSearchSchema = z.object({ token: z.catch(z._default(z.string(), ''), '') });

export const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'forgot-password',
}).lazy(() => import('./account-recovery.lazy').then((module) => module.ForgotPasswordRoute));

export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'reset-password',
  validateSearch: TokenSearchSchema,
}).lazy(() => import('./account-recovery.lazy').then((module) => module.ResetPasswordRoute));

export const confirmEmailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'confirm-email',
  validateSearch: TokenSearchSchema,
}).lazy(() => import('./account-recovery.lazy').then((module) => module.ConfirmEmailRoute));
