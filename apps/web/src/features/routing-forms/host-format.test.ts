import { describe, expect, it } from 'vitest';
import { publicFormUrl } from './host-format';

describe('host formatting', () => {
  it('builds the public address', () => {
    const url = publicFormUrl('https://book.example', 'acme', 'lead-form');
    expect(url).toBe('https://book.example/form/acme/lead-form');
  });
});
