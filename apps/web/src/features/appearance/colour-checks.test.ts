import { type DashboardKey, dashboardEn } from '@kairos/core/i18n/dashboard/en';
import { createTranslator } from '@kairos/core/i18n/translate';
import { describe, expect, it } from 'vitest';
import { colourFieldError, contrastWarnings, effectiveButtonText } from './colour-checks';

const t = createTranslator<DashboardKey>('en', dashboardEn);

const none = { bgColor: null, textColor: null, brandColor: null, buttonTextColor: null };

describe('effectiveButtonText', () => {
  it.each([
    ['#facc15', '#000000'],
    ['#1e3a8a', '#ffffff'],
    // Brightness exactly 150 is not above the threshold, so the text is white.
    ['#969696', '#ffffff'],
    ['#979797', '#000000'],
  ])('brand %s → %s', (brandColor, expected) => {
    expect(effectiveButtonText({ ...none, brandColor })).toBe(expected);
  });

  it("keeps the host's own choice", () => {
    expect(effectiveButtonText({ ...none, brandColor: '#facc15', buttonTextColor: '#333333' })).toBe(
      '#333333',
    );
  });
});

describe('contrastWarnings', () => {
  it('is quiet for the defaults and readable choices', () => {
    expect(contrastWarnings(none, t)).toEqual([]);
    expect(contrastWarnings({ ...none, brandColor: '#0f766e', textColor: '#1f2937' }, t)).toEqual([]);
  });

  it('warns about light text on a light background', () => {
    const warnings = contrastWarnings({ ...none, textColor: '#cccccc' }, t);
    expect(warnings.map((w) => w.field)).toEqual(['textColor']);
    expect(warnings[0]?.message).toContain('1.6:1');
  });

  it('warns about button text the host forced onto a similar colour', () => {
    const warnings = contrastWarnings({ ...none, brandColor: '#1e3a8a', buttonTextColor: '#1e40af' }, t);
    expect(warnings.map((w) => w.field)).toEqual(['buttonTextColor']);
  });

  it('warns when the brand melts into the background', () => {
    const warnings = contrastWarnings({ ...none, brandColor: '#fafafa' }, t);
    expect(warnings.map((w) => w.field)).toEqual(['brandColor']);
  });
});

describe('colourFieldError', () => {
  it.each([
    [null, undefined],
    ['', undefined],
    ['#1A73E8', undefined],
    ['#abc', undefined],
    ['1A73E8', 'Enter a colour like #1A73E8'],
    ['#12345G', 'Enter a colour like #1A73E8'],
  ])('%s → %s', (value, expected) => {
    expect(colourFieldError(value, t)).toBe(expected);
  });
});
