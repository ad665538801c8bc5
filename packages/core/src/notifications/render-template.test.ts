import { describe, expect, it } from 'vitest';
import { renderTemplate } from './render-template.ts';

const values = { attendee_name: 'Ada <Lovelace>', event_name: 'Intro & chat', empty: '' };

describe('renderTemplate', () => {
  it.each([
    ['plain values', 'Hi {{attendee_name}}', {}, 'Hi Ada <Lovelace>'],
    ['spaces inside braces', 'Hi {{ attendee_name }}!', {}, 'Hi Ada <Lovelace>!'],
    [
      'escaped in HTML',
      '<p>{{attendee_name}}: {{event_name}}</p>',
      { html: true },
      '<p>Ada &lt;Lovelace&gt;: Intro &amp; chat</p>',
    ],
    ['unknown variables stay', 'See {{nope}} and {{ also_nope }}', {}, 'See {{nope}} and {{ also_nope }}'],
    ['empty values', '[{{empty}}]', {}, '[]'],
    ['repeated', '{{event_name}}/{{event_name}}', {}, 'Intro & chat/Intro & chat'],
    ['not a placeholder', '{event_name} {{event name}}', {}, '{event_name} {{event name}}'],
    ['inherited keys are not values', '{{constructor}}', {}, '{{constructor}}'],
  ])('%s', (_name, template, options, expected) => {
    expect(renderTemplate(template, values, options)).toBe(expected);
  });
});
