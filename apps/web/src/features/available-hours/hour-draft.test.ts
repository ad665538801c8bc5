import { describe, expect, it } from 'vitest';
import { changedHourFields, toHourDraft, validateHourDraft } from './hour-draft';

const saved = {
  _id: '5d1c9f3e-1e7b-4c8f-8a55-3c0b7d2e9a21',
  userId: '7b0c8a43-4c3e-4f59-9d55-0d1b1c0c5a11',
  name: 'Working hours',
  weeklySchedule: { MONDAY: [{ start: 540, end: 1020 }] },
  timezone: 'Asia/Kolkata',
  specificDates: [],
  isDefault: true,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

describe('hour drafts', () => {
  it('sends only what changed', () => {
    const base = toHourDraft(saved);
    const draft = { ...base, weeklySchedule: { MONDAY: [{ start: 600, end: 720 }] } };
    expect(changedHourFields(base, draft)).toEqual({ weeklySchedule: draft.weeklySchedule });
    expect(changedHourFields(base, { ...base })).toEqual({});
  });

  it('reports overlapping hours on their day, a bad range on its end, and a missing name', () => {
    const errors = validateHourDraft({
      name: ' ',
      timezone: 'Asia/Kolkata',
      specificDates: [],
      weeklySchedule: {
        MONDAY: [
          { start: 540, end: 720 },
          { start: 600, end: 800 },
        ],
        TUESDAY: [{ start: 720, end: 600 }],
      },
    });
    expect(errors).toEqual({
      name: 'Required',
      'weeklySchedule.TUESDAY.0.end': 'End must be after start',
      'weeklySchedule.MONDAY': 'These hours overlap',
    });
  });
});
