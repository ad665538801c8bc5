import { useT } from '../../i18n/i18n-context';
import { InVisitorLanguage } from '../../i18n/in-visitor-language';
import { blockFor } from '../change-block';
import { ChangeBlocked } from './change-blocked';

/**
 * A link to no booking: there is no booked language to read, so the page speaks the visitor's pick
 * (`?lang=`) or their browser's language, English until that language has loaded.
 */
export function BookingNotFound() {
  return (
    <InVisitorLanguage>
      <NotFoundBlock />
    </InVisitorLanguage>
  );
}

function NotFoundBlock() {
  const t = useT();
  return <ChangeBlocked block={blockFor('NOT_FOUND', 'reschedule', t)} view={null} />;
}
