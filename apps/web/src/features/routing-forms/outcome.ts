import { DEFAULT_REDIRECT_BODY, DEFAULT_REDIRECT_TITLE, isHttpUrl } from '@kairos/core/routing/rule-schema';
import type { RoutingSubmitResult } from '@kairos/core/routing/submission-schema';

/** What the page does after a submission (spec section 2, "Public routing form page"). */
export type FormOutcome =
  | { kind: 'message'; title: string; body: string }
  | { kind: 'external'; url: string }
  | { kind: 'booking'; accessLink: string; eventSlug: string; responseId: string }
  | { kind: 'broken' };

export function outcomeOf(result: RoutingSubmitResult): FormOutcome {
  const redirect = result.redirect;
  switch (redirect.type) {
    case 'CUSTOM_MESSAGE':
      return {
        kind: 'message',
        title: redirect.title?.trim() || DEFAULT_REDIRECT_TITLE,
        body: redirect.body?.trim() || DEFAULT_REDIRECT_BODY,
      };
    case 'EXTERNAL_URL':
      return redirect.externalUrl && isHttpUrl(redirect.externalUrl)
        ? { kind: 'external', url: redirect.externalUrl }
        : { kind: 'broken' };
    case 'EVENT_TYPE':
      return redirect.accessLink && redirect.eventSlug
        ? {
            kind: 'booking',
            accessLink: redirect.accessLink,
            eventSlug: redirect.eventSlug,
            responseId: result._id,
          }
        : { kind: 'broken' };
  }
}
