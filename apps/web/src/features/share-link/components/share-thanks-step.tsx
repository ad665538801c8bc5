import { Link } from '@tanstack/react-router';
import { BookingThanks } from '../../booker/components/thanks-step';
import { useT } from '../../i18n/i18n-context';
import { Spinner } from '../../ui/components/spinner';
import { useShareLinkPage } from '../use-share-link-page';

function BookingMissing() {
  const t = useT();
  return (
    <div className="my-auto w-full max-w-xl rounded-2xl border border-(--pb-border) bg-(--pb-surface) px-5 py-8 text-center shadow-sm">
      <title>{t('thanks.notFoundTitle')}</title>
      <h1 className="font-semibold text-xl tracking-tight">{t('thanks.notFoundHeading')}</h1>
      <p className="mt-2 text-(--pb-muted) text-sm">{t('thanks.notFoundHint')}</p>
    </div>
  );
}

/** `/d/{shareLink}/thanks`: the booker's thanks page, with "book again" leading back to the link. */
export function ShareThanksStep() {
  const page = useShareLinkPage();
  const t = useT();
  const event = page.event ?? page.view?.event ?? null;
  if (!event && !page.isViewLoading) return <BookingMissing />;
  if (!event) {
    return (
      <div role="status" className="my-auto flex items-center gap-2 text-sm">
        <Spinner className="size-5" /> {t('thanks.loading')}
      </div>
    );
  }
  return (
    <BookingThanks
      event={event}
      accessLink={page.accessLink}
      slug={event.slug}
      attendeeId={page.search.attendeeId}
      bookAgain={
        <Link
          to="/d/$shareLink"
          params={{ shareLink: page.shareLink }}
          search={(prev) => ({ ...prev, attendeeId: null, rescheduled: false })}
          className="mt-6 inline-flex rounded-lg bg-(--pb-button) px-4 py-2 font-medium text-(--pb-button-text) text-sm"
        >
          {t('shareLink.bookATime')}
        </Link>
      }
    />
  );
}
