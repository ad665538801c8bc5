import { describe, expect, it } from 'vitest';
import { AppearanceSchema } from '../events/page-schema.ts';
import { DEFAULT_WORKSPACE_APPEARANCE, type WorkspaceAppearance } from './appearance-schema.ts';
import { effectiveAppearance } from './effective.ts';

const workspace = (fields: Partial<WorkspaceAppearance>): WorkspaceAppearance => ({
  ...DEFAULT_WORKSPACE_APPEARANCE,
  ...fields,
});

describe('effectiveAppearance', () => {
  it('is the defaults when nothing overrides', () => {
    expect(effectiveAppearance(DEFAULT_WORKSPACE_APPEARANCE, AppearanceSchema.parse({}))).toEqual({
      overrideColors: false,
      overrideLayout: false,
      bgColor: null,
      textColor: null,
      brandColor: null,
      buttonTextColor: null,
      layout: null,
      eventListingLayout: null,
      bookingName: null,
      companyBranding: false,
      logo: null,
      poweredBy: true,
    });
  });

  it('ignores workspace colours the workspace does not switch on', () => {
    const result = effectiveAppearance(workspace({ brandColor: '#facc15' }));
    expect(result.brandColor).toBeNull();
    expect(result.overrideColors).toBe(false);
  });

  it('takes the workspace colours and derives the button text from the brand', () => {
    const light = effectiveAppearance(workspace({ overrideColors: true, brandColor: '#facc15' }));
    expect(light).toMatchObject({ overrideColors: true, brandColor: '#facc15', buttonTextColor: '#000000' });
    const dark = effectiveAppearance(workspace({ overrideColors: true, brandColor: '#1e3a8a' }));
    expect(dark.buttonTextColor).toBe('#ffffff');
  });

  it('lets an event override colours and layout, field by field', () => {
    const ws = workspace({
      overrideColors: true,
      brandColor: '#1e3a8a',
      textColor: '#111111',
      overrideLayout: true,
      layout: 'SIDEBAR',
      companyBranding: { logo: 'https://example.com/logo.png' },
      bookingName: 'Acme',
      poweredBy: false,
    });
    const event = AppearanceSchema.parse({
      overrideColors: true,
      brandColor: '#fde68a',
      overrideLayout: true,
      layout: 'COMPACT',
      bookingName: 'Acme Sales',
    });
    expect(effectiveAppearance(ws, event)).toMatchObject({
      brandColor: '#fde68a',
      buttonTextColor: '#000000',
      textColor: '#111111',
      layout: 'COMPACT',
      bookingName: 'Acme Sales',
      companyBranding: true,
      logo: 'https://example.com/logo.png',
      poweredBy: false,
    });
    expect(effectiveAppearance(ws, AppearanceSchema.parse({ brandColor: '#fde68a' })).brandColor).toBe(
      '#1e3a8a',
    );
  });
});
