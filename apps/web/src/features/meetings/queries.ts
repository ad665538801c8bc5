import type {
  AgentCancelBody,
  AgentRescheduleBody,
  ConfirmBookingBody,
  MeetingStatusResponse,
} from '@kairos/core/bookings/meeting-schema';
import { MEETING_PAGE_SIZE } from '@kairos/core/constants';
import type {
  ConnectedMailsResponse,
  MeetingDetail,
  MeetingFilters,
  MeetingListResponse,
  MeetingNoteBody,
  MeetingNotesResponse,
  MeetingUpdateBody,
  SendMailBody,
  SendMailResponse,
} from '@kairos/core/meetings/admin-schema';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi } from '../api/clients';
import { transactionKeys } from '../transactions/queries';
import { csvFileFromExport, saveCsvFile } from './csv-file';

export const meetingKeys = {
  all: ['meetings'] as const,
  lists: () => [...meetingKeys.all, 'list'] as const,
  list: (filters: MeetingFilters, pageNo: number) => [...meetingKeys.lists(), filters, pageNo] as const,
  range: (from: string, to: string, agentId: string | undefined) =>
    [...meetingKeys.lists(), 'range', from, to, agentId ?? null] as const,
  detail: (id: string) => [...meetingKeys.all, 'detail', id] as const,
  mails: (id: string) => [...meetingKeys.all, 'mails', id] as const,
};

/** `POST /meet/agent`: one page (50) of the meetings matching the filters. */
export function meetingListQuery(filters: MeetingFilters, pageNo: number) {
  return queryOptions({
    queryKey: meetingKeys.list(filters, pageNo),
    queryFn: ({ signal }) =>
      bookingsApi.post<MeetingListResponse>(
        '/meet/agent',
        { ...filters, pageNo, limit: MEETING_PAGE_SIZE },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** The calendar never shows more than this many pages of one range (a very busy month). */
const RANGE_MAX_PAGES = 20;

/** Every meeting starting in [from, to) (of one host, when given), all pages, for the calendar views; cancelled ones left out. */
export function meetingRangeQuery(from: string, to: string, agentId?: string) {
  return queryOptions({
    queryKey: meetingKeys.range(from, to, agentId),
    queryFn: async ({ signal }) => {
      const meetings: MeetingListResponse['meetings'] = [];
      for (let pageNo = 1; pageNo <= RANGE_MAX_PAGES; pageNo += 1) {
        const page = await bookingsApi.post<MeetingListResponse>(
          '/meet/agent',
          { from, to, ...(agentId ? { agentId } : {}), pageNo, limit: MEETING_PAGE_SIZE },
          { signal },
        );
        meetings.push(...page.meetings);
        if (page.last) break;
      }
      return meetings.filter((meeting) => meeting.status !== 'CANCELLED');
    },
    placeholderData: keepPreviousData,
  });
}

/** `GET /meet/meet/{id}`: everything the details drawer shows. */
export function meetingQuery(id: string) {
  return queryOptions({
    queryKey: meetingKeys.detail(id),
    queryFn: ({ signal }) =>
      bookingsApi.get<MeetingDetail>(`/meet/meet/${encodeURIComponent(id)}`, { signal }),
  });
}

/** `GET /meet/agent/connected-mails`: what hosts emailed about the meeting. */
export function connectedMailsQuery(meetingId: string) {
  return queryOptions({
    queryKey: meetingKeys.mails(meetingId),
    queryFn: ({ signal }) =>
      bookingsApi.get<ConnectedMailsResponse>('/meet/agent/connected-mails', {
        query: { meetingId },
        signal,
      }),
  });
}

/** A change to one meeting refreshes it and every list (it may move between tabs). */
function useMeetingMutation<Body extends { meetingId: string }, Result>(
  send: (body: Body) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (_result, body) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: meetingKeys.detail(body.meetingId) }),
        queryClient.invalidateQueries({ queryKey: meetingKeys.lists() }),
      ]);
    },
  });
}

export function useConfirmBooking() {
  return useMeetingMutation((body: ConfirmBookingBody) =>
    bookingsApi.post<MeetingStatusResponse>('/meet/agent/confirm-booking', body),
  );
}

export function useAgentCancel() {
  return useMeetingMutation((body: AgentCancelBody) =>
    bookingsApi.patch<MeetingStatusResponse>('/meet/agent/cancel', body),
  );
}

export function useAgentReschedule() {
  return useMeetingMutation((body: AgentRescheduleBody) =>
    bookingsApi.patch<MeetingStatusResponse>('/meet/agent/reschedule', body),
  );
}

export function useUpdateMeeting() {
  return useMeetingMutation((body: MeetingUpdateBody) =>
    bookingsApi.patch<MeetingDetail>('/meet/agent/update', body),
  );
}

export function useSaveNote() {
  return useMeetingMutation((body: MeetingNoteBody) =>
    bookingsApi.post<MeetingNotesResponse>('/meet/agent/note/add-edit', body),
  );
}

export function useSendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendMailBody) => bookingsApi.post<SendMailResponse>('/meet/agent/send-mail', body),
    onSuccess: (_result, body) =>
      queryClient.invalidateQueries({ queryKey: meetingKeys.mails(body.meetingId) }),
  });
}

/** `POST /meet/agent/export`: the filtered list as a CSV file, saved by the browser. */
export function useExportMeetings() {
  return useMutation({
    mutationFn: async (filters: MeetingFilters) => {
      const file = csvFileFromExport(await bookingsApi.post<unknown>('/meet/agent/export', filters));
      saveCsvFile(file);
      return file.fileName;
    },
  });
}

/**
 * The host's decision on a payment settled by hand (UPI reference, bank transfer, cash, pay
 * later): confirm or reject it, or record that it was handed back (`refunded`).
 */
export function usePaymentDecision(meetingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (p: { paymentId: string; action: 'confirm' | 'reject' | 'refunded'; reason?: string }) =>
      bookingsApi.post<{ status: string }>(`/payments/${encodeURIComponent(p.paymentId)}/${p.action}`, {
        ...(p.reason ? { reason: p.reason } : {}),
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: meetingKeys.detail(meetingId) }),
        queryClient.invalidateQueries({ queryKey: meetingKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: transactionKeys.all }),
      ]);
    },
  });
}
