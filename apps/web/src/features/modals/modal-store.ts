import { useSyncExternalStore } from 'react';

/** What every modal receives from the modal host. */
export interface ModalProps {
  onClose: () => void;
}

export interface OpenModal {
  key: string;
  props: Record<string, unknown>;
}

let current: OpenModal | null = null;
const listeners = new Set<() => void>();

function publish(next: OpenModal | null) {
  current = next;
  for (const listener of listeners) listener();
}

/** Opens the modal registered under `key`; an unknown key shows nothing. */
export function openModal(key: string, props: Record<string, unknown> = {}): void {
  publish({ key, props });
}

export function closeModal(): void {
  publish(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useOpenModal(): OpenModal | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
