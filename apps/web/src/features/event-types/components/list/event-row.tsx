import type { Event } from '@kairos/core/events/event-schema';
import { Link } from '@tanstack/react-router';
import { Button, GridListItem } from 'react-aria-components';
import { type DashboardTranslate, useDashboardT } from '../../../i18n/dashboard-i18n';
import { usePermission } from '../../../members/use-permission';
import { Badge } from '../../../ui/components/badge';
import { ClockIcon, GripIcon } from '../../../ui/components/icons';
import { SwitchField } from '../../../ui/components/switch-field';
import { EVENT_TYPE_LABEL_KEYS } from '../../event-labels';
import { formatDuration } from '../../minutes-unit';
import { publicEventPath } from '../../public-link';
import { EventRowMenu, type RowAction } from './event-row-menu';

interface EventRowProps {
  event: Event;
  accessLink: string;
  canReorder: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onTogglePrivate: (isPrivate: boolean) => void;
  onAction: (action: RowAction) => void;
}

function durationsOf(t: DashboardTranslate, event: Event): string {
  if (!event.allowAttendeeToSelectDuration || event.availableDuration.length < 2) {
    return formatDuration(t, event.duration);
  }
  return event.availableDuration.map((minutes) => formatDuration(t, minutes)).join(' / ');
}

/** One event type: colour, name, duration, type, link, the switch that hides it, and its actions. */
export function EventRow({
  event,
  accessLink,
  canReorder,
  canMoveUp,
  canMoveDown,
  onTogglePrivate,
  onAction,
}: EventRowProps) {
  const canEdit = usePermission('eventTypes', 'edit');
  const t = useDashboardT();
  return (
    <GridListItem
      id={event._id}
      textValue={event.name}
      className="group relative flex cursor-pointer items-center gap-3 bg-white px-3 py-4 hover:bg-gray-50/70 outline-none first:rounded-t-xl last:rounded-b-xl data-[dragging]:opacity-50 data-[focus-visible]:z-10 data-[focus-visible]:outline-2 data-[focus-visible]:-outline-offset-2 data-[focus-visible]:outline-brand-600 sm:px-5"
    >
      {canReorder && canEdit && (
        <Button
          slot="drag"
          aria-label={t('eventTypes.row.dragToReorder', { name: event.name })}
          className="-ml-1 shrink-0 cursor-grab rounded-md p-1 text-gray-400 outline-none hover:bg-gray-100 hover:text-gray-700 data-[focus-visible]:outline-2 data-[focus-visible]:outline-brand-600"
        >
          <GripIcon className="size-4" />
        </Button>
      )}
      <span
        aria-hidden="true"
        className="size-3 shrink-0 rounded-full ring-2 ring-white ring-offset-1"
        style={{ backgroundColor: event.color }}
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Link
            to="/app/event-types/$eventId"
            params={{ eventId: event._id }}
            className="truncate rounded text-sm font-semibold text-gray-900 hover:underline"
          >
            {event.name}
          </Link>
          {event.isPrivate && <Badge>{t('eventTypes.row.hidden')}</Badge>}
          {event.status === 'INACTIVE' && <Badge tone="amber">{t('eventTypes.row.inactive')}</Badge>}
        </div>
        <p className="mt-0.5 truncate text-sm text-gray-500">{publicEventPath(accessLink, event.slug)}</p>
        <div className="mt-2 flex flex-wrap gap-1.5">
          <Badge>
            <ClockIcon className="mr-1 size-3.5" />
            {durationsOf(t, event)}
          </Badge>
          <Badge tone="brand">{t(EVENT_TYPE_LABEL_KEYS[event.type])}</Badge>
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-1 sm:gap-3">
        <span className="hidden text-xs text-gray-500 sm:inline" aria-hidden="true">
          {event.isPrivate ? t('eventTypes.row.hidden') : t('eventTypes.row.shown')}
        </span>
        {canEdit && (
          <SwitchField
            hideLabel
            label={t('eventTypes.row.showOnPublicPage', { name: event.name })}
            isSelected={!event.isPrivate}
            onChange={(shown) => onTogglePrivate(!shown)}
          />
        )}
        <EventRowMenu
          eventName={event.name}
          canMoveUp={canMoveUp}
          canMoveDown={canMoveDown}
          onAction={onAction}
        />
      </div>
    </GridListItem>
  );
}
