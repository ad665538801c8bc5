import {
  AgentCancelBodySchema,
  AgentRescheduleBodySchema,
  ConfirmBookingBodySchema,
  ConfirmBookingResponseSchema,
  MeetingStatusResponseSchema,
} from '@kairos/core/bookings/meeting-schema';
import {
  AgentBookBodySchema,
  AgentBookQuerySchema,
  AgentBookResponseSchema,
  AgentQueueStatusResponseSchema,
  ConnectedMailsQuerySchema,
  ConnectedMailsResponseSchema,
  MeetingDetailSchema,
  MeetingExportBodySchema,
  MeetingExportResponseSchema,
  MeetingIdParamsSchema,
  MeetingListBodySchema,
  MeetingListResponseSchema,
  MeetingNoteBodySchema,
  MeetingNotesResponseSchema,
  MeetingUpdateBodySchema,
  SendMailBodySchema,
  SendMailResponseSchema,
  SlotValidateBodySchema,
  SlotValidateResponseSchema,
} from '@kairos/core/meetings/admin-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import * as admin from './admin.ts';
import { agentCancel, agentReschedule } from './agent-changes.ts';
import * as hostActions from './host-actions.ts';
import * as service from './service.ts';

const tags = ['Meetings admin'];

/** The host's actions on bookings (spec section 7, "Meetings admin"). */
export function meetingRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/meet/agent/confirm-booking',
      {
        config: { access: { area: 'calendar', action: 'edit' } },
        schema: {
          tags,
          description:
            'Confirms or rejects a booking awaiting the host (ACTION_REQUIRED). Only its organizer or hosts ' +
            '(or an admin) may: else 403 CAN_NOT_EDIT_MEET. The attendee is emailed the decision.',
          body: ConfirmBookingBodySchema,
          response: { 200: ConfirmBookingResponseSchema },
        },
      },
      async (request) => service.decideBooking(deps, authOf(request), request.body),
    );

    app.patch(
      '/meet/agent/reschedule',
      {
        config: { access: { area: 'calendar', action: 'edit' } },
        schema: {
          tags,
          description:
            'Moves the whole meeting (every attendee) to a new time, under the same locks and slot re-check as a ' +
            'booking. Only its organizer or hosts (or an admin) may: else 403 CAN_NOT_EDIT_MEET. Attendees, guests ' +
            'and hosts get the updated invitation (same UID, SEQUENCE raised).',
          body: AgentRescheduleBodySchema,
          response: { 200: MeetingStatusResponseSchema },
        },
      },
      async (request) => agentReschedule(deps, authOf(request), request.body),
    );

    app.patch(
      '/meet/agent/cancel',
      {
        config: { access: { area: 'calendar', action: 'edit' } },
        schema: {
          tags,
          description:
            'Cancels the meeting for everyone and frees its slot. With `requestReschedule`, each attendee is ' +
            'also emailed a link to book again with their name and email filled in.',
          body: AgentCancelBodySchema,
          response: { 200: MeetingStatusResponseSchema },
        },
      },
      async (request) => agentCancel(deps, authOf(request), request.body),
    );

    const visibility =
      'An agent sees the meetings they organize or host and those of events they co-host; a super-admin role, ' +
      'or one with every calendar action, sees all of the workspace’s. Another workspace’s meeting is 404.';

    app.post(
      '/meet/agent',
      {
        config: { access: { area: 'calendar', action: 'view' } },
        schema: {
          tags,
          description:
            `A page (50 at most) of the bookings the caller may see, filtered. ${visibility} ` +
            'Upcoming meetings come earliest first, others latest first. `total` is counted up to 1000 ' +
            '(`totalCapped` says when there are more); `last` is exact.',
          body: MeetingListBodySchema,
          response: { 200: MeetingListResponseSchema },
        },
      },
      async (request) => admin.listMeetings(deps, authOf(request), request.body),
    );

    app.get(
      '/meet/meet/:id',
      {
        config: { access: { area: 'calendar', action: 'view' } },
        schema: {
          tags,
          description: `One booking with its attendees, answers, payments, UTMs, notes and history. ${visibility}`,
          params: MeetingIdParamsSchema,
          response: { 200: MeetingDetailSchema },
        },
      },
      async (request) => admin.getMeeting(deps, authOf(request), request.params.id),
    );

    app.patch(
      '/meet/agent/update',
      {
        config: { access: { area: 'calendar', action: 'edit' } },
        schema: {
          tags,
          description:
            'Changes the location, mode note, the name shown for the event, or the no-show mark. Only the ' +
            'organizer or hosts (or a super admin) may: else 403 CAN_NOT_EDIT_MEET.',
          body: MeetingUpdateBodySchema,
          response: { 200: MeetingDetailSchema },
        },
      },
      async (request) => admin.updateMeeting(deps, authOf(request), request.body),
    );

    app.post(
      '/meet/agent/note/add-edit',
      {
        config: { access: { area: 'calendar', action: 'edit' } },
        schema: {
          tags,
          description: 'Adds a note to the booking, or edits the note `noteId`. Same rights as an update.',
          body: MeetingNoteBodySchema,
          response: { 200: MeetingNotesResponseSchema },
        },
      },
      async (request) => admin.saveNote(deps, authOf(request), request.body),
    );

    app.post(
      '/meet/agent/book',
      {
        config: { access: { area: 'calendar', action: 'create' } },
        schema: {
          tags,
          description:
            'A host books an event of their workspace on someone’s behalf: the body of `POST /meet/book`, without ' +
            'the email verification code. The slot is checked as for a visitor (409 SLOT_IS_NOT_AVAILABLE when ' +
            'taken). Poll `GET /meet/agent/queue-event/status/{queueId}`.',
          querystring: AgentBookQuerySchema,
          body: AgentBookBodySchema,
          response: { 202: AgentBookResponseSchema },
        },
      },
      async (request, reply) => {
        const result = await hostActions.agentBook(
          deps,
          authOf(request),
          request.body,
          request.query,
          request.ip,
        );
        return reply.code(202).send(result);
      },
    );

    app.get(
      '/meet/agent/queue-event/status/:id',
      {
        config: { access: { area: 'calendar', action: 'view' } },
        schema: {
          tags,
          description: 'How a booking’s side effects are going; only bookings of the caller’s workspace.',
          params: MeetingIdParamsSchema,
          response: { 200: AgentQueueStatusResponseSchema },
        },
      },
      async (request) => hostActions.agentQueueStatus(deps, authOf(request), request.params.id),
    );

    app.post(
      '/meet/agent/send-mail',
      {
        config: { access: { area: 'calendar', action: 'edit' } },
        schema: {
          tags,
          description:
            'Emails people of the booking (its attendees and guests only) through the configured SMTP, replies ' +
            'going to the sender. Recorded on the booking (see connected-mails). Same rights as an update.',
          body: SendMailBodySchema,
          response: { 200: SendMailResponseSchema },
        },
      },
      async (request) => hostActions.sendAgentMail(deps, authOf(request), request.body),
    );

    app.get(
      '/meet/agent/connected-mails',
      {
        config: { access: { area: 'calendar', action: 'view' } },
        schema: {
          tags,
          description: 'The emails hosts sent about the booking from the app, newest first.',
          querystring: ConnectedMailsQuerySchema,
          response: { 200: ConnectedMailsResponseSchema },
        },
      },
      async (request) => hostActions.connectedMails(deps, authOf(request), request.query.meetingId),
    );

    app.post(
      '/meet/slot/validate',
      {
        config: { access: 'public' },
        schema: {
          tags: ['Booking'],
          description:
            'Whether a slot of the event can still be booked now (no lock is taken: a booking may still lose ' +
            'the race). `reason` is the error code a booking of it would get.',
          body: SlotValidateBodySchema,
          response: { 200: SlotValidateResponseSchema },
        },
      },
      async (request) => hostActions.validateSlot(deps, request.body),
    );

    app.post(
      '/meet/agent/export',
      {
        config: { access: { area: 'calendar', action: 'view' } },
        schema: {
          tags,
          description:
            'The filtered bookings as a CSV file (base64 in `csvBuffer`): a header row, then one row per attendee ' +
            'with the start in the caller’s zone and in ISO, the event, status, attendee, answers, UTMs and ' +
            'no-show. Cells that a spreadsheet would run as formulas are prefixed with an apostrophe.',
          body: MeetingExportBodySchema,
          response: { 200: MeetingExportResponseSchema },
        },
      },
      async (request) => admin.exportMeetings(deps, authOf(request), request.body),
    );
  };
}
