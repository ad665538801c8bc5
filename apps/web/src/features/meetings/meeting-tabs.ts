import type { MeetingFilters } from '@kairos/core/meetings/admin-schema';

/** The bookings list's tabs, in order. */
export const MEETING_TABS = ['upcoming', 'action-required', 'past', 'cancelled'] as const;
export type MeetingTab = (typeof MEETING_TABS)[number];

/** What each tab shows, as the list's filters. */
const TAB_FILTERS: Record<MeetingTab, Pick<MeetingFilters, 'status' | 'period'>> = {
  upcoming: { status: 'ACTIVE', period: 'upcoming' },
  // A pending request whose time went by can no longer be confirmed; only the coming ones need a decision.
  'action-required': { status: 'ACTION_REQUIRED', period: 'upcoming' },
  past: { status: 'ACTIVE', period: 'past' },
  cancelled: { status: 'CANCELLED' },
};

/** The filters the host chose on top of the tab. */
export interface ListRefinements {
  eventId?: string | undefined;
  agentId?: string | undefined;
  /** `YYYY-MM-DD` days in the host's zone, both included. */
  fromDay?: string | undefined;
  toDay?: string | undefined;
  search?: string | undefined;
  noShow?: boolean | undefined;
}

/**
 * The `POST /meet/agent` filters of a tab and the host's choices. Days are turned into instants
 * by `startOfDay` (midnight in the host's zone); the end day is included.
 */
export function filtersForTab(
  tab: MeetingTab,
  refinements: ListRefinements,
  startOfDay: (day: string, after: number) => string,
): MeetingFilters {
  const filters: MeetingFilters = { ...TAB_FILTERS[tab] };
  if (refinements.eventId) filters.eventId = refinements.eventId;
  if (refinements.agentId) filters.agentId = refinements.agentId;
  const search = refinements.search?.trim();
  if (search) filters.search = search;
  if (refinements.noShow !== undefined) filters.noShow = refinements.noShow;
  if (refinements.fromDay) filters.from = startOfDay(refinements.fromDay, 0);
  if (refinements.toDay) filters.to = startOfDay(refinements.toDay, 1);
  return filters;
}
