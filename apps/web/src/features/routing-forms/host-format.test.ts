import { describe, expect, it } from 'vitest';
import { embedSnippet, publicFormUrl } from './host-format';

describe('host formatting', () => {
  it('builds the public address and an embed snippet', () => {
    const url = publicFormUrl('https://book.example', 'acme', 'lead-form');
    expect(url).toBe('https://book.example/form/acme/lead-form');
    expect(embedSnippet(url, 'Leads "A&B"')).toBe(
      '<iframe src="https://book.example/form/acme/lead-form" title="Leads &#34;A&#38;B&#34;" style="width:100%;min-height:640px;border:0" loading="lazy"></iframe>',
    );
  });
});
