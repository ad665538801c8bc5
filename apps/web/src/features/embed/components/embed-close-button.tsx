import { useSyncExternalStore } from 'react';
import { isEmbeddedInFrame } from '../../shell/embedding';
import { embedContext } from '../embed-context';
import { parentFrame } from '../parent-frame';

const hidden = () => parentFrame.isCloseButtonHidden();

/**
 * Closes a popup widget. Shown only inside a frame opened by `/embed.js`; an inline widget, the
 * widget's `hideCloseButton` option or a host page's HIDE_CLOSE_BUTTON message hides it.
 */
export function EmbedCloseButton() {
  const isHidden = useSyncExternalStore(parentFrame.subscribe, hidden, () => true);
  if (isHidden || !embedContext() || !isEmbeddedInFrame()) return null;
  return (
    <button
      type="button"
      aria-label="Close"
      onClick={() => parentFrame.post({ type: 'CLOSE' })}
      className="fixed top-3 right-3 z-40 grid size-9 place-items-center rounded-full border border-(--pb-border) bg-(--pb-surface) text-(--pb-text) shadow-sm hover:bg-(--pb-page)"
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
