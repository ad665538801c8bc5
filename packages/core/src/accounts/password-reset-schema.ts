import { z } from 'zod';
import { EmailSchema, SignupBodySchema } from './schemas.ts';

/** How long a password reset link works. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** How long a link confirming a new email address works. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

/** `POST /user/password/forgot` */
export const ForgotPasswordBodySchema = z.object({ emailId: EmailSchema });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;

/** `POST /user/password/reset`: the token from the emailed link and the new password. */
export const ResetPasswordBodySchema = z.object({
  token: z.string().min(1, 'The link is incomplete').max(200),
  password: SignupBodySchema.shape.password,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

/** `POST /bookings/agent/email`: the new address, confirmed by the current password. */
export const ChangeEmailBodySchema = z.object({
  newEmail: EmailSchema,
  currentPassword: z.string().min(1, 'Please enter your current password').max(200),
});
export type ChangeEmailBody = z.infer<typeof ChangeEmailBodySchema>;

/** `POST /user/email/confirm` */
export const ConfirmEmailBodySchema = z.object({
  token: z.string().min(1, 'The link is incomplete').max(200),
});
export type ConfirmEmailBody = z.infer<typeof ConfirmEmailBodySchema>;
