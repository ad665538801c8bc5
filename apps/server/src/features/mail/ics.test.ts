import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendarData, buildInvite } from './ics.ts';

const base = {
  uid: 'm1@kairos',
  sequence: 0,
  start: new Date('2026-12-01T09:00:00Z'),
  end: new Date('2026-12-01T09:30:00Z'),
  summary: 'Intro',
  description: 'A first call',
  stamp: new Date('2026-11-27T10:00:00Z'),
};

/** The organizer and attendees a real iCalendar parser reads from the file. */
function people(ics: string) {
  const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT');
  const read = (p: ICAL.Property) => ({
    name: p.getParameter('cn'),
    address: String(p.getFirstValue()).toLowerCase(),
  });
  const organizer = event.getFirstProperty('organizer');
  return {
    organizer: organizer ? read(organizer) : undefined,
    attendees: event.getAllProperties('attendee').map(read),
  };
}

describe('names in an invitation', () => {
  it.each([
    ['a name that tries to close the quote and add an address', 'Eve":MAILTO:attacker@evil.example;X="'],
    ['quotes inside a name', 'Robert "Bob" Smith'],
    ['a caret', 'A^B ^n'],
    ['a backslash at the end', 'Back\\'],
    ['a semicolon, colon and comma', 'Doe; Jane: CEO, Acme'],
    ['letters beyond ASCII', 'Zoë Ørsted 山田'],
  ])('keeps %s to its own attendee, read back as written', (_, name) => {
    const ics = buildInvite({
      ...base,
      method: 'REQUEST',
      organizer: { name: `Host ${name}`, email: 'host@example.com' },
      attendees: [{ name, email: 'guest@example.com' }],
    });
    const read = people(ics);
    expect(read.attendees).toEqual([
      { name: name.replace(/\\/g, '\uff3c'), address: 'mailto:guest@example.com' },
    ]);
    expect(read.organizer).toEqual({
      name: `Host ${name}`.replace(/\\/g, '\uff3c'),
      address: 'mailto:host@example.com',
    });
    expect(ics).not.toContain('attacker@evil.example:');
    expect(ics.toLowerCase()).not.toMatch(/^attendee.*:mailto:attacker@evil\.example\r?$/m);
  });

  it('reads a line break in a name back as a line break, and drops other control characters', () => {
    const ics = buildCalendarData([
      {
        ...base,
        organizer: { name: 'Host', email: 'host@example.com' },
        attendees: [{ name: 'Two\nLines\u0007', email: 'guest@example.com' }],
      },
    ]);
    expect(people(ics).attendees).toEqual([{ name: 'Two\nLines', address: 'mailto:guest@example.com' }]);
  });
});
