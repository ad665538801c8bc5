import type { PublicEvent } from '@kairos/core/events/public-event-schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { addDays, addMonths } from './calendar-month';
import { slotDaysQuery } from './queries';
import { monthSpan, monthsAfter, nextBookableDay } from './slot-days';

/** How far ahead "Jump to next available day" looks. */
const JUMP_MONTHS = 12;

interface SlotDaysInput {
  event: Pick<PublicEvent, '_id' | 'allowAttendeeToSelectDuration'>;
  month: string;
  weekStartsOn: number;
  today: string;
  zone: string;
  duration: number;
  /** A round robin's host the visitor picked: only their times. */
  agentId?: string | undefined;
}

function requestFor(input: SlotDaysInput, month: string) {
  const span = monthSpan(month, input.weekStartsOn, input.today);
  if (!span) return null;
  return {
    eventId: input.event._id,
    ...span,
    timezone: input.zone,
    ...(input.event.allowAttendeeToSelectDuration ? { duration: input.duration } : {}),
    ...(input.agentId ? { agentId: input.agentId } : {}),
  };
}

/** The free slots of the month on show, the next month fetched ahead, and the search for a free day. */
export function useSlotDays(input: SlotDaysInput) {
  const queryClient = useQueryClient();
  const request = requestFor(input, input.month);
  const query = useQuery({ ...slotDaysQuery(request ?? emptyRequest(input)), enabled: request !== null });
  const [jump, setJump] = useState({ isRunning: false, hasFailed: false });

  const nextRequest = query.isSuccess ? requestFor(input, addMonths(input.month, 1)) : null;
  const nextKey = nextRequest ? JSON.stringify(nextRequest) : null;
  useEffect(() => {
    if (!nextKey) return;
    void queryClient.prefetchQuery(slotDaysQuery(JSON.parse(nextKey)));
  }, [nextKey, queryClient]);

  // A new month, zone, length or host is a new search.
  const searchKey = `${input.month}|${input.zone}|${input.duration}|${input.agentId ?? ''}`;
  const [lastSearchKey, setLastSearchKey] = useState(searchKey);
  if (lastSearchKey !== searchKey) {
    setLastSearchKey(searchKey);
    setJump({ isRunning: false, hasFailed: false });
  }

  /** The first free day after `from` (or from today), looking through the coming months. */
  async function findNextDay(from: string | undefined): Promise<string | null> {
    const after = from ?? addDays(input.today, -1);
    const found = nextBookableDay(query.data?.days, after);
    if (found) return found;
    setJump({ isRunning: true, hasFailed: false });
    try {
      // The month on show, overflow days included, was searched above; look through the next ones.
      for (const month of monthsAfter(input.month, JUMP_MONTHS)) {
        const next = requestFor(input, month);
        if (!next) continue;
        const data = await queryClient.fetchQuery(slotDaysQuery(next));
        const day = nextBookableDay(data.days, after);
        if (day) {
          setJump({ isRunning: false, hasFailed: false });
          return day;
        }
      }
      setJump({ isRunning: false, hasFailed: true });
    } catch {
      setJump({ isRunning: false, hasFailed: false });
    }
    return null;
  }

  return { query, days: query.data?.days, isLoading: request !== null && query.isPending, jump, findNextDay };
}

function emptyRequest(input: SlotDaysInput) {
  return { eventId: input.event._id, startDate: input.today, endDate: input.today, timezone: input.zone };
}
