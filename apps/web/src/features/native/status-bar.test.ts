import { describe, expect, it } from 'vitest';
import { statusBarFor } from './status-bar';

describe('statusBarFor', () => {
  it('takes the page colour and picks the text that reads on it', () => {
    expect(statusBarFor([249, 250, 251, 255])).toEqual({ style: 'light', color: '#f9fafb' });
    expect(statusBarFor([17, 24, 39, 255])).toEqual({ style: 'dark', color: '#111827' });
    expect(statusBarFor([15, 118, 110, 255])).toEqual({ style: 'dark', color: '#0f766e' });
  });

  it('gives nothing for a transparent page', () => {
    expect(statusBarFor([0, 0, 0, 0])).toBeNull();
  });
});
