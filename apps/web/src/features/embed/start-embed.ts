import { addTrackingSink } from '../tracking/tracker';
import { publicEventOf } from './host-events';
import { parentFrame, startParentFrame } from './parent-frame';

interface RouterEvents {
  subscribe(event: 'onResolved', fn: (event: { toLocation: { pathname: string } }) => void): () => void;
}

/** Connects the page to a host page that embeds it: spec messages, sizing and public events. */
export function startEmbed(router: RouterEvents): void {
  startParentFrame();
  addTrackingSink((name, payload) => {
    const event = publicEventOf(name, payload);
    if (event) parentFrame.emit(event.name, event.data);
  });
  router.subscribe('onResolved', ({ toLocation }) =>
    parentFrame.emit('page_viewed', { path: toLocation.pathname }),
  );
}
