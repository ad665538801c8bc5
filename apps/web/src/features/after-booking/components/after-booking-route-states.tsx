import type { ErrorComponentProps } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { isApiError } from '../../api/api-error';
import { pageWord } from '../../i18n/first-paint-words';
import { PublicPage } from '../../public-theme/components/public-page';
import { RootErrorPage } from '../../shell/components/root-error-page';
import { BookingCardPending } from './state-card';

// The not-found page speaks the visitor's language, so it loads with its words (after first paint).
const BookingNotFound = lazy(() =>
  import('./booking-not-found').then((module) => ({ default: module.BookingNotFound })),
);

/** The loading card's name in the page's language once loaded, else in English. */
function loadingLabel(): string {
  return pageWord('after.loading');
}

/** While the booking behind a reschedule or cancel link loads. */
export function AfterBookingPending() {
  return (
    <PublicPage>
      <BookingCardPending label={loadingLabel()} />
    </PublicPage>
  );
}

/** A link to a booking that does not exist (or no longer does). */
export function AfterBookingError(props: ErrorComponentProps) {
  if (isApiError(props.error) && props.error.code === 'NOT_FOUND') {
    return (
      <PublicPage>
        <Suspense fallback={<BookingCardPending label={loadingLabel()} />}>
          <BookingNotFound />
        </Suspense>
      </PublicPage>
    );
  }
  return <RootErrorPage {...props} />;
}
