import { createLazyRoute, getRouteApi, Link, useRouter } from '@tanstack/react-router';
import { safeReturnPath } from '../features/api/browser-navigation';
import { useDashboardT, withElement } from '../features/i18n/dashboard-i18n';
import { AuthLayout } from '../features/session/components/auth-layout';
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
        <Link
          to="/signup"
          search={{ location }}
          className="rounded font-medium text-brand-700 hover:underline"
        >
          {t('auth.signUp')}
        </Link>,
      )}
    >
      <LoginForm onSuccess={() => router.history.push(safeReturnPath(location, '/app'))} />
      <p className="mt-4 text-center text-sm">
        <Link to="/forgot-password" className="rounded font-medium text-brand-700 hover:underline">
          {t('auth.login.forgot')}
        </Link>
      </p>
    </AuthLayout>
  );
}

export const Route = createLazyRoute('/login')({ component: LoginPage });
