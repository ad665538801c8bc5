import { Placeholder } from '../../../booker/components/booker-frame';
import { pageWord } from '../../../i18n/first-paint-words';
import { PublicPage } from '../../../public-theme/components/public-page';

const FIELD_KEYS = ['name', 'email', 'choice'];

/** The form card's outline while the form and the page's code load; named in the page's language once loaded. */
export function FormPending() {
  return (
    <PublicPage hideBranding>
      <div
        role="status"
        aria-label={pageWord('routing.loadingForm')}
        className="flex min-h-[410px] w-full max-w-[700px] flex-col gap-6 rounded-2xl border border-(--pb-border) bg-(--pb-surface) p-5 shadow-sm sm:p-8"
      >
        <Placeholder className="h-7 w-64 max-w-full" />
        <Placeholder className="h-4 w-full" />
        {FIELD_KEYS.map((key) => (
          <div key={key} className="flex flex-col gap-2">
            <Placeholder className="h-4 w-32" />
            <Placeholder className="h-9 w-full rounded-lg" />
          </div>
        ))}
        <Placeholder className="mt-auto h-10 w-40 rounded-lg" />
      </div>
    </PublicPage>
  );
}
