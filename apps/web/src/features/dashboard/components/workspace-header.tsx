import type { Workspace } from '@kairos/core/accounts/schemas';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import toast from 'react-hot-toast';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { companyListQuery, useSwitchCompany } from '../../settings/queries';
import { CheckIcon, ChevronDownIcon } from '../../ui/components/icons';
import { LogoMark } from '../../ui/components/logo';
import { DEFAULT_HOST_AREA_PATH } from '../host-area-paths';

const ITEM =
  'flex cursor-default items-center gap-2.5 rounded-md px-3 py-2 text-sm text-gray-800 outline-none data-[focused]:bg-gray-100';

/** The workspace's name; with more than one workspace, a menu that switches between them. */
export function WorkspaceHeader({ workspace }: { workspace: Workspace }) {
  const companies = useQuery(companyListQuery);
  const t = useDashboardT();
  const switchTo = useSwitchCompany();
  const others = companies.data?.companies ?? [];

  if (others.length < 2) {
    return (
      <Link
        to={DEFAULT_HOST_AREA_PATH}
        className="flex min-w-0 items-center gap-3 rounded-lg p-1 hover:bg-gray-100"
      >
        <LogoMark className="size-8 shrink-0" />
        <WorkspaceName name={workspace.name} detail={t('shell.kairosWorkspace')} />
      </Link>
    );
  }

  return (
    <MenuTrigger>
      <Button
        aria-label={t('shell.switchWorkspaceLabel', { name: workspace.name })}
        className="flex w-full min-w-0 items-center gap-3 rounded-lg p-1 text-left outline-none hover:bg-gray-100 data-[focus-visible]:outline-2 data-[focus-visible]:outline-brand-600"
      >
        <LogoMark className="size-8 shrink-0" />
        <WorkspaceName name={workspace.name} detail={t('shell.workspaceCount', { count: others.length })} />
        <ChevronDownIcon className="size-4 shrink-0 text-gray-500" />
      </Button>
      <Popover
        placement="bottom start"
        className="w-60 rounded-xl bg-white p-1 shadow-lg ring-1 ring-gray-900/10"
      >
        <Menu
          aria-label={t('shell.switchWorkspace')}
          disabledKeys={switchTo.isPending ? others.map((c) => c._id) : []}
          onAction={(key) => {
            if (key === workspace._id) return;
            switchTo.mutate(String(key), {
              onSuccess: () => window.location.assign(DEFAULT_HOST_AREA_PATH),
              onError: (error) => toast.error(error.message),
            });
          }}
          className="outline-none"
        >
          {others.map((company) => (
            <MenuItem key={company._id} id={company._id} textValue={company.name} className={ITEM}>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{company.name}</span>
                <span className="block truncate text-xs text-gray-500">
                  {company.isOwner ? t('shell.owner') : t('shell.member')} · /{company.accessLink}/
                </span>
              </span>
              {company._id === workspace._id && <CheckIcon className="size-4 shrink-0 text-brand-600" />}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

function WorkspaceName({ name, detail }: { name: string; detail: string }) {
  return (
    <span className="min-w-0 flex-1">
      <span className="block truncate text-sm font-semibold text-gray-900">{name}</span>
      <span className="block truncate text-xs text-gray-500">{detail}</span>
    </span>
  );
}
