import { describe, expect, it } from 'vitest';
import {
  type AgentPreferences,
  formatAgentDate,
  formatAgentDateTime,
  formatAgentTime,
} from './date-time-format';

const prefs = (p: Partial<AgentPreferences>): AgentPreferences => ({
  dateFormat: 'DD/MM/YYYY',
  timeFormat: '12h',
  timezone: 'UTC',
  ...p,
});

describe('formatAgentDate', () => {
  it.each([
    ['2026-11-21T23:30:00Z', prefs({}), '21/11/2026'],
    ['2026-11-21T23:30:00Z', prefs({ dateFormat: 'MM/DD/YYYY' }), '11/21/2026'],
    // Already the next day in Kolkata (+05:30) and Kathmandu (+05:45).
    ['2026-11-21T18:30:00Z', prefs({ timezone: 'Asia/Kolkata' }), '22/11/2026'],
    ['2026-11-21T18:14:00Z', prefs({ timezone: 'Asia/Kathmandu' }), '21/11/2026'],
    ['2026-11-21T18:15:00Z', prefs({ timezone: 'Asia/Kathmandu' }), '22/11/2026'],
    ['2026-11-21T09:00:00Z', prefs({ timezone: 'Pacific/Kiritimati' }), '21/11/2026'],
    ['2026-11-21T10:00:00Z', prefs({ timezone: 'Pacific/Kiritimati' }), '22/11/2026'],
  ])('%s with %o → %s', (iso, p, expected) => {
    expect(formatAgentDate(iso, p)).toBe(expected);
  });
});

describe('formatAgentTime', () => {
  it.each([
    ['2026-11-21T09:05:00Z', prefs({}), '9:05am'],
    ['2026-11-21T21:05:00Z', prefs({}), '9:05pm'],
    ['2026-11-21T21:05:00Z', prefs({ timeFormat: '24h' }), '21:05'],
    ['2026-11-21T00:00:00Z', prefs({ timeFormat: '24h' }), '00:00'],
    ['2026-11-21T00:00:00Z', prefs({ timeFormat: '12h' }), '12:00am'],
    ['2026-11-21T09:05:00Z', prefs({ timezone: 'Asia/Kolkata', timeFormat: '24h' }), '14:35'],
    // Across the New York spring-forward change (2026-03-08 07:00 UTC).
    ['2026-03-08T06:30:00Z', prefs({ timezone: 'America/New_York' }), '1:30am'],
    ['2026-03-08T07:30:00Z', prefs({ timezone: 'America/New_York' }), '3:30am'],
  ])('%s with %o → %s', (iso, p, expected) => {
    expect(formatAgentTime(iso, p)).toBe(expected);
  });
});

describe('formatAgentDateTime', () => {
  it('names the zone it reads the time in', () => {
    expect(formatAgentDateTime(Date.parse('2026-11-21T09:05:00Z'), prefs({ timezone: 'Asia/Kolkata' }))).toBe(
      '21/11/2026, 2:35pm (Asia/Kolkata)',
    );
    expect(
      formatAgentDateTime(
        new Date('2026-11-21T09:05:00Z'),
        prefs({ dateFormat: 'MM/DD/YYYY', timeFormat: '24h' }),
      ),
    ).toBe('11/21/2026, 09:05 (UTC)');
  });
});
