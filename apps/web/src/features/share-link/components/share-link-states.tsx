import { StateCard } from '../../after-booking/components/state-card';
import { useT } from '../../i18n/i18n-context';
import { PublicPage } from '../../public-theme/components/public-page';
import { HourglassIcon } from '../../ui/components/icons';

/** An expired share link (spec section 2). */
export function ShareLinkExpiredPage() {
  const t = useT();
  return (
    <PublicPage>
      <StateCard icon={<HourglassIcon className="size-6" />} title={t('shareLink.expiredTitle')}>
        <p className="mx-auto mt-3 max-w-md text-(--pb-muted) text-sm leading-relaxed">
          {t('shareLink.expiredText')}
        </p>
      </StateCard>
    </PublicPage>
  );
}

/** A share link whose uses are all taken (LIMIT_EXCEEDED). */
export function ShareLinkUsedUpPage() {
  const t = useT();
  return (
    <PublicPage>
      <StateCard icon={<HourglassIcon className="size-6" />} title={t('shareLink.usedUpTitle')}>
        <p className="mx-auto mt-3 max-w-md text-(--pb-muted) text-sm leading-relaxed">
          {t('shareLink.usedUpText')}
        </p>
      </StateCard>
    </PublicPage>
  );
}
