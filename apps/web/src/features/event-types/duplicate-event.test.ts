import { defaultEventSettings } from '@kairos/core/events/event-rules';
import { EventCreateBodySchema } from '@kairos/core/events/event-schema';
import { describe, expect, it } from 'vitest';
import { duplicateEventBody } from './duplicate-event';

const HOST = '7b0c8a43-4c3e-4f59-9d55-0d1b1c0c5a11';

describe('duplicateEventBody', () => {
  const settings = defaultEventSettings({
    name: 'Intro call',
    slug: 'intro-call',
    duration: 45,
    organizerId: HOST,
    timezone: 'Europe/Berlin',
  });
  const event = {
    ...settings,
    color: '#10B981',
    _id: '0c3c1a52-8f6e-4a55-9a0f-5d3f0f1f2b10',
    mode: null,
    location: null,
    organizerUserId: HOST,
    agentsDetails: [],
    paymentOnDuration: [],
    sortOrder: 3,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
  };

  it('copies the settings under a new name and leaves the slug to the server', () => {
    const body = duplicateEventBody(event);
    expect(body.name).toBe('Intro call (copy)');
    expect(body).not.toHaveProperty('slug');
    expect(body).not.toHaveProperty('_id');
    expect(body).not.toHaveProperty('sortOrder');
    expect(body).toMatchObject({ duration: 45, color: '#10B981', questions: settings.questions });
    expect(EventCreateBodySchema.safeParse(body).success).toBe(true);
  });

  it('keeps a long name within the limit', () => {
    const body = duplicateEventBody({ ...event, name: 'x'.repeat(200) });
    expect(body.name).toHaveLength(200);
    expect(body.name.endsWith(' (copy)')).toBe(true);
  });
});
