import { describe, expect, it } from 'vitest';
import { ChannelFormSchema } from './channel-form';

describe('ChannelFormSchema', () => {
  it('reads empty optional fields as none and the switch as a boolean', () => {
    expect(
      ChannelFormSchema.parse({
        phoneNumberId: ' 1001 ',
        businessAccountId: '',
        accessToken: '',
        enabled: 'on',
      }),
    ).toEqual({ phoneNumberId: '1001', businessAccountId: null, enabled: true });
  });

  it('keeps a new token and turns the channel off without the switch', () => {
    expect(
      ChannelFormSchema.parse({
        phoneNumberId: '1001',
        businessAccountId: '2002',
        accessToken: 'EAAG-0123456789-abcdefgh',
      }),
    ).toEqual({
      phoneNumberId: '1001',
      businessAccountId: '2002',
      accessToken: 'EAAG-0123456789-abcdefgh',
      enabled: false,
    });
  });

  it('explains a wrong number id', () => {
    const result = ChannelFormSchema.safeParse({ phoneNumberId: 'abc' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Use the numeric id shown in WhatsApp Manager');
  });
});
