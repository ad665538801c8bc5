import type { ReactNode } from 'react';

interface StatusPageProps {
  eyebrow?: string;
  title: string;
  subtitle?: string;
  children?: ReactNode;
}

/** Full-page message for not-found, access-denied and failure states. */
export function StatusPage({ eyebrow, title, subtitle, children }: StatusPageProps) {
  return (
    <main className="grid min-h-dvh place-items-center px-6 py-16">
      <title>{`${title} · Kairos`}</title>
      <div className="max-w-md text-center">
        {eyebrow && <p className="text-sm font-semibold text-brand-600">{eyebrow}</p>}
        <h1 className="mt-2 text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">{title}</h1>
        {subtitle && <p className="mt-3 text-base text-gray-600">{subtitle}</p>}
        {children && <div className="mt-8 flex justify-center gap-3">{children}</div>}
      </div>
    </main>
  );
}
