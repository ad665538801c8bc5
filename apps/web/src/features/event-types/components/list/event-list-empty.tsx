import { useDashboardT } from '../../../i18n/dashboard-i18n';
import { Button } from '../../../ui/components/button';
import { LinkIcon, PlusIcon } from '../../../ui/components/icons';

/** The first visit: what event types are and a button to make one. */
export function EventListEmpty({ onCreate }: { onCreate?: (() => void) | undefined }) {
  const t = useDashboardT();
  return (
    <section
      aria-labelledby="event-types-empty-title"
      className="mt-6 rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-14 text-center sm:py-20"
    >
      <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <LinkIcon className="size-6" />
      </div>
      <h2 id="event-types-empty-title" className="mt-4 text-base font-semibold text-gray-900">
        {t('eventTypes.emptyTitle')}
      </h2>
      <p className="mx-auto mt-2 max-w-sm text-sm text-gray-600">{t('eventTypes.emptyText')}</p>
      {onCreate && (
        <Button onClick={onCreate} className="mt-6">
          <PlusIcon className="size-4" />
          {t('eventTypes.new')}
        </Button>
      )}
    </section>
  );
}
