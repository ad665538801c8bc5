/**
 * Members and invitations (spec sections 3 and 6). Endpoints, under `/api/v1/bookings`:
 * - `GET    /member/list`                       → MemberList (any member: the event editor picks hosts from it;
 *                                                 `invitations` is empty unless the caller may view settings)
 * - `POST   /member/invite`                      InviteBody → 201 Invitation (settings.create);
 *                                                 already a member → 409 CONFLICT; seat limit → 409 PLAN_LIMIT_REACHED;
 *                                                 a pending invitation to the same address is replaced (new link, old one dead)
 * - `POST   /member/invite/{id}/resend`          → Invitation (settings.create): new link, 7 more days
 * - `DELETE /member/invite/{id}`                 → 204 (settings.delete); the link stops working (404)
 * - `GET    /invite/{token}`                     public → InvitationPreview; unknown/revoked → 404,
 *                                                 used → 409 INVITATION_USED (expired is `expired: true`, not an error)
 * - `POST   /invite/{token}/accept`              public, AcceptInvitationBody → SessionResponse (sets the session cookie like login)
 *                                                 new address: firstName + password (min 8) create the account;
 *                                                 existing account: its password, or a session of that same agent;
 *                                                 expired → 410 INVITATION_EXPIRED; used → 409 INVITATION_USED;
 *                                                 wrong password → 401 INVALID_CREDENTIALS
 * - `GET    /member/{userId}/future-meetings`    → FutureMeetings (settings.view): their ACTIVE meetings from now on that
 *                                                 the caller may see (the bookings list's rule, decision 0011)
 * - `DELETE /member/{userId}?force=true`         → 204 (settings.delete). The owner → 409 OWNER_CANNOT_LEAVE; oneself → 400 BAD_REQUEST
 *                                                 (use leave-organization); while they host future meetings and `force` is not
 *                                                 true → 409 CONFLICT (list them, reassign, then remove; or force: the meetings stay
 *                                                 as booked). They leave every event's hosts and team; an event left without hosts
 *                                                 gets the owner as host. Their sessions in this workspace end.
 * - `PATCH  /member/{userId}/role`               ChangeRoleBody → Member (settings.edit); the owner's role → 409 CONFLICT;
 *                                                 takes effect on their next request
 * - `POST   /member/transfer-ownership`          TransferOwnershipBody → 204 (owner only, else 403 FORBIDDEN): the member
 *                                                 becomes owner (Owner role), the former owner becomes Admin
 * - `POST   /agent/leave-organization/request`   LeaveOrganizationBody → 204 (session): the caller leaves this workspace;
 *                                                 the owner → 409 OWNER_CANNOT_LEAVE; the caller's sessions of it end (cookie cleared)
 */
import { z } from 'zod';
import { EmailSchema } from './schemas.ts';

/** The role as a member list shows it. */
export const MemberRoleSchema = z.object({
  _id: z.string().nullable(),
  name: z.string(),
  permissions: z.record(z.string(), z.array(z.string())),
  isSuperAdminRole: z.boolean(),
  isAutoCreated: z.boolean(),
});
export type MemberRole = z.infer<typeof MemberRoleSchema>;

export const MemberSchema = z.object({
  userId: z.string(),
  emailId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profilePic: z.string().nullable(),
  role: MemberRoleSchema,
  isOwner: z.boolean(),
  timezone: z.string(),
  /** Teams the member belongs to (ids). */
  teamIds: z.array(z.string()),
  joinedAt: z.string(),
});
export type Member = z.infer<typeof MemberSchema>;

export const INVITATION_STATUSES = ['PENDING', 'EXPIRED'] as const;

export const InvitationSchema = z.object({
  _id: z.string(),
  emailId: z.string(),
  role: MemberRoleSchema,
  expiresAt: z.string(),
  status: z.enum(INVITATION_STATUSES),
  sentCount: z.number().int(),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

export const MemberListSchema = z.object({
  members: z.array(MemberSchema),
  invitations: z.array(InvitationSchema),
});
export type MemberList = z.infer<typeof MemberListSchema>;

export const InviteBodySchema = z.object({
  emailId: EmailSchema,
  roleId: z.string().uuid('Please choose a role'),
});
export type InviteBody = z.infer<typeof InviteBodySchema>;

/** `GET /invite/{token}`: what the accept page shows before anyone signs in. */
export const InvitationPreviewSchema = z.object({
  workspaceName: z.string(),
  emailId: z.string(),
  roleName: z.string(),
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
  expired: z.boolean(),
  /** An account with this address exists: ask for its password instead of a new name and password. */
  hasAccount: z.boolean(),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

export const AcceptInvitationBodySchema = z.object({
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
  password: z.string().max(200).optional(),
});
export type AcceptInvitationBody = z.infer<typeof AcceptInvitationBodySchema>;

export const FutureMeetingSchema = z.object({
  _id: z.string(),
  eventId: z.string(),
  eventName: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  timezone: z.string(),
  type: z.string(),
  attendeeCount: z.number().int(),
  /** Other hosts of the meeting (collective meetings). */
  otherHostIds: z.array(z.string()),
});
export const FutureMeetingsSchema = z.object({ meetings: z.array(FutureMeetingSchema) });
export type FutureMeetings = z.infer<typeof FutureMeetingsSchema>;

export const RemoveMemberQuerySchema = z.object({
  force: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

export const ChangeRoleBodySchema = z.object({ roleId: z.string().uuid('Please choose a role') });
export const TransferOwnershipBodySchema = z.object({ userId: z.string().uuid() });
export const LeaveOrganizationBodySchema = z.object({
  reason: z.string().trim().min(1, 'Please tell us why you are leaving').max(1000),
});
export type LeaveOrganizationBody = z.infer<typeof LeaveOrganizationBodySchema>;

/** How long an invitation link works. */
export const INVITATION_TTL_DAYS = 7;
