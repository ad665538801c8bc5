import type { DashboardCatalogue } from './dashboard/en.ts';
import type { Locale } from './locales.ts';

/**
 * The languages the dashboard ships in. Visitors' pages ship in every language of `LOCALES`; the
 * dashboard only in these, so a visitor language does not have to translate the hosts' screens.
 * A new one is a catalogue in `dashboard/`, an entry here and one in `DASHBOARD_CATALOGUE_LOADERS`.
 */
export const DASHBOARD_LOCALES = ['en'] as const satisfies readonly Locale[];
export type DashboardLocale = (typeof DASHBOARD_LOCALES)[number];

/** Each dashboard language's catalogue, loaded on demand like the visitors' ones. */
export const DASHBOARD_CATALOGUE_LOADERS: Record<DashboardLocale, () => Promise<DashboardCatalogue>> = {
  en: () => import('./dashboard/en.ts').then((m) => m.dashboardEn),
};
