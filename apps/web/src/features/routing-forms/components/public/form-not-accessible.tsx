import { useT } from '../../../i18n/i18n-context';
import { PublicPage } from '../../../public-theme/components/public-page';

/** A form that is switched off, deleted or never existed. */
export function FormNotAccessiblePage() {
  const t = useT();
  return (
    <PublicPage>
      <title>{t('routing.notAccessible')}</title>
      <div className="my-auto w-full max-w-md rounded-2xl border border-(--pb-border) bg-(--pb-surface) px-6 py-10 text-center shadow-sm">
        <h1 className="font-semibold text-xl tracking-tight">{t('routing.notAccessible')}</h1>
        <p className="mt-3 text-(--pb-muted) text-sm leading-relaxed">{t('routing.notAccessibleText')}</p>
      </div>
    </PublicPage>
  );
}
