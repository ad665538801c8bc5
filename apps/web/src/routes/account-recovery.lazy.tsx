import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { useDashboardT } from '../features/i18n/dashboard-i18n';
import {
  ConfirmEmail,
  ForgotPasswordForm,
  ResetPasswordForm,
} from '../features/session/components/account-recovery-forms';
import { AuthLayout, AuthLink } from '../features/session/components/auth-layout';

function BackToLogin() {
  const t = useDashboardT();
  return <AuthLink to="/login">{t('auth.backToLogIn')}</AuthLink>;
}

function ForgotPasswordPage() {
  const t = useDashboardT();
  return (
    <AuthLayout title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')} footer={<BackToLogin />}>
      <ForgotPasswordForm />
    </AuthLayout>
  );
}

const resetApi = getRouteApi('/reset-password');

function ResetPasswordPage() {
  const { token } = resetApi.useSearch();
  const t = useDashboardT();
  return (
    <AuthLayout title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')} footer={<BackToLogin />}>
      <ResetPasswordForm token={token} />
    </AuthLayout>
  );
}

const confirmApi = getRouteApi('/confirm-email');

function ConfirmEmailPage() {
  const { token } = confirmApi.useSearch();
  const t = useDashboardT();
  return (
    <AuthLayout
      title={t('auth.confirm.title')}
      subtitle={t('auth.confirm.subtitle')}
      footer={<BackToLogin />}
    >
      <ConfirmEmail token={token} />
    </AuthLayout>
  );
}

export const ForgotPasswordRoute = createLazyRoute('/forgot-password')({ component: ForgotPasswordPage });
export const ResetPasswordRoute = createLazyRoute('/reset-password')({ component: ResetPasswordPage });
export const ConfirmEmailRoute = createLazyRoute('/confirm-email')({ component: ConfirmEmailPage });
