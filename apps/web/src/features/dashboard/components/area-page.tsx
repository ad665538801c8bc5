import type { HostAreaPage } from '../host-area-pages';

/** A host area with nothing in it yet: a header and a friendly empty state. */
export function AreaPage({ page }: { page: HostAreaPage }) {
  const Icon = page.icon;
  return (
    <>
      <title>{`${page.label} · Kairos`}</title>
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{page.label}</h1>
        <p className="mt-1 text-sm text-gray-600">{page.description}</p>
      </header>
      <section
        aria-label={page.emptyTitle}
        className="mt-8 rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-14 text-center sm:py-20"
      >
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <Icon className="size-6" />
        </div>
        <h2 className="mt-4 text-base font-semibold text-gray-900">{page.emptyTitle}</h2>
        <p className="mx-auto mt-2 max-w-sm text-sm text-gray-600">{page.emptyText}</p>
      </section>
    </>
  );
}
