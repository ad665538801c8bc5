import { useBlocker } from '@tanstack/react-router';
import { ConfirmDialog } from './confirm-dialog';

/**
 * While `when` holds, leaving the page (another page of the app, a reload, closing the tab)
 * asks first. Changing only the search params of the same page is not leaving.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => when && current.pathname !== next.pathname,
    enableBeforeUnload: () => when,
    withResolver: true,
  });
  return (
    <ConfirmDialog
      isOpen={blocker.status === 'blocked'}
      title="Leave without saving?"
      message="You have unsaved changes on this page. They will be lost if you leave."
      confirmLabel="Leave page"
      isDestructive
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
