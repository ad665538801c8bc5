import {
  API_TOKEN_SCOPES,
  type ApiTokenScope,
  TOKEN_ACCESS,
  type TokenAccess,
} from '@kairos/core/accounts/api-token-schema';
import { HOST_AREAS, type HostArea } from '@kairos/core/constants';
import type { DashboardKey } from '@kairos/core/i18n/dashboard/en';
import type { DashboardTranslate } from '../i18n/dashboard-i18n';
import { AREA_KEYS } from '../members/permission-matrix';

/** Each access's name in the dashboard catalogue (`Read`). */
export const ACCESS_KEYS = {
  read: 'apiTokens.access.read',
  write: 'apiTokens.access.write',
} as const satisfies Record<TokenAccess, DashboardKey>;

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
export function describeScopes(scopes: readonly string[], t: DashboardTranslate): string {
  return HOST_AREAS.flatMap((area) => {
    const granted = TOKEN_ACCESS.filter((access) => scopes.includes(scopeOf(area, access)));
    if (granted.length === 0) return [];
    return [
      t('apiTokens.scopeLine', {
        area: t(AREA_KEYS[area]),
        access: granted.length === TOKEN_ACCESS.length ? 'both' : (granted[0] ?? ''),
      }),
    ];
  }).join(t('apiTokens.scopeSeparator'));
}

/** The lifetimes a new token can have, each with its name in the dashboard catalogue. */
export const EXPIRY_CHOICES = [
  { value: '7', key: 'apiTokens.expiry.days7' },
  { value: '30', key: 'apiTokens.expiry.days30' },
  { value: '90', key: 'apiTokens.expiry.days90' },
  { value: '365', key: 'apiTokens.expiry.year' },
  { value: 'never', key: 'apiTokens.expiry.never' },
] as const satisfies readonly { value: string; key: DashboardKey }[];
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number]['value'];

/** When a token made at `now` with this choice expires, as the API takes it; null for none. */
export function expiresAtFor(choice: ExpiryChoice, now: number): string | null {
  return choice === 'never' ? null : new Date(now + Number(choice) * 86_400_000).toISOString();
}
