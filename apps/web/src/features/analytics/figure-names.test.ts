import { LEAD_TIME_BUCKETS } from '@kairos/core/analytics/analytics-schema';
import { FUNNEL_STEPS } from '@kairos/core/analytics/funnel-steps';
import { dashboardEn } from '@kairos/core/i18n/dashboard/en';
import { createTranslator } from '@kairos/core/i18n/translate';
import { describe, expect, it } from 'vitest';
import { formatMinutes, funnelStepName, leadTimeBucketName } from './figure-names';

const t = createTranslator('en', dashboardEn);

describe('the lead time', () => {
  it.each([
    [45, '45 min'],
    [60, '1 h'],
    [47 * 60, '47 h'],
    [48 * 60, '2 days'],
    [10 * 24 * 60, '10 days'],
  ])('says %i minutes as "%s"', (minutes, text) => {
    expect(formatMinutes(minutes, t)).toBe(text);
  });

  it('names every bucket the server sends as the server does, and keeps an unknown one’s label', () => {
    for (const bucket of LEAD_TIME_BUCKETS) expect(leadTimeBucketName(t, bucket)).toBe(bucket.label);
    expect(leadTimeBucketName(t, { key: 'someday', label: 'Some day' })).toBe('Some day');
  });

  it('names the funnel steps as its CSV does', () => {
    for (const [name, label] of FUNNEL_STEPS) expect(funnelStepName(t, { name, label })).toBe(label);
  });
});
