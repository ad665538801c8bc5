import { describe, expect, it } from 'vitest';
import {
  ContactCreateBodySchema,
  ContactDeleteBodySchema,
  ContactListQuerySchema,
} from './contact-list-schema.ts';

describe('contact wire schemas', () => {
  it('reads comma-separated ids and tags and a 1-based page', () => {
    expect(ContactListQuerySchema.parse({ ids: 'a, b,,c', tags: 'vip', page: '2' })).toEqual({
      ids: ['a', 'b', 'c'],
      tags: ['vip'],
      page: 2,
    });
    expect(ContactListQuerySchema.parse({})).toEqual({ page: 1 });
    expect(ContactListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });

  it('stores phone numbers in E.164 with their extension, and names what is wrong', () => {
    const base = { emailId: 'Ann@Example.com', name: 'Ann' };
    expect(
      ContactCreateBodySchema.parse({ ...base, phoneNumber: '+1 650 253 0000 ext. 1234' }),
    ).toMatchObject({
      emailId: 'ann@example.com',
      phoneNumber: '+16502530000 ext. 1234',
    });
    expect(ContactCreateBodySchema.parse({ ...base, phoneNumber: '' }).phoneNumber).toBeNull();
    for (const bad of ['12', 'call me', '+1 650', `+1 ${'9'.repeat(260)}`]) {
      const result = ContactCreateBodySchema.safeParse({ ...base, phoneNumber: bad });
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['phoneNumber']);
    }
    const tooLong = ContactCreateBodySchema.safeParse({ ...base, phoneNumber: `+1 ${'9'.repeat(260)}` });
    expect(tooLong.error?.issues[0]?.message).toBe('Use at most 250 characters');
    const wrong = ContactCreateBodySchema.safeParse({ ...base, phoneNumber: '+1 650' });
    expect(wrong.error?.issues[0]?.message).toBe('Invalid phone number');
  });

  it('refuses a delete without confirmDelete true', () => {
    const refused = ContactDeleteBodySchema.safeParse({ ids: ['x'], confirmDelete: false });
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['confirmDelete'],
      message: 'Confirm the deletion: set confirmDelete to true',
    });
    expect(ContactDeleteBodySchema.parse({ ids: ['x'], confirmDelete: true })).toEqual({
      ids: ['x'],
      confirmDelete: true,
      deleteToo: false,
    });
  });
});
