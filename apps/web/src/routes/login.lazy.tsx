import { createLazyRoute, getRouteApi, useRouter } from '@tanstack/react-router';
import { safeReturnPath } from '../features/api/browser-navigation';
import { useDashboardT, withElement } from '../features/i18n/dashboard-i18n';
import { AuthLayout, AuthLink } from '../features/session/components/auth-layout';
import { LoginForm } from '../features/session/components/login-form';

const routeApi = getRouteApi('/login');

function LoginPage() {
  const { location } = routeApi.useSearch();
  const router = useRouter();
  const t = useDashboardT();
  return (
    <AuthLayout
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={withElement(
        t,
        'auth.login.noAccount',
        'signUp',
        <AuthLink to="/signup" location={location}>
          {t('auth.signUp')}
        </AuthLink>,
      )}
    >
      <LoginForm onSuccess={() => router.history.push(safeReturnPath(location, '/app'))} />
      <p className="mt-4 text-center text-sm">
        <AuthLink to="/forgot-password">{t('auth.login.forgot')}</AuthLink>
      </p>
    </AuthLayout>
  );
}

export const Route = createLazyRoute('/login')({ component: LoginPage });
