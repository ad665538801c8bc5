import type { Event } from '@kairos/core/events/event-schema';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { DropIndicator, GridList, useDragAndDrop } from 'react-aria-components';
import toast from 'react-hot-toast';
import { useDashboardT } from '../../../i18n/dashboard-i18n';
import { CreateShareLinkDialog } from '../../../share-links-host/components/create-share-link-dialog';
import { ConfirmDialog } from '../../../ui/components/confirm-dialog';
import { duplicateEventBody } from '../../duplicate-event';
import { moveItem, reorderIds } from '../../move-item';
import { publicEventUrl } from '../../public-link';
import {
  type ListFilters,
  useCreateEvent,
  useDeleteEvent,
  useSetEventPrivate,
  useSortEvents,
} from '../../queries';
import { EventRow } from './event-row';
import type { RowAction } from './event-row-menu';

interface EventListProps {
  events: Event[];
  accessLink: string;
  filters: ListFilters;
  /** Order only makes sense over the whole list: off while a search or filter is on. */
  canReorder: boolean;
}

async function copyText(text: string): Promise<void> {
  await navigator.clipboard.writeText(text);
}

/**
 * The event types in the host's order. Rows drag to reorder with a pointer, or with the keyboard
 * from the drag handle (Enter, arrows, Enter); the row menu also moves a row up or down.
 */
export function EventList({ events, accessLink, filters, canReorder }: EventListProps) {
  const navigate = useNavigate();
  const sort = useSortEvents(filters);
  const setPrivate = useSetEventPrivate();
  const duplicate = useCreateEvent();
  const remove = useDeleteEvent();
  const t = useDashboardT();
  const [deleting, setDeleting] = useState<Event | null>(null);
  const [sharing, setSharing] = useState<Event | null>(null);
  const ids = events.map((event) => event._id);
  // The collection keys its rows by `id`; keyed by position, a reorder would move ids between rows.
  const items = events.map((event) => ({ id: event._id, event }));

  function saveOrder(next: string[]) {
    sort.mutate(next, { onError: (error) => toast.error(error.message) });
  }

  const { dragAndDropHooks } = useDragAndDrop<(typeof items)[number]>({
    isDisabled: !canReorder,
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': String(key) })),
    onReorder: (drop) => {
      if (drop.target.dropPosition === 'on') return;
      const moved = new Set([...drop.keys].map(String));
      saveOrder(reorderIds(ids, moved, String(drop.target.key), drop.target.dropPosition));
    },
    renderDropIndicator: (target) => (
      <DropIndicator
        target={target}
        className="relative z-10 -my-px h-0.5 outline-none data-[drop-target]:bg-brand-600"
      />
    ),
  });

  function handleAction(event: Event, index: number, action: RowAction) {
    const name = event.name;
    switch (action) {
      case 'edit':
        void navigate({ to: '/app/event-types/$eventId', params: { eventId: event._id } });
        return;
      case 'duplicate':
        duplicate.mutate(duplicateEventBody(event), {
          onSuccess: (copy) => toast.success(t('eventTypes.list.created', { name: copy.name })),
          onError: (error) => toast.error(error.message),
        });
        return;
      case 'copy-link':
        copyText(publicEventUrl(window.location.origin, accessLink, event.slug)).then(
          () => toast.success(t('eventTypes.list.linkCopied')),
          () => toast.error(t('eventTypes.list.copyFailed')),
        );
        return;
      case 'share-link':
        setSharing(event);
        return;
      case 'move-up':
        saveOrder(moveItem(ids, index, index - 1));
        toast.success(t('eventTypes.list.movedUp', { name }));
        return;
      case 'move-down':
        saveOrder(moveItem(ids, index, index + 1));
        toast.success(t('eventTypes.list.movedDown', { name }));
        return;
      case 'delete':
        setDeleting(event);
        return;
    }
  }

  return (
    <>
      <GridList
        aria-label={t('eventTypes.list.label')}
        items={items}
        dragAndDropHooks={dragAndDropHooks}
        keyboardNavigationBehavior="tab"
        // Enter on a row, or a click on its free space, opens the editor.
        onAction={(key) =>
          void navigate({ to: '/app/event-types/$eventId', params: { eventId: String(key) } })
        }
        className="mt-6 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white shadow-xs"
      >
        {({ event }) => {
          const index = ids.indexOf(event._id);
          return (
            <EventRow
              event={event}
              accessLink={accessLink}
              canReorder={canReorder}
              canMoveUp={canReorder && index > 0}
              canMoveDown={canReorder && index < ids.length - 1}
              onTogglePrivate={(isPrivate) =>
                setPrivate.mutate(
                  { id: event._id, isPrivate },
                  {
                    onSuccess: () =>
                      toast.success(
                        t(isPrivate ? 'eventTypes.list.isHidden' : 'eventTypes.list.isShown', {
                          name: event.name,
                        }),
                      ),
                    onError: (error) => toast.error(error.message),
                  },
                )
              }
              onAction={(action) => handleAction(event, index, action)}
            />
          );
        }}
      </GridList>
      {sharing && (
        <CreateShareLinkDialog
          eventId={sharing._id}
          eventName={sharing.name}
          onClose={() => setSharing(null)}
        />
      )}
      <ConfirmDialog
        cancelLabel={t('common.cancel')}
        isOpen={deleting !== null}
        title={
          deleting
            ? t('eventTypes.list.deleteQuestion', { name: deleting.name })
            : t('eventTypes.list.deleteQuestionUnnamed')
        }
        message={t('eventTypes.list.deleteWarning')}
        confirmLabel={t('eventTypes.list.deleteConfirm')}
        isDestructive
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const name = deleting.name;
          remove.mutate(deleting._id, {
            onSuccess: () => {
              setDeleting(null);
              toast.success(t('eventTypes.list.deleted', { name }));
            },
            onError: (error) => {
              setDeleting(null);
              toast.error(error.message);
            },
          });
        }}
      />
    </>
  );
}
