import {
  Component,
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
} from 'react';
import { claimModuleReload, isDynamicImportError } from '../../shell/module-reload';
import { closeModal, type ModalProps, useOpenModal } from '../modal-store';

// biome-ignore lint/suspicious/noExplicitAny: each modal declares its own extra props
type LazyModal = LazyExoticComponent<ComponentType<ModalProps & any>>;

/** Every dialog the host can show, each loaded only when first opened. */
const MODALS: Record<string, LazyModal> = {
  planUpgradeModal: lazy(() =>
    import('./plan-upgrade-modal').then((module) => ({ default: module.PlanUpgradeModal })),
  ),
};

export type ModalKey = keyof typeof MODALS;

function LoadingOverlay() {
  return <div className="fixed inset-0 z-40 bg-gray-900/30 backdrop-blur-sm" aria-hidden="true" />;
}

/** Closes the modal when its code fails to load, reloading once if the build changed under us. */
class ModalLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    if (isDynamicImportError(error) && claimModuleReload()) window.location.reload();
    else closeModal();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function ModalHost() {
  const open = useOpenModal();
  if (!open || !Object.hasOwn(MODALS, open.key)) return null;
  const Modal = MODALS[open.key]!;
  return (
    <ModalLoadBoundary key={open.key}>
      <Suspense fallback={<LoadingOverlay />}>
        <Modal {...open.props} onClose={closeModal} />
      </Suspense>
    </ModalLoadBoundary>
  );
}
