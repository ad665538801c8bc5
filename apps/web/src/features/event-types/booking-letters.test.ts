import { describe, expect, it } from 'vitest';
import { emailsFor } from './booking-letters';

describe('the letters the editor offers', () => {
  it.each([
    ['CALENDAR', ['calendarInvitation', 'emailCancellation']],
    ['EMAIL', ['emailInvitation', 'emailCancellation']],
  ] as const)('a booking sent as %s shows only the template that is sent', (type, keys) => {
    expect(emailsFor(type).map((email) => email.key)).toEqual(keys);
  });
});
