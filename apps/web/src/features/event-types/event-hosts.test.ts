import type { EventAgent } from '@kairos/core/events/agent-schema';
import { describe, expect, it } from 'vitest';
import type { EventDraft } from './event-draft';
import { hasManyHosts, setOrganizer, setSoleHost, toggleHost, withTeam } from './event-hosts';

const host = (userId: string, isOrganizer = false, availableHourId: string | null = null): EventAgent => ({
  userId,
  availableHourId,
  isOrganizer,
  customAvailableHour: null,
  mode: null,
});

const draftWith = (agents: EventAgent[], teamId: string | null = null) =>
  ({ agents, teamId, type: 'ROUNDROBIN' }) as unknown as EventDraft;

const summary = (agents: EventAgent[]) => agents.map((a) => `${a.userId}${a.isOrganizer ? '*' : ''}`);

describe('hasManyHosts', () => {
  it.each([
    ['SOLO', false],
    ['GROUP', false],
    ['COLLECTIVE', true],
    ['ROUNDROBIN', true],
  ] as const)('%s → %s', (type, expected) => {
    expect(hasManyHosts(type)).toBe(expected);
  });
});

describe('toggleHost', () => {
  it('adds a host who does not organise', () => {
    expect(summary(toggleHost(draftWith([host('a', true)]), 'b', true).agents)).toEqual(['a*', 'b']);
  });

  it('removing the organizer hands it to the first remaining host', () => {
    const draft = draftWith([host('a', true), host('b'), host('c')]);
    expect(summary(toggleHost(draft, 'a', false).agents)).toEqual(['b*', 'c']);
  });

  it('keeps the last host', () => {
    const draft = draftWith([host('a', true)]);
    expect(toggleHost(draft, 'a', false).agents).toBe(draft.agents);
  });

  it('ignores adding a host twice', () => {
    expect(summary(toggleHost(draftWith([host('a', true)]), 'a', true).agents)).toEqual(['a*']);
  });
});

describe('organizer and sole host', () => {
  it('moves the organizer', () => {
    expect(summary(setOrganizer(draftWith([host('a', true), host('b')]), 'b').agents)).toEqual(['a', 'b*']);
  });

  it('an unknown organizer keeps the current one', () => {
    expect(summary(setOrganizer(draftWith([host('a'), host('b', true)]), 'z').agents)).toEqual(['a', 'b*']);
  });

  it('a sole host keeps their own hours', () => {
    const agents = setSoleHost(draftWith([host('a', true), host('b', false, 'hours-b')]), 'b').agents;
    expect(agents).toEqual([host('b', true, 'hours-b')]);
  });
});

describe('withTeam', () => {
  const team = {
    _id: 't1',
    members: [
      { userId: 'b', isLead: false },
      { userId: 'c', isLead: true },
    ],
  };

  it('takes every member as host with a lead organising', () => {
    const next = withTeam(draftWith([host('a', true)]), team);
    expect(next.teamId).toBe('t1');
    expect(summary(next.agents)).toEqual(['b', 'c*']);
  });

  it('keeps an organizer who is in the team, and their settings', () => {
    const next = withTeam(draftWith([host('b', true, 'hours-b')]), team);
    expect(next.agents[0]).toEqual(host('b', true, 'hours-b'));
    expect(summary(next.agents)).toEqual(['b*', 'c']);
  });

  it('leaving the team keeps the hosts', () => {
    const draft = draftWith([host('b', true)], 't1');
    expect(withTeam(draft, null)).toEqual({ teamId: null, agents: draft.agents });
  });

  it('an empty team changes only the team', () => {
    const draft = draftWith([host('a', true)]);
    expect(withTeam(draft, { _id: 't2', members: [] })).toEqual({ teamId: 't2', agents: draft.agents });
  });
});
