import type { AgentDetails } from '@kairos/core/events/agent-schema';
import { describe, expect, it } from 'vitest';
import { chosenHost, hostChoices } from './host-choice';

const host = (userId: string, status: AgentDetails['status'] = 'ACTIVE'): AgentDetails => ({
  userId,
  firstName: userId,
  lastName: '',
  profilePic: null,
  bio: '',
  status,
});
const event = (overrides: Record<string, unknown> = {}) => ({
  type: 'ROUNDROBIN' as const,
  allowAttendeeToSelectHost: true,
  agentsDetails: [host('ada'), host('ida'), host('gone', 'INACTIVE')],
  ...overrides,
});

describe('hostChoices', () => {
  it.each([
    ['a round robin that lets visitors pick: its active hosts', event(), ['ada', 'ida']],
    ['a round robin that does not', event({ allowAttendeeToSelectHost: false }), []],
    ['a collective event', event({ type: 'COLLECTIVE' }), []],
    [
      'a round robin with one active host',
      event({ agentsDetails: [host('ada'), host('gone', 'INACTIVE')] }),
      [],
    ],
  ])('%s', (_, settings, expected) => {
    expect(hostChoices(settings).map((h) => h.userId)).toEqual(expected);
  });
});

describe('chosenHost', () => {
  it.each([
    ['a host of the event', event(), 'ida', 'ida'],
    ['nobody picked', event(), undefined, undefined],
    ['an inactive host', event(), 'gone', undefined],
    ['someone else', event(), 'mallory', undefined],
    ['a pick the event does not offer', event({ allowAttendeeToSelectHost: false }), 'ida', undefined],
  ])('%s', (_, settings, requested, expected) => {
    expect(chosenHost(settings, requested)).toBe(expected);
  });
});
