import type { MeetingMode } from '@kairos/core/events/mode-schema';
import { GlobeIcon, MapPinIcon, PhoneIcon, VideoIcon } from '../../ui/components/icons';

export function ModeIcon({ mode, className }: { mode: MeetingMode; className?: string }) {
  switch (mode) {
    case 'ZOOM':
    case 'GOOGLE_MEET':
    case 'MICROSOFT_TEAMS':
    case 'JITSI':
      return <VideoIcon className={className} />;
    case 'IN_PERSON':
      return <MapPinIcon className={className} />;
    case 'PHONE_NUMBER':
      return <PhoneIcon className={className} />;
    default:
      return <GlobeIcon className={className} />;
  }
}
