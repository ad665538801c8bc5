import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

interface ModalDialogProps {
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
  description?: ReactNode;
  /** Alert dialogs ask for a decision and are announced as such. */
  role?: 'dialog' | 'alertdialog';
  /** False while something is being saved, so the dialog cannot be dismissed mid-way. */
  isDismissable?: boolean;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

const SIZES = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-lg', xl: 'max-w-5xl' };

/** A modal with a title: focus stays inside, Escape and a click outside close it. */
export function ModalDialog({
  title,
  isOpen,
  onOpenChange,
  children,
  description,
  role = 'dialog',
  isDismissable = true,
  size = 'md',
}: ModalDialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className="fixed inset-0 z-50 flex items-end justify-center overflow-y-auto bg-gray-900/30 p-4 backdrop-blur-sm sm:items-center"
    >
      <Modal className={`w-full ${SIZES[size]} rounded-2xl bg-white shadow-xl ring-1 ring-gray-900/5`}>
        <Dialog role={role} className="p-6 outline-none">
          <Heading slot="title" className="text-lg font-semibold text-gray-900">
            {title}
          </Heading>
          {description && <div className="mt-2 text-sm text-gray-600">{description}</div>}
          <div className="mt-5">{children}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
