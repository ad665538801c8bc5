import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { Logo } from '../../ui/components/logo';

interface AuthLayoutProps {
  title: string;
  subtitle: string;
  footer: ReactNode;
  children: ReactNode;
}

const AUTH_LINK_CLASS = 'rounded font-medium text-brand-700 hover:underline';

/** A link between the way-in pages (log in, sign up, forgot password), in their link style. */
export function AuthLink({
  to,
  location = null,
  children,
}: {
  to: '/login' | '/signup' | '/forgot-password';
  /** The page to return to after logging in, carried from one way-in page to the next. */
  location?: string | null;
  children: ReactNode;
}) {
  const search: LinkProps['search'] = to === '/forgot-password' ? undefined : { location };
  return (
    <Link to={to} search={search} className={AUTH_LINK_CLASS}>
      {children}
    </Link>
  );
}

export function AuthLayout({ title, subtitle, footer, children }: AuthLayoutProps) {
  const t = useDashboardT();
  return (
    <main className="flex min-h-dvh flex-col items-center px-4 py-10 sm:justify-center sm:py-16">
      <title>{t('auth.productTitle', { title })}</title>
      <Link to="/" className="rounded-lg" aria-label={t('auth.home')}>
        <Logo />
      </Link>
      <div className="mt-8 w-full max-w-md rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-xl font-semibold tracking-tight text-gray-900">{title}</h1>
        <p className="mt-1 text-sm text-gray-600">{subtitle}</p>
        <div className="mt-6">{children}</div>
      </div>
      <p className="mt-6 text-sm text-gray-600">{footer}</p>
    </main>
  );
}
