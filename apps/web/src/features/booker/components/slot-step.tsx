import { getRouteApi } from '@tanstack/react-router';
import type { DaySlot } from '../booking-contract';
import { monthOf } from '../calendar-month';
import { chosenDuration, durationOptions } from '../event-display';
import { chosenHost, hostChoices } from '../host-choice';
import { pageLocale, usePublicEventPage } from '../use-public-event';
import { BookerFrame } from './booker-frame';
import { DurationPicker, EventInfoPanel } from './event-info-panel';
import { HostPicker } from './host-picker';
import { SlotPicker } from './slot-picker';

const slotRoute = getRouteApi('/$accessLink/$slug/');

/** The first step: a month of days, the chosen day's times, the zone and the clock format. */
export function SlotStep() {
  const page = usePublicEventPage();
  const { event } = page;
  const search = slotRoute.useSearch();
  const navigate = slotRoute.useNavigate();
  const locale = pageLocale();
  const duration = chosenDuration(event, search.duration);
  const durations = durationOptions(event);
  const hosts = hostChoices(event);
  const agentId = chosenHost(event, search.agentId);

  function pickSlot(slot: DaySlot) {
    void navigate({
      to: '/$accessLink/$slug/$timestamp',
      params: { accessLink: page.accessLink, slug: page.slug, timestamp: String(Date.parse(slot.time)) },
      search: (prev) => ({ ...prev, duration: durations.length > 1 ? duration : undefined, agentId }),
    });
  }

  const durationPicker =
    durations.length > 1 ? (
      <DurationPicker
        options={durations}
        value={duration}
        onChange={(minutes) =>
          void navigate({ search: (prev) => ({ ...prev, duration: minutes }), replace: true })
        }
      />
    ) : undefined;

  const hostPicker =
    hosts.length > 0 ? (
      <HostPicker
        hosts={hosts}
        value={agentId}
        onChange={(picked) =>
          void navigate({ search: (prev) => ({ ...prev, agentId: picked }), replace: true })
        }
      />
    ) : undefined;

  const aside = page.hideLHS ? undefined : (
    <EventInfoPanel
      event={event}
      workspaceName={page.workspace.name}
      duration={duration}
      hostId={agentId}
      locale={locale}
      durationPicker={durationPicker}
      shareUrl={`${window.location.origin}/${encodeURIComponent(page.accessLink)}/${encodeURIComponent(page.slug)}`}
    />
  );

  return (
    <BookerFrame aside={aside}>
      <title>{`${event.name} · ${page.workspace.name}`}</title>
      <SlotPicker
        event={event}
        duration={duration}
        agentId={agentId}
        locale={locale}
        date={search.date}
        month={search.month}
        header={
          (page.hideLHS || hostPicker) && (
            <div className="flex flex-col gap-3">
              {page.hideLHS && (
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h1 className="font-semibold text-lg">{event.name}</h1>
                  {durationPicker}
                </div>
              )}
              {hostPicker}
            </div>
          )
        }
        onShowDay={(date) =>
          void navigate({ search: (prev) => ({ ...prev, date, month: monthOf(date) }), replace: true })
        }
        onMonthChange={(month, date) =>
          void navigate({ search: (prev) => ({ ...prev, month, date }), replace: true })
        }
        onPick={pickSlot}
      />
    </BookerFrame>
  );
}
