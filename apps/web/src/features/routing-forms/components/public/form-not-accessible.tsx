import { PublicPage } from '../../../public-theme/components/public-page';

/** A form that is switched off, deleted or never existed. */
export function FormNotAccessiblePage() {
  return (
    <PublicPage>
      <title>This form is no longer accessible</title>
      <div className="my-auto w-full max-w-md rounded-2xl border border-(--pb-border) bg-(--pb-surface) px-6 py-10 text-center shadow-sm">
        <h1 className="font-semibold text-xl tracking-tight">This form is no longer accessible</h1>
        <p className="mt-3 text-(--pb-muted) text-sm leading-relaxed">
          It might have been removed or switched off. For help, please reach out to the organizer
        </p>
      </div>
    </PublicPage>
  );
}
