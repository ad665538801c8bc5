import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { agentInfoQuery } from '../../session/queries';
import { visibleNavigationGroups } from '../host-area-pages';

export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { data: info } = useQuery(agentInfoQuery);
  const t = useDashboardT();
  return (
    <nav aria-label={t('shell.mainNavigation')} className="flex-1 overflow-y-auto px-3 py-4">
      {visibleNavigationGroups(info?.permissions).map((group) => (
        <div key={group.labelKey ?? 'main'} className="mb-5 last:mb-0">
          {group.labelKey && (
            <p className="px-3 pb-1.5 text-xs font-medium tracking-wide text-gray-500 uppercase">
              {t(group.labelKey)}
            </p>
          )}
          <ul className="space-y-0.5">
            {group.pages.map((page) => {
              const Icon = page.icon;
              return (
                <li key={page.area}>
                  <Link
                    to={page.path}
                    onClick={onNavigate}
                    className="flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-gray-900 data-[status=active]:bg-gray-100 data-[status=active]:text-gray-900"
                  >
                    <Icon className="size-5 shrink-0 text-gray-500" />
                    {t(page.labelKey)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
