import { Link } from '@tanstack/react-router';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { Button, buttonClassName } from '../../ui/components/button';
import { SparklesIcon } from '../../ui/components/icons';
import type { ModalProps } from '../modal-store';

interface PlanUpgradeModalProps extends ModalProps {
  /** The feature the host tried to use, named in the message when given. */
  feature?: string;
  /** Why the dialog opened, e.g. the API's 'plan limit reached' message; replaces the first sentence. */
  message?: string;
}

export function PlanUpgradeModal({ onClose, feature, message }: PlanUpgradeModalProps) {
  const t = useDashboardT();
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      className="fixed inset-0 z-50 flex items-end justify-center bg-gray-900/30 p-4 backdrop-blur-sm sm:items-center"
    >
      <Modal className="w-full max-w-md rounded-2xl bg-white shadow-xl ring-1 ring-gray-900/5">
        <Dialog className="p-6 outline-none">
          {({ close }) => (
            <>
              <div className="flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-600">
                <SparklesIcon className="size-6" />
              </div>
              <Heading slot="title" className="mt-4 text-lg font-semibold text-gray-900">
                {t('common.planUpgrade.title')}
              </Heading>
              <p className="mt-2 text-sm text-gray-600">
                {message ??
                  (feature
                    ? t('common.planUpgrade.beyondPlan', { feature })
                    : t('common.planUpgrade.limits'))}{' '}
                {t('common.planUpgrade.whoSetsIt')}
              </p>
              <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <Button variant="secondary" onClick={close}>
                  {t('common.planUpgrade.notNow')}
                </Button>
                <Link
                  to="/app/settings"
                  search={{ section: 'workspace' }}
                  onClick={close}
                  className={buttonClassName('primary')}
                >
                  {t('common.planUpgrade.seePlan')}
                </Link>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
