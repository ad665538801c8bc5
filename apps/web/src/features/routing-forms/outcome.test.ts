import type { RoutingSubmitResult } from '@kairos/core/routing/submission-schema';
import { describe, expect, it } from 'vitest';
import { outcomeOf } from './outcome';

function result(redirect: Partial<RoutingSubmitResult['redirect']>): RoutingSubmitResult {
  return {
    _id: 'resp-1',
    matchedRoute: 'rule-1',
    questionsAndAnswers: [],
    redirect: {
      type: 'CUSTOM_MESSAGE',
      title: null,
      body: null,
      externalUrl: null,
      accessLink: null,
      eventSlug: null,
      ...redirect,
    },
  };
}

describe('outcomeOf', () => {
  it('fills in the default message title and body', () => {
    expect(outcomeOf(result({ type: 'CUSTOM_MESSAGE' }))).toEqual({
      kind: 'message',
      title: 'Form submitted !',
      body: 'Thank you for filling the form.',
    });
    expect(outcomeOf(result({ type: 'CUSTOM_MESSAGE', title: 'Hi', body: '<b>Bye</b>' }))).toEqual({
      kind: 'message',
      title: 'Hi',
      body: '<b>Bye</b>',
    });
  });

  it('follows only http(s) addresses', () => {
    expect(outcomeOf(result({ type: 'EXTERNAL_URL', externalUrl: 'https://example.com/x' }))).toEqual({
      kind: 'external',
      url: 'https://example.com/x',
    });
    expect(outcomeOf(result({ type: 'EXTERNAL_URL', externalUrl: 'javascript:alert(1)' }))).toEqual({
      kind: 'broken',
    });
    expect(outcomeOf(result({ type: 'EXTERNAL_URL', externalUrl: 'not a url' }))).toEqual({ kind: 'broken' });
  });

  it('opens the booking page with the response id', () => {
    expect(outcomeOf(result({ type: 'EVENT_TYPE', accessLink: 'acme', eventSlug: 'intro' }))).toEqual({
      kind: 'booking',
      accessLink: 'acme',
      eventSlug: 'intro',
      responseId: 'resp-1',
    });
    expect(outcomeOf(result({ type: 'EVENT_TYPE' }))).toEqual({ kind: 'broken' });
  });
});
