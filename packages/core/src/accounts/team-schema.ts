/**
 * Teams (spec sections 3 and 6). Endpoints, under `/api/v1/bookings`:
 * - `GET    /team/list`   → TeamList (any member)
 * - `POST   /team`        TeamBody → 201 Team (teams.create)
 * - `PATCH  /team/{id}`   Partial<TeamBody> → Team (teams.edit); `members` replaces the whole list
 * - `DELETE /team/{id}`   → 204 (teams.delete); its events leave the team (teamId null)
 * A team of another workspace is 404. Members must belong to the workspace (400 VALIDATION_ERROR otherwise).
 * The access link is unique across workspaces and teams (409 ACCESS_LINK_TAKEN); it defaults to the
 * slug of the name. Removing a member from a team who hosts one of its events → 409 CONFLICT.
 *
 * Events: `teamId` on `POST /event/add` / `PATCH /event` must be a team of the workspace (400 otherwise)
 * and every host of the event must be a member of that team (400 VALIDATION_ERROR, path `agents`).
 *
 * Public: `GET /website/events/{teamAccessLink}` lists only that team's public events and carries
 * `team: {name, accessLink}` (null for a workspace link); `GET /website/event/{teamAccessLink}/{slug}`
 * serves an event of that team. Track `view_teams_main_booking_page` / `view_teams_event_booking_page`
 * when `team` is not null.
 */
import { z } from 'zod';
import { AccessLinkSchema } from './workspace-schema.ts';

export const TeamMemberSchema = z.object({
  userId: z.string(),
  isLead: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  emailId: z.string(),
  profilePic: z.string().nullable(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const TeamSchema = z.object({
  _id: z.string(),
  name: z.string(),
  accessLink: z.string(),
  description: z.string(),
  members: z.array(TeamMemberSchema),
  /** Live events that belong to the team. */
  eventCount: z.number().int(),
  createdAt: z.string(),
});
export type Team = z.infer<typeof TeamSchema>;

export const TeamListSchema = z.object({ teams: z.array(TeamSchema) });
export type TeamList = z.infer<typeof TeamListSchema>;

export const TeamMemberInputSchema = z.object({
  userId: z.string().uuid(),
  isLead: z.boolean().default(false),
});

const teamMembers = z
  .array(TeamMemberInputSchema)
  .max(500)
  .refine((m) => new Set(m.map((x) => x.userId)).size === m.length, 'A member is listed twice');

export const TeamBodySchema = z.object({
  name: z.string().trim().min(1, 'Please enter a team name').max(120),
  accessLink: AccessLinkSchema.optional(),
  description: z.string().trim().max(1000).default(''),
  members: teamMembers.default([]),
});
export type TeamBody = z.infer<typeof TeamBodySchema>;

/** A change: fields left out keep their value (no default fills them in, so no member is dropped). */
export const TeamPatchSchema = z.object({
  name: TeamBodySchema.shape.name.optional(),
  accessLink: AccessLinkSchema.optional(),
  description: z.string().trim().max(1000).optional(),
  members: teamMembers.optional(),
});
export type TeamPatch = z.infer<typeof TeamPatchSchema>;
