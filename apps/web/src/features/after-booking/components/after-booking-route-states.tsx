import type { ErrorComponentProps } from '@tanstack/react-router';
import { isApiError } from '../../api/api-error';
import { PublicPage } from '../../public-theme/components/public-page';
import { RootErrorPage } from '../../shell/components/root-error-page';
import { blockFor } from '../change-block';
import { ChangeBlocked } from './change-blocked';
import { BookingCardPending } from './state-card';

/** While the booking behind a reschedule or cancel link loads. */
export function AfterBookingPending() {
  return (
    <PublicPage>
      <BookingCardPending label="Loading your booking" />
    </PublicPage>
  );
}

/** A link to a booking that does not exist (or no longer does). */
export function AfterBookingError(props: ErrorComponentProps) {
  if (isApiError(props.error) && props.error.code === 'NOT_FOUND') {
    return (
      <PublicPage>
        <ChangeBlocked block={blockFor('NOT_FOUND', 'reschedule')} view={null} />
      </PublicPage>
    );
  }
  return <RootErrorPage {...props} />;
}
