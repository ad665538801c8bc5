import { type DashboardKey, dashboardEn } from '@kairos/core/i18n/dashboard/en';
import { createTranslator, type Translate } from '@kairos/core/i18n/translate';
import { createContext, Fragment, type ReactNode, useContext } from 'react';

/**
 * The dashboard's words. Only dashboard code imports this module, and the dashboard loads only
 * when it is opened, so neither the formatter nor this catalogue reach a public page's first paint.
 * The dashboard ships in English only; a later language is a catalogue and a loaded translator
 * given to the provider, not a change to the screens.
 */
export type DashboardTranslate = Translate<DashboardKey>;

const ENGLISH: DashboardTranslate = createTranslator<DashboardKey>('en', dashboardEn);
const DashboardI18nContext = createContext<DashboardTranslate>(ENGLISH);

/** The dashboard's language for everything inside it (English, the only one shipped yet). */
export function DashboardI18nProvider({ children }: { children: ReactNode }) {
  return <DashboardI18nContext.Provider value={ENGLISH}>{children}</DashboardI18nContext.Provider>;
}

/** The translator of the dashboard's language; English outside the provider (e.g. in tests). */
export function useDashboardT(): DashboardTranslate {
  return useContext(DashboardI18nContext);
}

const SLOT = '\u0000';

/**
 * A message with an element inside it (a link, a piece of code): the message is formatted with a
 * marker for that argument and the element is put where the marker landed, so the translation
 * decides where it goes.
 */
export function withElement(
  t: DashboardTranslate,
  key: DashboardKey,
  argument: string,
  element: ReactNode,
  values: Record<string, string | number> = {},
): ReactNode {
  const [before = '', after = ''] = t(key, { ...values, [argument]: SLOT }).split(SLOT);
  return (
    <>
      {before}
      <Fragment key="element">{element}</Fragment>
      {after}
    </>
  );
}
