import { useSyncExternalStore } from 'react';
import { useT } from '../../i18n/i18n-context';
import { parentFrame } from '../parent-frame';

const hidden = () => parentFrame.isCloseButtonHidden();

/**
 * Asks the host page to close the widget (CLOSE). Shown inside any frame whose parent's origin is
 * known, `/embed.js` or a plain `<iframe>`; an inline widget, the widget's `hideCloseButton` option
 * or a host page's HIDE_CLOSE_BUTTON message hides it.
 */
export function EmbedCloseButton() {
  const t = useT();
  const isHidden = useSyncExternalStore(parentFrame.subscribe, hidden, () => true);
  if (isHidden) return null;
  return (
    <button
      type="button"
      aria-label={t('embed.close')}
      onClick={() => parentFrame.post({ type: 'CLOSE' })}
      className="fixed top-3 end-3 z-40 grid size-9 place-items-center rounded-full border border-(--pb-border) bg-(--pb-surface) text-(--pb-text) shadow-sm hover:bg-(--pb-page)"
    >
      <svg
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        className="size-4"
        aria-hidden="true"
      >
        <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
      </svg>
    </button>
  );
}
