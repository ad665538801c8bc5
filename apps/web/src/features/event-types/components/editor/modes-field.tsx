import { isVideoMode, MEETING_MODES, type MeetingMode, type Mode } from '@kairos/core/events/mode-schema';
import type { DashboardKey } from '@kairos/core/i18n/dashboard/en';
import { useQuery } from '@tanstack/react-query';
import { useDashboardT } from '../../../i18n/dashboard-i18n';
import { Button } from '../../../ui/components/button';
import { PlusIcon, TrashIcon, WarningIcon } from '../../../ui/components/icons';
import { SelectField } from '../../../ui/components/select-field';
import { TextField } from '../../../ui/components/text-field';
import type { FieldErrors } from '../../event-draft';
import { checkModeQuery } from '../../queries';

const MODE_KEYS = {
  ZOOM: 'eventTypes.mode.ZOOM',
  GOOGLE_MEET: 'eventTypes.mode.GOOGLE_MEET',
  MICROSOFT_TEAMS: 'eventTypes.mode.MICROSOFT_TEAMS',
  IN_PERSON: 'eventTypes.mode.IN_PERSON',
  CUSTOM: 'eventTypes.mode.CUSTOM',
  ASK_INVITEE: 'eventTypes.mode.ASK_INVITEE',
  PHONE_NUMBER: 'eventTypes.mode.PHONE_NUMBER',
  JITSI: 'eventTypes.mode.JITSI',
} as const satisfies Record<MeetingMode, DashboardKey>;

const VALUE_KEYS: Partial<Record<MeetingMode, DashboardKey>> = {
  IN_PERSON: 'eventTypes.modes.address',
  CUSTOM: 'eventTypes.modes.details',
};

interface ModesFieldProps {
  eventId: string;
  modes: readonly Mode[];
  onChange: (modes: Mode[]) => void;
  /** Messages by path inside the list: `0.value`. */
  errors: FieldErrors;
}

/** Says when a video mode cannot work yet, as `POST /event/check-mode` reports it. */
function ModeConnection({ eventId, mode }: { eventId: string; mode: MeetingMode }) {
  const check = useQuery({ ...checkModeQuery(eventId, mode), enabled: isVideoMode(mode) });
  if (!check.data || check.data.connected) return null;
  return (
    <p className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
      <WarningIcon className="mt-0.5 size-4 shrink-0" />
      {check.data.reason}
    </p>
  );
}

function blankToUndefined(text: string): string | undefined {
  return text === '' ? undefined : text;
}

/** Where the meeting happens: one or more locations the attendee can choose from. */
export function ModesField({ eventId, modes, onChange, errors }: ModesFieldProps) {
  const t = useDashboardT();
  function update(index: number, patch: Partial<Mode>) {
    onChange(modes.map((mode, i) => (i === index ? { ...mode, ...patch } : mode)));
  }

  return (
    <div className="space-y-4">
      {modes.length === 0 && <p className="text-sm text-gray-500">{t('eventTypes.modes.none')}</p>}
      {modes.map((mode, index) => {
        const n = index + 1;
        const valueKey = VALUE_KEYS[mode.key];
        const valueLabel = valueKey ? t(valueKey) : undefined;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: locations have no identity beyond their place
          <div key={index} className="space-y-3 rounded-lg border border-gray-200 p-4">
            <div className="flex items-end gap-2">
              <SelectField
                label={t('eventTypes.modes.location', { n })}
                name={`modes.${index}.key`}
                options={MEETING_MODES.map((key) => ({ value: key, label: t(MODE_KEYS[key]) }))}
                value={mode.key}
                onChange={(event) => update(index, { key: event.target.value as MeetingMode })}
                error={errors[`${index}.key`]}
                className="min-w-0 flex-1"
              />
              <Button
                variant="ghost"
                aria-label={t('eventTypes.modes.remove', { n })}
                onClick={() => onChange(modes.filter((_, i) => i !== index))}
                className="!p-2"
              >
                <TrashIcon className="size-4" />
              </Button>
            </div>
            {valueLabel && (
              <TextField
                label={valueLabel}
                name={`modes.${index}.value`}
                value={mode.value ?? ''}
                onChange={(event) => update(index, { value: blankToUndefined(event.target.value) })}
                error={errors[`${index}.value`]}
              />
            )}
            {mode.key === 'PHONE_NUMBER' && (
              <TextField
                label={t('eventTypes.modes.phone')}
                name={`modes.${index}.phoneNumber`}
                type="tel"
                placeholder="+1 415 555 0100"
                value={mode.phoneNumber ?? ''}
                onChange={(event) => update(index, { phoneNumber: blankToUndefined(event.target.value) })}
                hint={t('eventTypes.modes.phoneHint')}
                error={errors[`${index}.phoneNumber`]}
              />
            )}
            <TextField
              label={t('eventTypes.modes.note')}
              name={`modes.${index}.note`}
              value={mode.note ?? ''}
              onChange={(event) => update(index, { note: blankToUndefined(event.target.value) })}
              error={errors[`${index}.note`]}
            />
            <ModeConnection eventId={eventId} mode={mode.key} />
          </div>
        );
      })}
      <Button variant="secondary" onClick={() => onChange([...modes, { key: 'IN_PERSON' }])}>
        <PlusIcon className="size-4" />
        {t('eventTypes.modes.add')}
      </Button>
    </div>
  );
}
