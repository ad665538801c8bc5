import { Link } from '@tanstack/react-router';
import { pageWord } from '../../i18n/first-paint-words';
import { buttonClassName } from '../../ui/components/button';
import { isEmbeddedInFrame, isPublicBookingsOrigin } from '../embedding';
import { StatusPage } from './status-page';

export function NotFoundPage() {
  // Visitors of an embedded widget or of the public bookings domain have no homepage to go to.
  const showHomeLink = !isEmbeddedInFrame() && !isPublicBookingsOrigin();
  return (
    <StatusPage
      eyebrow="404"
      title={pageWord('page.notFound.title')}
      subtitle={pageWord('page.notFound.text')}
    >
      {showHomeLink && (
        <Link to="/" className={buttonClassName('primary')}>
          {pageWord('page.home')}
        </Link>
      )}
    </StatusPage>
  );
}
