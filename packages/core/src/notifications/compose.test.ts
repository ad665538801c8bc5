import { describe, expect, it } from 'vitest';
import { composeWithTemplate } from './compose.ts';

const builtIn = { subject: 'Booked', text: 'Booked', html: '<p>Booked</p>' };

describe('composeWithTemplate', () => {
  it('cleans the host’s HTML, escapes values into it, and reads the text part back without entities', () => {
    const letter = composeWithTemplate(
      {
        subject: 'Hello {{name}}',
        body: '<p onclick="x()">Tom &amp; Jerry &lt;3 {{name}}</p><script>alert(1)</script><a href="https://example.com/?a=1&amp;b=2">Join</a>',
      },
      { name: 'Ada <b>&</b>' },
      builtIn,
    );
    expect(letter.subject).toBe('Hello Ada <b>&</b>');
    expect(letter.html).toBe(
      '<p>Tom &amp; Jerry &lt;3 Ada &lt;b&gt;&amp;&lt;/b&gt;</p><a href="https://example.com/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">Join</a>',
    );
    expect(letter.text).toBe('Tom & Jerry <3 Ada <b>&</b>\nJoin');
  });

  it('keeps the built-in letter, with the host’s subject, when the body is empty', () => {
    expect(composeWithTemplate({ subject: 'Hi', body: '' }, {}, builtIn)).toEqual({
      ...builtIn,
      subject: 'Hi',
    });
  });
});
