import { createLazyRoute, getRouteApi, Link, useRouter } from '@tanstack/react-router';
import { safeReturnPath } from '../features/api/browser-navigation';
import { AuthLayout } from '../features/session/components/auth-layout';
import { LoginForm } from '../features/session/components/login-form';

const routeApi = getRouteApi('/login');

function LoginPage() {
  const { location } = routeApi.useSearch();
  const router = useRouter();
  return (
    <AuthLayout
      title="Log in to Kairos"
      subtitle="Welcome back. Enter your details to continue."
      footer={
        <>
          Don’t have an account?{' '}
          <Link
            to="/signup"
            search={{ location }}
            className="rounded font-medium text-brand-700 hover:underline"
          >
            Sign up
          </Link>
        </>
      }
    >
      <LoginForm onSuccess={() => router.history.push(safeReturnPath(location, '/app'))} />
      <p className="mt-4 text-center text-sm">
        <Link to="/forgot-password" className="rounded font-medium text-brand-700 hover:underline">
          Forgot your password?
        </Link>
      </p>
    </AuthLayout>
  );
}

export const Route = createLazyRoute('/login')({ component: LoginPage });
