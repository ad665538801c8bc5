import { isApiError } from '../api/api-error';
import { openModal } from '../modals/modal-store';

/**
 * Opens the upgrade dialog when the API refused because the workspace's plan is full; says
 * whether it did, so the caller shows its own message only for other errors.
 */
export function openUpgradeOnPlanLimit(error: unknown, feature?: string): boolean {
  if (!isApiError(error) || error.code !== 'PLAN_LIMIT_REACHED') return false;
  openModal('planUpgradeModal', feature ? { feature, message: error.message } : { message: error.message });
  return true;
}
