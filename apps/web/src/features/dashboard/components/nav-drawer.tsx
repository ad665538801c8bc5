import { type ReactNode, useEffect, useRef } from 'react';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { CloseIcon } from '../../ui/components/icons';

interface NavDrawerProps {
  id: string;
  isOpen: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The sidebar as a modal drawer below desktop; a native dialog gives focus trapping and Escape. */
export function NavDrawer({ id, isOpen, onClose, children }: NavDrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const t = useDashboardT();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the dialog natively; the click is for the backdrop
    <dialog
      ref={ref}
      id={id}
      aria-label={t('shell.navigation')}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-0 h-dvh max-h-none w-72 max-w-[85vw] bg-white p-0 shadow-xl"
    >
      <div className="flex h-full flex-col">
        {/* First in order, so opening the menu puts focus on the way out of it. */}
        <button
          type="button"
          onClick={onClose}
          aria-label={t('shell.closeMenu')}
          className="absolute top-4 right-3 rounded-md p-1.5 text-gray-500 hover:bg-gray-100 hover:text-gray-900"
        >
          <CloseIcon className="size-5" />
        </button>
        {children}
      </div>
    </dialog>
  );
}
