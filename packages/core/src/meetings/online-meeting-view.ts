import { isVideoMode } from '../events/mode-schema.ts';
import type { OnlineMeeting } from './online-meeting.ts';

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/**
 * The video meeting as the API shows it: its id, link and passcode when ready; PENDING while a
 * confirmed meeting's link is being made; FAILED when it could not be (the reason for hosts only).
 */
export function onlineMeetingOf(
  meeting: {
    onlineMeeting: Record<string, unknown> | null;
    mode: Record<string, unknown> | null;
    status: string;
  },
  audience: 'host' | 'attendee',
): OnlineMeeting {
  const online = meeting.onlineMeeting;
  const videoMode = isVideoMode(meeting.mode?.key);
  if (!online) return videoMode && meeting.status === 'ACTIVE' ? { status: 'PENDING' } : null;
  const state = str(online.state);
  if (state === 'DELETED') return null;
  if (state === 'CREATING') return { status: 'PENDING' };
  if (state === 'FAILED') {
    const error = str(online.error);
    return audience === 'host' && error ? { status: 'FAILED', error } : { status: 'FAILED' };
  }
  const id = str(online.id);
  const link = str(online.link);
  const password = str(online.password);
  if (!link) return null;
  return { ...(id ? { id } : {}), link, ...(password ? { password } : {}), status: 'READY' };
}
