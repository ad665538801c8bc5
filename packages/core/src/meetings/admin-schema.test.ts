import { describe, expect, it } from 'vitest';
import { MeetingListBodySchema, SendMailBodySchema } from './admin-schema.ts';

describe('meetings admin wire schemas', () => {
  it('defaults to the first page of 50 and refuses bigger pages', () => {
    expect(MeetingListBodySchema.parse({})).toEqual({ pageNo: 1, limit: 50 });
    expect(MeetingListBodySchema.parse(undefined)).toBeUndefined();
    expect(MeetingListBodySchema.safeParse({ limit: 51 }).success).toBe(false);
    expect(MeetingListBodySchema.safeParse({ status: 'DONE' }).success).toBe(false);
    expect(MeetingListBodySchema.safeParse({ from: 'yesterday' }).success).toBe(false);
  });

  it('says Required for each missing field of the share email form', () => {
    const result = SendMailBodySchema.safeParse({ meetingId: 'm', recipients: [], subject: ' ', body: '' });
    const byPath = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(byPath).toEqual({
      recipients: 'Required',
      subject: 'Required',
      body: 'Required',
      type: 'Required',
    });
  });
});
