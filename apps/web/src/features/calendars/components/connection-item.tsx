import type { CalendarConnection, ConnectedCalendar } from '@kairos/core/calendars/calendar-schema';
import { formatDateTime } from '@kairos/core/dates/format';
import type { DashboardKey } from '@kairos/core/i18n/dashboard/en';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { useHostPrefs } from '../../meetings/host-prefs';
import { Badge } from '../../ui/components/badge';
import { Button } from '../../ui/components/button';
import { ConfirmDialog } from '../../ui/components/confirm-dialog';
import { SwitchField } from '../../ui/components/switch-field';
import { useDisconnectCalendar, useRefreshConnection, useUpdateCalendar } from '../queries';

const PROVIDER_NAMES = {
  CALDAV: 'calendars.provider.caldav',
  ICS_FEED: 'calendars.provider.icsFeed',
  GOOGLE: 'calendars.provider.google',
  MICROSOFT: 'calendars.provider.microsoft',
} as const satisfies Record<CalendarConnection['provider'], DashboardKey>;

function CalendarRow({ calendar }: { calendar: ConnectedCalendar }) {
  const t = useDashboardT();
  const update = useUpdateCalendar(calendar.id);
  const onError = (error: Error) => toast.error(error.message);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-2">
      <div className="flex min-w-0 items-center gap-2">
        <span className="truncate text-sm text-gray-900">{calendar.name}</span>
        {calendar.isDestination && <Badge tone="green">{t('calendars.item.destination')}</Badge>}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <SwitchField
          label={t('calendars.item.checkConflicts', { name: calendar.name })}
          isSelected={calendar.checkConflicts}
          isDisabled={update.isPending}
          onChange={(on) => update.mutate({ checkConflicts: on }, { onError })}
        />
        {calendar.writable && !calendar.isDestination && (
          <Button
            type="button"
            variant="secondary"
            disabled={update.isPending}
            aria-label={t('calendars.item.writeTo', { name: calendar.name })}
            onClick={() => update.mutate({ isDestination: true }, { onError })}
          >
            {t('calendars.item.makeDestination')}
          </Button>
        )}
      </div>
    </li>
  );
}

/** One connected account: its state, its calendars and their roles, refresh and disconnect. */
export function ConnectionItem({ connection }: { connection: CalendarConnection }) {
  const prefs = useHostPrefs();
  const t = useDashboardT();
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
            {connection.refreshedAt
              ? t('calendars.item.lastRead', {
                  provider: t(PROVIDER_NAMES[connection.provider]),
                  when: formatDateTime(connection.refreshedAt, prefs),
                })
              : t(PROVIDER_NAMES[connection.provider])}
          </p>
          {broken && (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {t('calendars.item.broken', { reason: connection.error ?? t('calendars.item.unreadable') })}
            </p>
          )}
        </div>
        {broken ? (
          <Badge tone="red">{t('calendars.item.brokenBadge')}</Badge>
        ) : (
          <Badge tone="green">{t('calendars.item.connectedBadge')}</Badge>
        )}
      </div>
      <ul
        className="divide-y divide-gray-100"
        aria-label={t('calendars.item.calendarsOf', { label: connection.label })}
      >
        {connection.calendars.map((calendar) => (
          <CalendarRow key={calendar.id} calendar={calendar} />
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          isLoading={refresh.isPending}
          loadingText={t('calendars.item.reading')}
          aria-label={t('calendars.item.readAgainLabel', { label: connection.label })}
          onClick={() => refresh.mutate(undefined, { onError: (error) => toast.error(error.message) })}
        >
          {t('calendars.item.readAgain')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          aria-label={t('calendars.item.disconnectLabel', { label: connection.label })}
          onClick={() => setConfirming(true)}
        >
          {t('calendars.item.disconnect')}
        </Button>
      </div>
      <ConfirmDialog
        cancelLabel={t('common.cancel')}
        title={t('calendars.item.disconnectTitle')}
        message={t('calendars.item.disconnectMessage')}
        confirmLabel={t('calendars.item.disconnect')}
        isOpen={confirming}
        isPending={disconnect.isPending}
        isDestructive
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          disconnect.mutate(undefined, {
            onSuccess: () => toast.success(t('calendars.item.disconnected')),
            onError: (error) => toast.error(error.message),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </li>
  );
}
