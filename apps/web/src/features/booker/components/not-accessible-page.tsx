import { useT } from '../../i18n/i18n-context';
import { PublicPage } from '../../public-theme/components/public-page';

/** What a visitor sees for an event that is gone, switched off or never existed (spec section 2). */
export function NotAccessiblePage() {
  const t = useT();
  return (
    <PublicPage>
      <title>{t('booker.notAccessibleTitle')}</title>
      <div className="my-auto w-full max-w-md rounded-2xl border border-(--pb-border) bg-(--pb-surface) px-6 py-10 text-center shadow-sm">
        <h1 className="font-semibold text-xl tracking-tight">{t('booker.notAccessibleTitle')}</h1>
        <p className="mt-3 text-(--pb-muted) text-sm leading-relaxed">{t('booker.notAccessibleText')}</p>
      </div>
    </PublicPage>
  );
}
