import { describe, expect, it } from 'vitest';
import { createAttemptKeys } from './attempt-key';

describe('booking attempt keys', () => {
  it('keeps the key for the same request and makes a new one for another or after an answer', () => {
    const keys = createAttemptKeys();
    const first = keys.keyFor({ time: '2027-03-02T10:00:00Z', attendee: { emailId: 'a@example.com' } });
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(keys.keyFor({ time: '2027-03-02T10:00:00Z', attendee: { emailId: 'a@example.com' } })).toBe(first);
    const other = keys.keyFor({ time: '2027-03-02T11:00:00Z', attendee: { emailId: 'a@example.com' } });
    expect(other).not.toBe(first);
    keys.settle();
    expect(keys.keyFor({ time: '2027-03-02T11:00:00Z', attendee: { emailId: 'a@example.com' } })).not.toBe(
      other,
    );
  });
});
