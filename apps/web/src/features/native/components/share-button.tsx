import { useState } from 'react';
import { isEmbeddedInFrame } from '../../shell/embedding';
import { ShareIcon } from '../../ui/components/icons';
import { isNativeShell } from '../native-shell';

/** Sharing is offered where it works: the app's share sheet, or the browser's (phones mostly). */
function canShare(): boolean {
  if (isEmbeddedInFrame()) return false;
  return isNativeShell() || typeof navigator.share === 'function';
}

/**
 * "Share" for a booking page's address: the app's share sheet, else the browser's. Shown on
 * visitor pages, so its word comes from the caller, in the visitor's language. The share sheet
 * shows only the event's name and address, which are the host's words.
 */
export function ShareButton(props: { title: string; url: string; label: string }) {
  const [available] = useState(canShare);
  if (!available) return null;
  async function share() {
    const { nativeBridge } = await import('../native-bridge');
    try {
      await nativeBridge().share({ title: props.title, url: props.url });
    } catch {
      // The visitor closed the browser's share sheet: nothing to say.
    }
  }
  return (
    <button
      type="button"
      onClick={() => void share()}
      className="inline-flex items-center gap-1.5 self-start rounded-lg border border-(--pb-border) px-3 py-1.5 font-medium text-sm hover:border-(--pb-brand)"
    >
      <ShareIcon className="size-4" />
      {props.label}
    </button>
  );
}
