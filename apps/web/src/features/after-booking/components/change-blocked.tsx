import { useT } from '../../i18n/i18n-context';
import { HourglassIcon } from '../../ui/components/icons';
import { eventPagePath } from '../booking-view';
import type { ChangeBlock } from '../change-block';
import type { AttendeeView } from '../contract';
import { PRIMARY_LINK, StateCard } from './state-card';

/** The full-page state for a change the server will not make, with a way to book anew when it helps. */
export function ChangeBlocked({ block, view }: { block: ChangeBlock; view: AttendeeView | null }) {
  const t = useT();
  const bookAgain =
    view && (block.code === 'MEETING_CANCELLED' || block.code === 'MEETING_PAST')
      ? eventPagePath(view)
      : null;
  return (
    <StateCard icon={<HourglassIcon className="size-6" />} title={block.title}>
      <p className="mx-auto mt-3 max-w-md text-(--pb-muted) text-sm leading-relaxed">{block.message}</p>
      {bookAgain && (
        <a href={bookAgain} className={`mt-6 ${PRIMARY_LINK}`}>
          {t('after.bookNewTime')}
        </a>
      )}
    </StateCard>
  );
}
