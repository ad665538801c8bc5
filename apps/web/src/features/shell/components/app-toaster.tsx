import { TOAST_DURATIONS, TOAST_REMOVE_DELAY_MS } from '@kairos/core/constants';
import { ToastBar, Toaster, toast } from 'react-hot-toast';
import { pageWord } from '../../i18n/first-paint-words';
import { CloseIcon } from '../../ui/components/icons';
import { useIsDesktop } from '../use-media-query';

const TOAST_OPTIONS = {
  duration: TOAST_DURATIONS.blank,
  removeDelay: TOAST_REMOVE_DELAY_MS,
  className: '!rounded-xl !text-sm !text-gray-900 !shadow-lg !ring-1 !ring-gray-900/5',
  blank: { duration: TOAST_DURATIONS.blank },
  error: { duration: TOAST_DURATIONS.error },
  success: { duration: TOAST_DURATIONS.success },
  loading: { duration: TOAST_DURATIONS.loading },
  custom: { duration: TOAST_DURATIONS.custom },
};

/**
 * Toasts at the spec's durations: bottom-centre on desktop, top-centre below it.
 * Touch screens cannot hover to pause or swipe away, so below desktop every
 * toast that is not loading gets a close button.
 */
export function AppToaster() {
  const isDesktop = useIsDesktop();
  return (
    <Toaster
      position={isDesktop ? 'bottom-center' : 'top-center'}
      toastOptions={TOAST_OPTIONS}
      // Top toasts start below the offline banner instead of covering it.
      containerStyle={isDesktop ? undefined : { top: 'calc(16px + var(--offline-banner-height, 0px))' }}
    >
      {(item) => (
        <ToastBar toast={item}>
          {({ icon, message }) => (
            <>
              {icon}
              {message}
              {!isDesktop && item.type !== 'loading' && (
                <button
                  type="button"
                  onClick={() => toast.dismiss(item.id)}
                  aria-label={pageWord('page.toast.dismiss')}
                  className="-mr-1 shrink-0 rounded-md p-1 text-gray-500 hover:bg-gray-100 hover:text-gray-800"
                >
                  <CloseIcon className="size-4" />
                </button>
              )}
            </>
          )}
        </ToastBar>
      )}
    </Toaster>
  );
}
