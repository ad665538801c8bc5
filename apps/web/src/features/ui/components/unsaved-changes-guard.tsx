import { useBlocker } from '@tanstack/react-router';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { ConfirmDialog } from './confirm-dialog';

interface UnsavedChangesGuardProps {
  when: boolean;
  /** Whether other search params make another page (a record picked by `?id=`), not just another view. */
  searchIsPage?: boolean;
}

/**
 * While `when` holds, leaving the page (another page of the app, a reload, closing the tab)
 * asks first. By default changing only the search params (a tab, a filter) is not leaving.
 */
export function UnsavedChangesGuard({ when, searchIsPage = false }: UnsavedChangesGuardProps) {
  const t = useDashboardT();
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) =>
      when &&
      (current.pathname !== next.pathname ||
        (searchIsPage && JSON.stringify(current.search) !== JSON.stringify(next.search))),
    enableBeforeUnload: () => when,
    withResolver: true,
  });
  return (
    <ConfirmDialog
      isOpen={blocker.status === 'blocked'}
      title={t('common.leave.title')}
      message={t('common.leave.message')}
      confirmLabel={t('common.leave.confirm')}
      cancelLabel={t('common.cancel')}
      isDestructive
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
