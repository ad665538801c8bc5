import { createLazyRoute, getRouteApi, Link, useRouter } from '@tanstack/react-router';
import { safeReturnPath } from '../features/api/browser-navigation';
import { AuthLayout } from '../features/session/components/auth-layout';
import { SignupForm } from '../features/session/components/signup-form';

const routeApi = getRouteApi('/signup');

function SignupPage() {
  const { location } = routeApi.useSearch();
  const router = useRouter();
  return (
    <AuthLayout
      title="Create your Kairos account"
      subtitle="Set up your workspace and start taking bookings in minutes."
      footer={
        <>
          Already have an account?{' '}
          <Link
            to="/login"
            search={{ location }}
            className="rounded font-medium text-brand-700 hover:underline"
          >
            Log in
          </Link>
        </>
      }
    >
      <SignupForm onSuccess={() => router.history.push(safeReturnPath(location, '/app'))} />
    </AuthLayout>
  );
}

export const Route = createLazyRoute('/signup')({ component: SignupPage });
