import { HOST_AREAS, PERMISSION_ACTIONS } from '@kairos/core/constants';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import {
  ACTION_KEYS,
  AREA_KEYS,
  can,
  type Permissions,
  toggleAction,
  togglePermission,
} from '../permission-matrix';

interface PermissionGridProps {
  value: Permissions;
  onChange?: (next: Permissions) => void;
  /** Built-in roles are shown, not changed. */
  readOnly?: boolean;
}

/** Host areas down, actions across; a column header turns that action on or off everywhere. */
export function PermissionGrid({ value, onChange, readOnly = false }: PermissionGridProps) {
  const t = useDashboardT();
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200">
      <table className="w-full text-xs sm:text-sm">
        <caption className="sr-only">{t('members.grid.caption')}</caption>
        <thead className="bg-gray-50 text-gray-600">
          <tr>
            <th scope="col" className="px-2 py-2 text-left font-medium sm:px-3">
              {t('members.grid.area')}
            </th>
            {PERMISSION_ACTIONS.map((action) => {
              const all = HOST_AREAS.every((area) => can(value, area, action));
              return (
                <th key={action} scope="col" className="px-1 py-2 text-center font-medium sm:px-2">
                  {readOnly || !onChange ? (
                    t(ACTION_KEYS[action])
                  ) : (
                    <button
                      type="button"
                      onClick={() => onChange(toggleAction(value, action, !all))}
                      className="rounded px-1 hover:text-gray-900 hover:underline"
                      aria-label={t(all ? 'members.grid.clearEverywhere' : 'members.grid.allowEverywhere', {
                        action: t(ACTION_KEYS[action]).toLowerCase(),
                      })}
                    >
                      {t(ACTION_KEYS[action])}
                    </button>
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {HOST_AREAS.map((area) => (
            <tr key={area}>
              <th
                scope="row"
                className="px-2 py-2 text-left font-normal text-gray-800 sm:px-3 sm:whitespace-nowrap"
              >
                {t(AREA_KEYS[area])}
              </th>
              {PERMISSION_ACTIONS.map((action) => (
                <td key={action} className="px-1 py-2 text-center sm:px-2">
                  <input
                    type="checkbox"
                    aria-label={t('members.grid.cell', {
                      area: t(AREA_KEYS[area]),
                      action: t(ACTION_KEYS[action]),
                    })}
                    checked={can(value, area, action)}
                    disabled={readOnly}
                    onChange={(e) => onChange?.(togglePermission(value, area, action, e.target.checked))}
                    className="size-4 rounded border-gray-300 accent-brand-600 disabled:opacity-70"
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
