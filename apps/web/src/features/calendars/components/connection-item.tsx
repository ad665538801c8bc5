import type { CalendarConnection, ConnectedCalendar } from '@kairos/core/calendars/calendar-schema';
import { formatDateTime } from '@kairos/core/dates/format';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useHostPrefs } from '../../meetings/host-prefs';
import { Badge } from '../../ui/components/badge';
import { Button } from '../../ui/components/button';
import { ConfirmDialog } from '../../ui/components/confirm-dialog';
import { SwitchField } from '../../ui/components/switch-field';
import { useDisconnectCalendar, useRefreshConnection, useUpdateCalendar } from '../queries';

const PROVIDER_NAMES = {
  CALDAV: 'CalDAV',
  ICS_FEED: 'iCalendar feed',
  GOOGLE: 'Google Calendar',
  MICROSOFT: 'Microsoft 365 / Outlook',
} as const;

function CalendarRow({ calendar }: { calendar: ConnectedCalendar }) {
  const update = useUpdateCalendar(calendar.id);
  const onError = (error: Error) => toast.error(error.message);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-2">
      <div className="flex min-w-0 items-center gap-2">
        <span className="truncate text-sm text-gray-900">{calendar.name}</span>
        {calendar.isDestination && <Badge tone="green">Destination</Badge>}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <SwitchField
          label={`Check ${calendar.name} for conflicts`}
          isSelected={calendar.checkConflicts}
          isDisabled={update.isPending}
          onChange={(on) => update.mutate({ checkConflicts: on }, { onError })}
        />
        {calendar.writable && !calendar.isDestination && (
          <Button
            type="button"
            variant="secondary"
            disabled={update.isPending}
            aria-label={`Write new meetings to ${calendar.name}`}
            onClick={() => update.mutate({ isDestination: true }, { onError })}
          >
            Make destination
          </Button>
        )}
      </div>
    </li>
  );
}

/** One connected account: its state, its calendars and their roles, refresh and disconnect. */
export function ConnectionItem({ connection }: { connection: CalendarConnection }) {
  const prefs = useHostPrefs();
  const refresh = useRefreshConnection(connection.id);
  const disconnect = useDisconnectCalendar(connection.id);
  const [confirming, setConfirming] = useState(false);
  const broken = connection.status === 'BROKEN';

  return (
    <li className="space-y-2 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="break-all text-sm font-medium text-gray-900">{connection.label}</p>
          <p className="mt-0.5 text-xs text-gray-500">
            {PROVIDER_NAMES[connection.provider]}
            {connection.refreshedAt && ` · Last read ${formatDateTime(connection.refreshedAt, prefs)}`}
          </p>
          {broken && (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {connection.error ?? 'The calendar could not be read'}. Times are offered from the last good
              read for up to a day; reconnect it to keep them right.
            </p>
          )}
        </div>
        {broken ? <Badge tone="red">Broken</Badge> : <Badge tone="green">Connected</Badge>}
      </div>
      <ul className="divide-y divide-gray-100" aria-label={`Calendars of ${connection.label}`}>
        {connection.calendars.map((calendar) => (
          <CalendarRow key={calendar.id} calendar={calendar} />
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          isLoading={refresh.isPending}
          loadingText="Reading…"
          aria-label={`Read ${connection.label} again`}
          onClick={() => refresh.mutate(undefined, { onError: (error) => toast.error(error.message) })}
        >
          Read again
        </Button>
        <Button
          type="button"
          variant="secondary"
          aria-label={`Disconnect ${connection.label}`}
          onClick={() => setConfirming(true)}
        >
          Disconnect
        </Button>
      </div>
      <ConfirmDialog
        title="Disconnect this calendar?"
        message="Its events stop blocking your booking times, and new meetings are no longer written to it."
        confirmLabel="Disconnect"
        isOpen={confirming}
        isPending={disconnect.isPending}
        isDestructive
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          disconnect.mutate(undefined, {
            onSuccess: () => toast.success('Calendar disconnected'),
            onError: (error) => toast.error(error.message),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </li>
  );
}
