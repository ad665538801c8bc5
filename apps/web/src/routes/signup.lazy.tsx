import { createLazyRoute, getRouteApi, useRouter } from '@tanstack/react-router';
import { safeReturnPath } from '../features/api/browser-navigation';
import { useDashboardT, withElement } from '../features/i18n/dashboard-i18n';
import { AuthLayout, AuthLink } from '../features/session/components/auth-layout';
import { SignupForm } from '../features/session/components/signup-form';

const routeApi = getRouteApi('/signup');

function SignupPage() {
  const { location } = routeApi.useSearch();
  const router = useRouter();
  const t = useDashboardT();
  return (
    <AuthLayout
      title={t('auth.signup.title')}
      subtitle={t('auth.signup.subtitle')}
      footer={withElement(
        t,
        'auth.signup.haveAccount',
        'logIn',
        <AuthLink to="/login" location={location}>
          {t('auth.logIn')}
        </AuthLink>,
      )}
    >
      <SignupForm onSuccess={() => router.history.push(safeReturnPath(location, '/app'))} />
    </AuthLayout>
  );
}

export const Route = createLazyRoute('/signup')({ component: SignupPage });
