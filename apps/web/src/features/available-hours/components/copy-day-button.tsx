import type { WeekDay } from '@kairos/core/events/availability';
import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { CopyIcon } from '../../ui/components/icons';
import { DAY_KEYS, EDITOR_WEEK } from '../weekly-schedule';

interface CopyDayButtonProps {
  day: WeekDay;
  onCopy: (targets: WeekDay[]) => void;
}

/** Copies one day's hours to the days the host ticks, from a small popover. */
export function CopyDayButton({ day, onCopy }: CopyDayButtonProps) {
  const [targets, setTargets] = useState<WeekDay[]>([]);
  const t = useDashboardT();
  const label = t(DAY_KEYS[day]);
  return (
    <DialogTrigger onOpenChange={(open) => open && setTargets([])}>
      <Button
        aria-label={t('availability.copy.label', { day: label })}
        className="rounded-md p-1.5 text-gray-500 outline-none hover:bg-gray-100 hover:text-gray-900 data-[focus-visible]:outline-2 data-[focus-visible]:outline-brand-600"
      >
        <CopyIcon className="size-4" />
      </Button>
      <Popover placement="bottom end" className="w-56 rounded-xl bg-white shadow-lg ring-1 ring-gray-900/10">
        <Dialog className="p-3 outline-none">
          {({ close }) => (
            <>
              <Heading
                slot="title"
                className="px-1 text-xs font-medium tracking-wide text-gray-500 uppercase"
              >
                {t('availability.copy.title')}
              </Heading>
              <ul className="mt-2 space-y-1">
                {EDITOR_WEEK.filter((d) => d !== day).map((d) => (
                  <li key={d}>
                    <label className="flex items-center gap-2 rounded-md px-1 py-1 text-sm text-gray-800 hover:bg-gray-50">
                      <input
                        type="checkbox"
                        checked={targets.includes(d)}
                        onChange={(event) =>
                          setTargets((current) =>
                            event.target.checked ? [...current, d] : current.filter((target) => target !== d),
                          )
                        }
                        className="size-4 accent-brand-600"
                      />
                      {t(DAY_KEYS[d])}
                    </label>
                  </li>
                ))}
              </ul>
              <div className="mt-3 flex justify-end gap-2">
                <button
                  type="button"
                  onClick={() => setTargets(EDITOR_WEEK.filter((d) => d !== day))}
                  className="rounded-md px-2 py-1 text-sm font-medium text-gray-700 hover:bg-gray-100"
                >
                  {t('availability.copy.all')}
                </button>
                <button
                  type="button"
                  disabled={targets.length === 0}
                  onClick={() => {
                    onCopy(targets);
                    close();
                  }}
                  className="rounded-md bg-brand-600 px-3 py-1 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-50"
                >
                  {t('availability.copy.apply')}
                </button>
              </div>
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
