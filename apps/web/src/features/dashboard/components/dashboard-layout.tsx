import { useSuspenseQuery } from '@tanstack/react-query';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { DashboardI18nProvider, useDashboardT } from '../../i18n/dashboard-i18n';
import { agentInfoQuery } from '../../session/queries';
import { useIsDesktop } from '../../shell/use-media-query';
import { MenuIcon } from '../../ui/components/icons';
import { LogoMark } from '../../ui/components/logo';
import { AccountPanel } from './account-panel';
import { NavDrawer } from './nav-drawer';
import { SidebarNav } from './sidebar-nav';
import { WorkspaceHeader } from './workspace-header';

const DRAWER_ID = 'dashboard-navigation';

/** The dashboard in its language (English, the only one shipped yet) around every host page. */
export function DashboardLayout() {
  return (
    <DashboardI18nProvider>
      <DashboardFrame />
    </DashboardI18nProvider>
  );
}

function DashboardFrame() {
  const t = useDashboardT();
  const { data: info } = useSuspenseQuery(agentInfoQuery);
  const isDesktop = useIsDesktop();
  const [isMenuOpen, setIsMenuOpen] = useState(false);

  // A drawer left open while the window grows would keep the page inert behind a hidden dialog.
  useEffect(() => {
    if (isDesktop) setIsMenuOpen(false);
  }, [isDesktop]);

  const closeMenu = () => setIsMenuOpen(false);
  // The set-up steps after signing up have the whole screen, without the navigation.
  const isOnboarding = useRouterState({ select: (state) => state.location.pathname === '/app/onboarding' });
  if (isOnboarding) return <Outlet />;

  return (
    <div className="min-h-dvh lg:flex">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('shell.skipToContent')}
      </a>

      {isDesktop ? (
        <aside className="sticky top-[var(--offline-banner-height,0px)] flex h-[calc(100dvh-var(--offline-banner-height,0px))] w-64 shrink-0 flex-col border-r border-gray-200 bg-white">
          <div className="px-3 pt-4">
            <WorkspaceHeader workspace={info.workspace} />
          </div>
          <SidebarNav />
          <AccountPanel info={info} />
        </aside>
      ) : (
        <>
          <header className="sticky top-[var(--offline-banner-height,0px)] z-30 flex h-14 items-center gap-3 border-b border-gray-200 bg-white/90 px-4 backdrop-blur">
            <button
              type="button"
              onClick={() => setIsMenuOpen(true)}
              aria-label={t('shell.openMenu')}
              aria-expanded={isMenuOpen}
              aria-controls={DRAWER_ID}
              className="-ml-1.5 rounded-md p-1.5 text-gray-700 hover:bg-gray-100"
            >
              <MenuIcon className="size-6" />
            </button>
            <LogoMark className="size-7 shrink-0" />
            <span className="truncate text-sm font-semibold text-gray-900">{info.workspace.name}</span>
          </header>
          <NavDrawer id={DRAWER_ID} isOpen={isMenuOpen} onClose={closeMenu}>
            <div className="px-3 pt-4 pr-12">
              <WorkspaceHeader workspace={info.workspace} />
            </div>
            <SidebarNav onNavigate={closeMenu} />
            <AccountPanel info={info} onBeforeModal={closeMenu} />
          </NavDrawer>
        </>
      )}

      <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
        <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
