import { hasOperatorPlan } from '@kairos/core/accounts/plan';
import type { AgentInfo } from '@kairos/core/accounts/schemas';
import toast from 'react-hot-toast';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { openModal } from '../../modals/modal-store';
import { useLogoutMutation } from '../../session/queries';
import { initialsOf } from '../../settings/components/photo-field';
import { Button } from '../../ui/components/button';
import { LogoutIcon, SparklesIcon } from '../../ui/components/icons';

/** Foot of the sidebar: the upgrade prompt (only under an operator's plan), the signed-in agent and logout. */
export function AccountPanel({ info, onBeforeModal }: { info: AgentInfo; onBeforeModal?: () => void }) {
  const logout = useLogoutMutation();
  const t = useDashboardT();
  const { agent } = info;
  const fullName = `${agent.firstName} ${agent.lastName}`.trim();

  function handleLogout() {
    logout.mutate(undefined, {
      onSuccess: () => window.location.assign('/login?redirect=BOOKINGS'),
      onError: (error) => toast.error(error.message),
    });
  }

  return (
    <div className="border-t border-gray-200 p-3">
      {hasOperatorPlan(info.plan) && (
        <button
          type="button"
          onClick={() => {
            // A drawer is a native modal dialog in the top layer; it must close or it covers the modal.
            onBeforeModal?.();
            openModal('planUpgradeModal');
          }}
          className="mb-3 flex w-full items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 text-left text-sm font-medium text-brand-700 hover:bg-brand-100"
        >
          <SparklesIcon className="size-4" />
          {t('shell.upgradePlan')}
        </button>
      )}
      <div className="flex items-center gap-3 px-1">
        {agent.profilePic ? (
          <img src={agent.profilePic} alt="" className="size-9 shrink-0 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-gray-900 text-xs font-semibold text-white"
          >
            {initialsOf(agent.firstName, agent.lastName)}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-gray-900">{fullName || agent.emailId}</p>
          <p className="truncate text-xs text-gray-500">{agent.emailId}</p>
        </div>
        <Button
          variant="ghost"
          onClick={handleLogout}
          isLoading={logout.isPending}
          aria-label={t('shell.logOut')}
          title={t('shell.logOut')}
          className="!p-2"
        >
          {!logout.isPending && <LogoutIcon className="size-5" />}
        </Button>
      </div>
    </div>
  );
}
