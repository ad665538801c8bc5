import { TimeSelect } from '../../available-hours/components/time-select';
import { currentZoneId } from '../../booker/zoned-time';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { useAgentPreferences } from '../../settings/use-agent-preferences';
import { DateField } from '../../ui/components/date-field';
import { NumberField } from '../../ui/components/number-field';
import { SwitchField } from '../../ui/components/switch-field';
import { TextField } from '../../ui/components/text-field';
import type { ShareLinkFieldErrors, ShareLinkFormValues } from '../share-link-form';

interface ShareLinkFieldsProps {
  values: ShareLinkFormValues;
  errors: ShareLinkFieldErrors;
  /** The host's time zone: the expiry is typed and shown in it. */
  zone: string;
  onChange: (patch: Partial<ShareLinkFormValues>) => void;
}

const LEGEND = 'text-sm font-semibold text-gray-900';
/** A link given only a day expires at the end of the working day, until the host picks a time. */
const DEFAULT_EXPIRY_TIME = '17:00';

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The expiry (`YYYY-MM-DDTHH:mm` in the host's zone, '' for none): the day in the host's date
 * order, then, once there is a day, the time on their clock, labelled with the zone.
 */
function ExpiryFields({
  value,
  zone,
  error,
  onChange,
}: {
  value: string;
  zone: string;
  error: string | undefined;
  onChange: (expireAt: string) => void;
}) {
  const { timeFormat } = useAgentPreferences();
  const t = useDashboardT();
  const [day = '', time = DEFAULT_EXPIRY_TIME] = value ? value.split('T') : [];
  return (
    <div className="space-y-2">
      <DateField
        label={t('shareLinks.field.expires')}
        name="expireAt"
        value={day}
        onChange={(next) => onChange(next ? `${next}T${time}` : '')}
        hint={t('shareLinks.field.expiresHint', { zone })}
        error={error}
      />
      {day && (
        <div className="flex items-center gap-2 text-sm text-gray-600">
          <span aria-hidden="true">{t('shareLinks.field.expiresAt')}</span>
          <TimeSelect
            label={t('shareLinks.field.expiryTime', { zone })}
            kind="start"
            value={toMinutes(time)}
            timeFormat={timeFormat}
            onChange={(minutes) => onChange(`${day}T${toTime(minutes)}`)}
          />
          <span>{zone}</span>
        </div>
      )}
    </div>
  );
}

/** The create form's fields: uses, expiry, the visitor's details, where to send them, a label. */
export function ShareLinkFields({ values, errors, zone, onChange }: ShareLinkFieldsProps) {
  const lockError = errors['preFill.disableChange'];
  const t = useDashboardT();
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <NumberField
          label={t('shareLinks.field.limit')}
          name="limit"
          suffix={t('shareLinks.field.limitSuffix')}
          min={0}
          value={values.limit}
          onValueChange={(limit) => onChange({ limit })}
          hint={t('shareLinks.field.limitHint')}
          error={errors.limit}
        />
        <ExpiryFields
          value={values.expireAt}
          zone={currentZoneId(zone)}
          error={errors.expireAt}
          onChange={(expireAt) => onChange({ expireAt })}
        />
      </div>
      <fieldset className="space-y-4">
        <legend className={LEGEND}>{t('shareLinks.field.preFill')}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('shareLinks.field.name')}
            name="preFill.name"
            autoComplete="off"
            value={values.name}
            onChange={(event) => onChange({ name: event.target.value })}
            error={errors['preFill.name']}
          />
          <TextField
            label={t('shareLinks.field.email')}
            name="preFill.emailId"
            type="email"
            autoComplete="off"
            value={values.emailId}
            onChange={(event) => onChange({ emailId: event.target.value })}
            error={errors['preFill.emailId']}
          />
        </div>
        <div data-field="preFill.disableChange">
          <SwitchField
            label={t('shareLinks.field.lock')}
            isSelected={values.disableChange}
            onChange={(disableChange) => onChange({ disableChange })}
            description={
              lockError ? <span className="text-red-700">{lockError}</span> : t('shareLinks.field.lockHint')
            }
          />
        </div>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className={LEGEND}>{t('shareLinks.field.redirects')}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('shareLinks.field.afterBooking')}
            name="redirects.onSuccessURL"
            type="url"
            placeholder="https://example.com/thanks"
            value={values.onSuccessURL}
            onChange={(event) => onChange({ onSuccessURL: event.target.value })}
            error={errors['redirects.onSuccessURL']}
          />
          <TextField
            label={t('shareLinks.field.afterCancelling')}
            name="redirects.onCancelURL"
            type="url"
            placeholder="https://example.com/sorry"
            value={values.onCancelURL}
            onChange={(event) => onChange({ onCancelURL: event.target.value })}
            error={errors['redirects.onCancelURL']}
          />
        </div>
      </fieldset>
      <TextField
        label={t('shareLinks.field.source')}
        name="source"
        placeholder={t('shareLinks.field.sourcePlaceholder')}
        value={values.source}
        onChange={(event) => onChange({ source: event.target.value })}
        hint={t('shareLinks.field.sourceHint')}
        error={errors.source}
      />
    </>
  );
}
