import { type DragEvent, type KeyboardEvent, useState } from 'react';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { GripIcon } from './icons';

/**
 * Reordering a list by dragging its rows or from the keyboard: the row's grip moves it with the
 * arrow keys, and the move is announced. `onMove(from, to)` gets the old and new index.
 */
export function useReorder(count: number, onMove: (from: number, to: number) => void) {
  const t = useDashboardT();
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  function rowProps(index: number) {
    return {
      draggable: true,
      'data-drop-target': over === index && dragged !== null && dragged !== index ? true : undefined,
      onDragStart: (event: DragEvent) => {
        setDragged(index);
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(index));
      },
      onDragOver: (event: DragEvent) => {
        if (dragged === null) return;
        event.preventDefault();
        setOver(index);
      },
      onDragLeave: () => setOver((current) => (current === index ? null : current)),
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        if (dragged !== null && dragged !== index) onMove(dragged, index);
        setDragged(null);
        setOver(null);
      },
      onDragEnd: () => {
        setDragged(null);
        setOver(null);
      },
    };
  }

  function handleKeys(index: number, label: string) {
    return (event: KeyboardEvent<HTMLButtonElement>) => {
      const to = event.key === 'ArrowUp' ? index - 1 : event.key === 'ArrowDown' ? index + 1 : null;
      if (to === null || to < 0 || to >= count) return;
      event.preventDefault();
      onMove(index, to);
      setAnnouncement(t('common.reorder.moved', { label, position: to + 1, count }));
      // The row re-renders in its new place; keep the focus on its grip.
      const grip = event.currentTarget;
      requestAnimationFrame(() => {
        const next = grip.closest('ol,ul')?.querySelectorAll<HTMLButtonElement>('[data-reorder-handle]')[to];
        next?.focus();
      });
    };
  }

  return { rowProps, handleKeys, announcement };
}

/** The grip of a row: drag it, or focus it and use the arrow keys (dashboard screens only). */
export function ReorderHandle({
  label,
  onKeyDown,
}: {
  label: string;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}) {
  const t = useDashboardT();
  return (
    <button
      type="button"
      data-reorder-handle
      aria-label={t('common.reorder.label', { label })}
      aria-description={t('common.reorder.hint')}
      onKeyDown={onKeyDown}
      className="cursor-grab rounded-md p-1.5 text-gray-400 hover:bg-gray-100 hover:text-gray-700 focus-visible:outline-2 focus-visible:outline-brand-600 active:cursor-grabbing"
    >
      <GripIcon className="size-4" />
    </button>
  );
}
