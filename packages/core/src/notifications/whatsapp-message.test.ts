import { describe, expect, it } from 'vitest';
import { buildTemplateMessage, whatsappRecipient } from './whatsapp-message.ts';

const values = {
  attendee_name: 'Asha Rao',
  meeting_date: 'Tuesday 2 March 2027',
  meeting_time: '15:30',
  reschedule_link: 'https://book.example.com/reschedule/a1/',
};

describe('buildTemplateMessage', () => {
  it('fills numbered placeholders in number order, per component', () => {
    const message = buildTemplateMessage(
      {
        templateId: 'meeting_reminder',
        language: 'en_US',
        templateMapping: {
          header: { 1: '{{attendee_name}}' },
          body: { 10: 'ten', 2: '{{meeting_time}}', 1: '{{meeting_date}}' },
          button: { 0: 'a1/' },
        },
      },
      '919876543210',
      values,
    );
    expect(message).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'meeting_reminder',
        language: { code: 'en_US' },
        components: [
          { type: 'header', parameters: [{ type: 'text', text: 'Asha Rao' }] },
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Tuesday 2 March 2027' },
              { type: 'text', text: '15:30' },
              { type: 'text', text: 'ten' },
            ],
          },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: 'a1/' }] },
        ],
      },
    });
  });

  it('sends no component for an empty mapping and never an empty parameter', () => {
    const message = buildTemplateMessage(
      {
        templateId: 't',
        language: 'en',
        templateMapping: { header: {}, body: { 1: '{{meeting_link}}' }, button: {} },
      },
      '1',
      { meeting_link: '' },
    );
    expect(message.template.components).toEqual([
      { type: 'body', parameters: [{ type: 'text', text: '-' }] },
    ]);
  });
});

describe('whatsappRecipient', () => {
  it.each([
    ['+91 98765 43210', undefined, '919876543210'],
    ['98765 43210', 'IN', '919876543210'],
    ['+1 650-253-0000', undefined, '16502530000'],
    ['12', 'IN', undefined],
    ['', 'IN', undefined],
    [null, 'IN', undefined],
    ['not a number', 'IN', undefined],
  ])('%s (%s) → %s', (text, country, expected) => {
    expect(whatsappRecipient(text, country)).toBe(expected);
  });
});
