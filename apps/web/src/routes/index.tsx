import { createRoute, Link } from '@tanstack/react-router';
import { LogoMark } from '../features/ui/components/logo';
import { rootRoute } from './root';

function HomePage() {
  return (
    <main className="grid min-h-dvh place-items-center px-6">
      <div className="flex flex-col items-center text-center">
        <LogoMark className="size-10" />
        <h1 className="mt-5 text-lg font-medium text-gray-900">Kairos is up and running.</h1>
        <p className="mt-3 flex gap-4 text-sm">
          <Link to="/login" className="rounded font-medium text-brand-700 hover:underline">
            Log in
          </Link>
          <Link to="/signup" className="rounded font-medium text-brand-700 hover:underline">
            Sign up
          </Link>
        </p>
      </div>
    </main>
  );
}

export const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomePage });
