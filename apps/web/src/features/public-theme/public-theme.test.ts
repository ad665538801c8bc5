import { AppearanceSchema } from '@kairos/core/events/page-schema';
import { describe, expect, it } from 'vitest';
import { buttonColours, resolvePublicTheme } from './public-theme';
import { readThemeParams } from './theme-params';

const appearance = (fields: Record<string, unknown>) => AppearanceSchema.parse(fields);

describe('readThemeParams', () => {
  it.each([
    [{ BrandColor: '0f766e' }, { BrandColor: '#0f766e' }],
    [{ BrandColor: '#0F766E' }, { BrandColor: '#0f766e' }],
    [{ TextColor: 112233 }, { TextColor: '#112233' }],
    [{ TextColor: 1234 }, { TextColor: '#001234' }],
    [{ ButtonColor: 'fff' }, { ButtonColor: '#ffffff' }],
    [{ BackgroundColor: 'red', ButtonColor: true, TextColor: null }, {}],
    [{ brandcolor: '0f766e', utm_source: 'x' }, {}],
  ])('%o → %o', (search, expected) => {
    expect(readThemeParams(search)).toEqual(expected);
  });
});

describe('resolvePublicTheme', () => {
  it('keeps the house colours without parameters or overrides', () => {
    const vars = resolvePublicTheme({});
    expect(vars['--pb-brand']).toBe('var(--color-brand-600)');
    expect(vars['--pb-button-text']).toBe('#ffffff');
  });

  it.each([
    ['a light brand gets black text', { BrandColor: '#facc15' }, '--pb-on-brand', '#000000'],
    ['a dark brand gets white text', { BrandColor: '#1e3a8a' }, '--pb-on-brand', '#ffffff'],
    ['buttons follow the brand', { BrandColor: '#facc15' }, '--pb-button', '#facc15'],
    ['buttons take the brand text colour', { BrandColor: '#facc15' }, '--pb-button-text', '#000000'],
    [
      'a button colour wins over the brand',
      { BrandColor: '#1e3a8a', ButtonColor: '#fde68a' },
      '--pb-button',
      '#fde68a',
    ],
    ['a light button gets black text', { ButtonColor: '#fde68a' }, '--pb-button-text', '#000000'],
    ['text colour is used as is', { TextColor: '#222222' }, '--pb-text', '#222222'],
    [
      'muted text is mixed from it',
      { TextColor: '#222222' },
      '--pb-muted',
      'color-mix(in srgb, #222222 72%, #ffffff)',
    ],
    ['a background is the surface', { BackgroundColor: '#0b1120' }, '--pb-surface', '#0b1120'],
  ] as const)('%s', (_, params, variable, expected) => {
    expect(resolvePublicTheme(params)[variable]).toBe(expected);
  });

  it('uses the event appearance only when it overrides colours', () => {
    const off = appearance({ brandColor: '#facc15' });
    const on = appearance({ overrideColors: true, brandColor: '#facc15', buttonTextColor: '#111111' });
    expect(resolvePublicTheme({}, off)['--pb-brand']).toBe('var(--color-brand-600)');
    expect(resolvePublicTheme({}, on)['--pb-brand']).toBe('#facc15');
    expect(resolvePublicTheme({}, on)['--pb-button-text']).toBe('#111111');
  });

  it('lets query parameters win over the appearance', () => {
    const on = appearance({ overrideColors: true, brandColor: '#facc15', textColor: '#333333' });
    const vars = resolvePublicTheme({ BrandColor: '#0f766e' }, on);
    expect(vars['--pb-brand']).toBe('#0f766e');
    expect(vars['--pb-text']).toBe('#333333');
  });
});

describe('buttonColours', () => {
  it.each([
    ['#0f766e', '#ffffff', '#ffffff', '#000000'],
    // White on a mid green is 2.3:1: black takes its place, and hovering lightens the green.
    ['#22c55e', '#ffffff', '#000000', '#ffffff'],
    ['#facc15', '#000000', '#000000', '#ffffff'],
    // A host's text colour that reads well stays; the background darkens under the lighter text.
    ['#1e3a8a', '#fde68a', '#fde68a', '#000000'],
  ])('%s with %s text → %s, hover shaded with %s', (background, text, readable, shade) => {
    expect(buttonColours(background, text)).toEqual({
      '--pb-button': background,
      '--pb-button-text': readable,
      '--pb-button-hover': `color-mix(in srgb, ${background} 85%, ${shade})`,
    });
  });

  it('keeps the house colours, which read well, as they are', () => {
    expect(buttonColours('var(--color-brand-600)', '#ffffff')).toEqual({
      '--pb-button': 'var(--color-brand-600)',
      '--pb-button-text': '#ffffff',
      '--pb-button-hover': 'color-mix(in srgb, var(--color-brand-600) 85%, #000000)',
    });
  });

  it('gives every page a hover shade away from its button text', () => {
    expect(resolvePublicTheme({})['--pb-button-hover']).toBe(
      'color-mix(in srgb, var(--color-brand-600) 85%, #000000)',
    );
    expect(resolvePublicTheme({ BrandColor: '#facc15' })['--pb-button-hover']).toBe(
      'color-mix(in srgb, #facc15 85%, #ffffff)',
    );
  });
});
