import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { Button } from '../../ui/components/button';
import { CloseIcon } from '../../ui/components/icons';
import { Skeleton } from '../../ui/components/skeleton';
import { useHostPrefs } from '../host-prefs';
import { meetingTitle } from '../meeting-view';
import { meetingQuery } from '../queries';
import { MeetingActions } from './meeting-actions';
import { MeetingDetails } from './meeting-details';
import { NotesSection } from './notes-section';

/**
 * A meeting's details in a panel from the right (a sheet on phones): focus stays inside while it is
 * open, Escape or a click outside closes it and focus returns to the row that opened it.
 */
export function MeetingDrawer({ meetingId, onClose }: { meetingId: string; onClose: () => void }) {
  const meeting = useQuery(meetingQuery(meetingId));
  const prefs = useHostPrefs();
  const t = useDashboardT();
  const title = meeting.data ? meetingTitle(meeting.data, t) : t('meetings.drawer.title');

  // Escape still closes the drawer when focus was lost to the page (its element was removed).
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape' && document.activeElement === document.body) onClose();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onClose()}
      className="fixed inset-0 z-50 flex justify-end bg-gray-900/30 backdrop-blur-[2px]"
    >
      <Modal className="flex h-full w-full max-w-xl flex-col bg-white shadow-2xl ring-1 ring-gray-900/5 outline-none">
        <Dialog aria-label={title} className="flex min-h-0 flex-1 flex-col outline-none">
          <div className="flex items-start justify-between gap-4 border-b border-gray-200 px-5 py-4 sm:px-6">
            <div className="min-w-0">
              <Heading slot="title" className="truncate text-lg font-semibold text-gray-900">
                {title}
              </Heading>
              {meeting.data?.event && meeting.data.modifiedEventName && (
                <p className="truncate text-sm text-gray-500">
                  {t('meetings.drawer.eventType', { name: meeting.data.event.name })}
                </p>
              )}
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('meetings.drawer.close')}
              className="-mr-1.5 rounded-md p-1.5 text-gray-500 hover:bg-gray-100 hover:text-gray-800"
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">
            {meeting.isPending ? (
              <div className="space-y-3" role="status" aria-label={t('meetings.drawer.loading')}>
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-4 w-1/2" />
                <Skeleton className="h-24 w-full" />
              </div>
            ) : meeting.isError ? (
              <div
                role="alert"
                className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
              >
                <p>{t('meetings.drawer.loadFailed', { error: meeting.error.message })}</p>
                <Button variant="secondary" className="mt-3" onClick={() => meeting.refetch()}>
                  {t('meetings.drawer.tryAgain')}
                </Button>
              </div>
            ) : (
              <div className="space-y-6">
                <MeetingActions meeting={meeting.data} prefs={prefs} />
                <MeetingDetails meeting={meeting.data} prefs={prefs} />
                <NotesSection meeting={meeting.data} prefs={prefs} />
              </div>
            )}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
