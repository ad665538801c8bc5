import { Link } from '@tanstack/react-router';
import { buttonClassName } from '../../ui/components/button';
import { isEmbeddedInFrame, isPublicBookingsOrigin } from '../embedding';
import { StatusPage } from './status-page';

export function NotFoundPage() {
  // Visitors of an embedded widget or of the public bookings domain have no homepage to go to.
  const showHomeLink = !isEmbeddedInFrame() && !isPublicBookingsOrigin();
  return (
    <StatusPage
      eyebrow="404"
      title="Page not found"
      subtitle="Sorry, but the page you were looking for could not be found"
    >
      {showHomeLink && (
        <Link to="/" className={buttonClassName('primary')}>
          Go to homepage
        </Link>
      )}
    </StatusPage>
  );
}
