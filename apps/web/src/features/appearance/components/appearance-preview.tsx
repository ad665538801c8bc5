import type { WorkspaceAppearance } from '@kairos/core/appearance/appearance-schema';
import { effectiveAppearance } from '@kairos/core/appearance/effective';
import type { DashboardKey } from '@kairos/core/i18n/dashboard/en';
import type { CSSProperties } from 'react';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { resolvePublicTheme } from '../../public-theme/public-theme';
import { LogoMark } from '../../ui/components/logo';

const SAMPLE_EVENTS = [
  { name: 'appearance.sample.call', detail: 'appearance.sample.callDetail', color: '#6366f1' },
  { name: 'appearance.sample.demo', detail: 'appearance.sample.demoDetail', color: '#10b981' },
] as const satisfies readonly { name: DashboardKey; detail: DashboardKey; color: string }[];

/**
 * The public listing as visitors would see it with the draft's look: colours, logo, name,
 * listing layout and footer. It is a picture, not a page: nothing in it can be focused.
 */
export function AppearancePreview({
  draft,
  workspaceName,
}: {
  draft: WorkspaceAppearance;
  workspaceName: string;
}) {
  const t = useDashboardT();
  const look = effectiveAppearance(draft);
  const style = resolvePublicTheme({}, look) as unknown as CSSProperties;
  const title = look.bookingName || workspaceName;
  const grid = look.eventListingLayout === 'GRID';

  return (
    <figure
      aria-label={t('appearance.previewLabel')}
      className="overflow-hidden rounded-xl border border-gray-200 shadow-sm"
    >
      <div
        className="flex items-center gap-1.5 border-b border-gray-200 bg-gray-100 px-3 py-2"
        aria-hidden="true"
      >
        <span className="size-2.5 rounded-full bg-gray-300" />
        <span className="size-2.5 rounded-full bg-gray-300" />
        <span className="size-2.5 rounded-full bg-gray-300" />
      </div>
      <div style={style} className="bg-(--pb-page) px-4 py-6 text-(--pb-text)" inert>
        <div className="mx-auto max-w-md">
          <div className="flex flex-col items-center gap-2 text-center">
            {look.logo ? (
              <img
                src={look.logo}
                alt={t('appearance.previewLogo')}
                className="h-12 max-w-40 object-contain"
              />
            ) : (
              <span className="grid size-12 place-items-center rounded-2xl bg-(--pb-brand) text-lg font-semibold text-(--pb-on-brand)">
                {title.charAt(0).toUpperCase()}
              </span>
            )}
            <p className="text-lg font-semibold tracking-tight">{title}</p>
            <p className="text-xs text-(--pb-muted)">{t('appearance.sample.choose')}</p>
          </div>
          <ul className={`mt-5 grid gap-2 ${grid ? 'grid-cols-2' : ''}`}>
            {SAMPLE_EVENTS.map((event) => (
              <li
                key={event.name}
                className="flex gap-3 rounded-xl border border-(--pb-border) bg-(--pb-surface) p-3"
              >
                <span className="w-1 shrink-0 rounded-full" style={{ backgroundColor: event.color }} />
                <span className="min-w-0">
                  <span className="block truncate text-sm font-semibold">{t(event.name)}</span>
                  <span className="block text-xs text-(--pb-muted)">{t(event.detail)}</span>
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex items-center justify-between gap-3 rounded-xl border border-(--pb-border) bg-(--pb-surface) p-3">
            <span className="rounded-lg bg-(--pb-brand-soft) px-2 py-1 text-xs font-medium">10:30am</span>
            <span className="rounded-lg bg-(--pb-button) px-3 py-1.5 text-xs font-semibold text-(--pb-button-text)">
              {t('appearance.sample.confirm')}
            </span>
          </div>
          {look.poweredBy && (
            <p className="mt-5 flex items-center justify-center gap-1.5 text-[11px] text-(--pb-muted)">
              <LogoMark className="size-3.5" />
              {t('appearance.sample.poweredBy')}
            </p>
          )}
        </div>
      </div>
      <figcaption className="sr-only">{t('appearance.previewCaption')}</figcaption>
    </figure>
  );
}
