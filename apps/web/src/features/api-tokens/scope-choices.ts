import {
  API_TOKEN_SCOPES,
  type ApiTokenScope,
  TOKEN_ACCESS,
  type TokenAccess,
} from '@kairos/core/accounts/api-token-schema';
import { HOST_AREAS, type HostArea } from '@kairos/core/constants';
import { AREA_LABELS } from '../members/permission-matrix';

export const ACCESS_LABELS: Record<TokenAccess, string> = { read: 'Read', write: 'Write' };

const scopeOf = (area: HostArea, access: TokenAccess): ApiTokenScope => `${area}:${access}`;

/**
 * Turns one cell of the scope grid on or off. Writing to an area without reading it is rarely
 * what a script needs, so turning write on turns read on, and turning read off clears the row.
 */
export function toggleScope(
  scopes: readonly ApiTokenScope[],
  area: HostArea,
  access: TokenAccess,
  on: boolean,
): ApiTokenScope[] {
  const next = new Set(scopes);
  if (on) {
    next.add(scopeOf(area, access));
    next.add(scopeOf(area, 'read'));
  } else if (access === 'read') {
    for (const a of TOKEN_ACCESS) next.delete(scopeOf(area, a));
  } else {
    next.delete(scopeOf(area, access));
  }
  return API_TOKEN_SCOPES.filter((scope) => next.has(scope));
}

/** `Contacts: read and write · Calendar: read`: a token's scopes in a line, areas in the dashboard's order. */
export function describeScopes(scopes: readonly string[]): string {
  return HOST_AREAS.flatMap((area) => {
    const granted = TOKEN_ACCESS.filter((access) => scopes.includes(scopeOf(area, access)));
    if (granted.length === 0) return [];
    return [`${AREA_LABELS[area]}: ${granted.join(' and ')}`];
  }).join(' · ');
}

export const EXPIRY_CHOICES = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
  { value: 'never', label: 'No expiry' },
] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number]['value'];

/** When a token made at `now` with this choice expires, as the API takes it; null for none. */
export function expiresAtFor(choice: ExpiryChoice, now: number): string | null {
  return choice === 'never' ? null : new Date(now + Number(choice) * 86_400_000).toISOString();
}
