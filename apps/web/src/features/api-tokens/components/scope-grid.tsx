import { type ApiTokenScope, TOKEN_ACCESS } from '@kairos/core/accounts/api-token-schema';
import { HOST_AREAS } from '@kairos/core/constants';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { AREA_KEYS } from '../../members/permission-matrix';
import { ACCESS_KEYS, toggleScope } from '../scope-choices';

interface ScopeGridProps {
  value: readonly ApiTokenScope[];
  onChange: (next: ApiTokenScope[]) => void;
  /** The scopes the member's role allows; the others are shown, turned off. */
  allowed: ReadonlySet<ApiTokenScope>;
  describedBy?: string | undefined;
}

/** Host areas down, read and write across: what the token may do, within the member's role. */
export function ScopeGrid({ value, onChange, allowed, describedBy }: ScopeGridProps) {
  const t = useDashboardT();
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200">
      <table className="w-full text-sm" aria-describedby={describedBy}>
        <caption className="sr-only">{t('apiTokens.grid.caption')}</caption>
        <thead className="bg-gray-50 text-gray-600">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              {t('apiTokens.grid.area')}
            </th>
            {TOKEN_ACCESS.map((access) => (
              <th key={access} scope="col" className="w-20 px-2 py-2 text-center font-medium">
                {t(ACCESS_KEYS[access])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {HOST_AREAS.map((area) => (
            <tr key={area}>
              <th scope="row" className="px-3 py-2 text-left font-normal text-gray-800">
                {t(AREA_KEYS[area])}
              </th>
              {TOKEN_ACCESS.map((access) => {
                const scope: ApiTokenScope = `${area}:${access}`;
                const permitted = allowed.has(scope);
                return (
                  <td key={access} className="px-2 py-2 text-center">
                    <input
                      type="checkbox"
                      aria-label={t('apiTokens.grid.cell', {
                        area: t(AREA_KEYS[area]),
                        access: t(ACCESS_KEYS[access]),
                      })}
                      title={permitted ? undefined : t('apiTokens.grid.notAllowed')}
                      checked={value.includes(scope)}
                      disabled={!permitted}
                      onChange={(e) =>
                        onChange(
                          toggleScope(value, area, access, e.target.checked).filter((s) => allowed.has(s)),
                        )
                      }
                      className="size-4 rounded border-gray-300 accent-brand-600 disabled:cursor-not-allowed disabled:opacity-40"
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
