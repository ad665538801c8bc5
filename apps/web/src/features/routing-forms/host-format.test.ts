import { describe, expect, it } from 'vitest';
import { embedSnippet, formatInstant, publicFormUrl } from './host-format';

describe('host formatting', () => {
  it('builds the public address and an embed snippet', () => {
    const url = publicFormUrl('https://book.example', 'acme', 'lead-form');
    expect(url).toBe('https://book.example/form/acme/lead-form');
    expect(embedSnippet(url, 'Leads "A&B"')).toBe(
      '<iframe src="https://book.example/form/acme/lead-form" title="Leads &#34;A&#38;B&#34;" style="width:100%;min-height:640px;border:0" loading="lazy"></iframe>',
    );
  });

  it('writes instants in the given zone with its name', () => {
    expect(formatInstant('2027-05-14T09:35:00Z', 'Asia/Kolkata')).toMatch(
      /14 May 2027, 3:05\s?pm GMT\+5:30|14 May 2027, 3:05\s?pm IST/,
    );
    expect(formatInstant('2027-05-14T09:35:00Z', 'UTC')).toMatch(/14 May 2027, 9:35\s?am UTC/);
  });
});
