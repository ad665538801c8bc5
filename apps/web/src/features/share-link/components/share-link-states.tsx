import { StateCard } from '../../after-booking/components/state-card';
import { PublicPage } from '../../public-theme/components/public-page';
import { HourglassIcon } from '../../ui/components/icons';

/** An expired share link (spec section 2). */
export function ShareLinkExpiredPage() {
  return (
    <PublicPage>
      <StateCard icon={<HourglassIcon className="size-6" />} title="Sorry, meeting link has been expired.">
        <p className="mx-auto mt-3 max-w-md text-(--pb-muted) text-sm leading-relaxed">
          This link can no longer be used to book. For a new link, please reach out to the organizer.
        </p>
      </StateCard>
    </PublicPage>
  );
}

/** A share link whose uses are all taken (LIMIT_EXCEEDED). */
export function ShareLinkUsedUpPage() {
  return (
    <PublicPage>
      <StateCard icon={<HourglassIcon className="size-6" />} title="This link has been used up">
        <p className="mx-auto mt-3 max-w-md text-(--pb-muted) text-sm leading-relaxed">
          It has been used as many times as the organizer allowed. To book a meeting, please contact the
          organizer for a new link.
        </p>
      </StateCard>
    </PublicPage>
  );
}
