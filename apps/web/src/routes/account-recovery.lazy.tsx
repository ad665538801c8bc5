import { createLazyRoute, getRouteApi, Link } from '@tanstack/react-router';
import {
  ConfirmEmail,
  ForgotPasswordForm,
  ResetPasswordForm,
} from '../features/session/components/account-recovery-forms';
import { AuthLayout } from '../features/session/components/auth-layout';

const backToLogin = (
  <Link to="/login" className="rounded font-medium text-brand-700 hover:underline">
    Back to log in
  </Link>
);

function ForgotPasswordPage() {
  return (
    <AuthLayout
      title="Reset your password"
      subtitle="Enter your account’s email; we send you a link to choose a new password."
      footer={backToLogin}
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}

const resetApi = getRouteApi('/reset-password');

function ResetPasswordPage() {
  const { token } = resetApi.useSearch();
  return (
    <AuthLayout
      title="Choose a new password"
      subtitle="Every device signed in to your account is signed out."
      footer={backToLogin}
    >
      <ResetPasswordForm token={token} />
    </AuthLayout>
  );
}

const confirmApi = getRouteApi('/confirm-email');

function ConfirmEmailPage() {
  const { token } = confirmApi.useSearch();
  return (
    <AuthLayout
      title="Confirm your email address"
      subtitle="Your account then uses this address to log in."
      footer={backToLogin}
    >
      <ConfirmEmail token={token} />
    </AuthLayout>
  );
}

export const ForgotPasswordRoute = createLazyRoute('/forgot-password')({ component: ForgotPasswordPage });
export const ResetPasswordRoute = createLazyRoute('/reset-password')({ component: ResetPasswordPage });
export const ConfirmEmailRoute = createLazyRoute('/confirm-email')({ component: ConfirmEmailPage });
