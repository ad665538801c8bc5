import { contrastRatio, MIN_TEXT_CONTRAST } from '@kairos/core/appearance/contrast';
import { AppearanceSchema } from '@kairos/core/events/page-schema';
import { describe, expect, it } from 'vitest';
import { resolvePublicTheme } from '../public-theme/public-theme';
import { formThemeVars } from './form-theme';

const branded = (brandColor: string) =>
  resolvePublicTheme({}, AppearanceSchema.parse({ overrideColors: true, brandColor }));

describe('formThemeVars', () => {
  it('puts the workspace’s brand colour on the button, with readable text', () => {
    const vars = formThemeVars({ showBranding: false }, branded('#0f766e'));
    expect(vars['--pb-button']).toBe('#0f766e');
    expect(vars['--pb-button-text']).toBe('#ffffff');
    expect(vars['--pb-text']).toBeUndefined();
  });

  it.each(['#22c55e', '#f97316', '#969696', '#06b6d4', '#ef4444', '#facc15', '#000000', '#ffffff'])(
    'keeps AA contrast on a %s brand',
    (brand) => {
      const vars = formThemeVars({ showBranding: false }, branded(brand));
      expect(vars['--pb-button']).toBe(brand);
      const ratio = contrastRatio(vars['--pb-button-text'] ?? '', brand) ?? 0;
      expect(ratio).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    },
  );

  it('lets the form’s own colours win over the workspace’s', () => {
    const vars = formThemeVars(
      { showBranding: false, ButtonBgColor: '#1E3A8A', ButtonTextColor: '#FDE68A', TextColor: '#222222' },
      branded('#0f766e'),
    );
    expect(vars).toMatchObject({
      '--pb-button': '#1E3A8A',
      '--pb-button-text': '#fde68a',
      '--pb-text': '#222222',
    });
  });

  it('takes the text colour from the form’s own button colour, not from the page’s', () => {
    // The workspace's dark brand has white text; the form's yellow button needs black.
    const vars = formThemeVars({ showBranding: false, ButtonBgColor: '#facc15' }, branded('#1e3a8a'));
    expect(vars['--pb-button-text']).toBe('#000000');
  });

  it('replaces a form text colour that cannot be read on its button', () => {
    const vars = formThemeVars(
      { showBranding: false, ButtonBgColor: '#22c55e', ButtonTextColor: '#ffffff' },
      branded('#0f766e'),
    );
    expect(vars['--pb-button-text']).toBe('#000000');
  });

  it('keeps the house colours without branding', () => {
    const vars = formThemeVars({ showBranding: false }, resolvePublicTheme({}));
    expect(vars['--pb-button']).toBe('var(--color-brand-600)');
    expect(vars['--pb-button-text']).toBe('#ffffff');
  });
});
