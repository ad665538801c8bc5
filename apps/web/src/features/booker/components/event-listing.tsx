import type { EffectiveAppearance } from '@kairos/core/appearance/appearance-schema';
import type { PublicEvent, PublicEventList } from '@kairos/core/events/public-event-schema';
import { isLocale } from '@kairos/core/i18n/locales';
import { Link, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useT } from '../../i18n/i18n-context';
import { PublicPage } from '../../public-theme/components/public-page';
import { trackEvent } from '../../tracking/tracker';
import { ChevronRightIcon, ClockIcon, WalletIcon } from '../../ui/components/icons';
import {
  durationOptions,
  formatPrice,
  plainText,
  priceFor,
  sayDuration,
  visibleHosts,
} from '../event-display';
import { sayMode } from '../mode-labels';
import { pageLocale } from '../use-public-event';
import { HostAvatars, HostIntro } from './host-avatars';
import { LanguagePicker } from './language-picker';
import { ModeIcon } from './mode-icon';

/**
 * The listing layout a host chose: the first event (in the host's order) that sets one decides;
 * `GRID` lays cards in columns, anything else lists them one under another.
 */
function listingLayout(
  events: readonly PublicEvent[],
  branding: EffectiveAppearance | null,
): 'GRID' | 'LIST' {
  const chosen =
    branding?.eventListingLayout ??
    events.find((e) => e.appearance.eventListingLayout)?.appearance.eventListingLayout;
  return chosen?.toUpperCase() === 'GRID' ? 'GRID' : 'LIST';
}

interface EventListingProps {
  list: PublicEventList;
  accessLink: string;
  /** The workspace's look (`POST /website/event/appearance`): colours, logo, name and footer. */
  branding?: EffectiveAppearance | null;
  /** The language the visitor picked on the page (`?lang=`): the events' pages keep it. */
  picked?: string | null;
}

/** `/{accessLink}/`: who the workspace (or team) is and the events a visitor can book. */
export function EventListing({ list, accessLink, branding = null, picked = null }: EventListingProps) {
  const t = useT();
  const { workspace, events } = list;
  const team = list.team ?? null;
  // A widget may ask for a layout (`?layout=GRID`); otherwise the host's choice.
  const asked = String((useSearch({ strict: false }) as Record<string, unknown>).layout ?? '').toUpperCase();
  const layout = asked === 'GRID' || asked === 'LIST' ? asked : listingLayout(events, branding);
  const branded = events.find((e) => e.appearance.companyBranding);
  const title = team?.name || branding?.bookingName || branded?.appearance.bookingName || workspace.name;
  const logo = branding?.logo ?? null;
  const hideFooter = branding ? !branding.poweredBy : Boolean(branded);

  useEffect(() => {
    trackEvent('all_events_page', { accessLink }, { onceKey: accessLink });
    if (team) trackEvent('view_teams_main_booking_page', { accessLink }, { onceKey: accessLink });
  }, [accessLink, team]);

  return (
    <PublicPage appearance={branding} hideBranding={hideFooter}>
      <title>{t('listing.pageTitle', { title })}</title>
      <div className="w-full max-w-3xl">
        <header className="flex flex-col items-center gap-3 text-center">
          {logo ? (
            <img src={logo} alt={t('listing.logo', { title })} className="h-14 max-w-48 object-contain" />
          ) : (
            <span
              aria-hidden="true"
              className="grid size-14 place-items-center rounded-2xl bg-(--pb-brand) font-semibold text-(--pb-on-brand) text-xl"
            >
              {title.charAt(0).toUpperCase()}
            </span>
          )}
          <h1 className="font-semibold text-2xl tracking-tight">{title}</h1>
          {team && (
            <p className="text-(--pb-muted) text-sm">{t('listing.teamAt', { workspace: workspace.name })}</p>
          )}
          <HostIntro hosts={list.hosts} isTeam={team !== null} />
          <p className="text-(--pb-muted) text-sm">{t('listing.choose')}</p>
        </header>
        {events.length === 0 ? (
          <p className="mt-10 rounded-2xl border border-(--pb-border) border-dashed bg-(--pb-surface) px-6 py-12 text-center text-(--pb-muted) text-sm">
            {t('listing.empty')}
          </p>
        ) : (
          <ul className={`mt-8 grid gap-3 ${layout === 'GRID' ? 'sm:grid-cols-2' : ''}`}>
            {events.map((event) => (
              <li key={event._id} className="flex">
                <EventCard event={event} accessLink={accessLink} picked={picked} />
              </li>
            ))}
          </ul>
        )}
        <LanguagePicker />
      </div>
    </PublicPage>
  );
}

function EventCard({
  event,
  accessLink,
  picked,
}: {
  event: PublicEvent;
  accessLink: string;
  picked: string | null;
}) {
  const t = useT();
  const locale = pageLocale();
  const durations = durationOptions(event);
  const price = priceFor(event, event.duration);
  const hosts = visibleHosts(event);
  const description = event.description ? plainText(event.description) : '';
  return (
    <Link
      to="/$accessLink/$slug"
      params={{ accessLink, slug: event.slug }}
      search={(isLocale(picked) ? { lang: picked } : {}) as never}
      className="group flex w-full gap-4 rounded-2xl border border-(--pb-border) bg-(--pb-surface) p-5 shadow-xs transition hover:border-(--pb-brand) hover:shadow-md"
    >
      <span
        aria-hidden="true"
        className="w-1 shrink-0 self-stretch rounded-full"
        style={{ backgroundColor: event.color }}
      />
      <span className="flex min-w-0 flex-1 flex-col gap-2">
        <span className="flex items-start justify-between gap-3">
          <span className="font-semibold text-base leading-snug">{event.name}</span>
          {hosts.length > 0 && <HostAvatars hosts={hosts} size="sm" />}
        </span>
        {description && <span className="line-clamp-2 text-(--pb-muted) text-sm">{description}</span>}
        <span className="flex flex-wrap items-center gap-x-4 gap-y-1.5 text-(--pb-muted) text-xs">
          <span className="inline-flex items-center gap-1.5">
            <ClockIcon className="size-3.5" />
            {durations.map((minutes) => sayDuration(t, minutes)).join(' · ')}
          </span>
          {event.modes.map((mode) => (
            <span key={`${mode.key}-${mode.value ?? ''}`} className="inline-flex items-center gap-1.5">
              <ModeIcon mode={mode.key} className="size-3.5" />
              {sayMode(t, mode)}
            </span>
          ))}
          {price && (
            <span className="inline-flex items-center gap-1.5 font-medium text-(--pb-text)">
              <WalletIcon className="size-3.5" />
              {formatPrice(price.amount, price.currency, locale)}
            </span>
          )}
        </span>
      </span>
      <ChevronRightIcon className="size-5 shrink-0 self-center text-(--pb-muted) transition group-hover:translate-x-0.5" />
    </Link>
  );
}
