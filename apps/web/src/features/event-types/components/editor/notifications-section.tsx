import { NOTIFICATION_MINUTES_CAP } from '@kairos/core/constants';
import { REPLY_ADDRESSES } from '@kairos/core/events/notifications-schema';
import { useQuery } from '@tanstack/react-query';
import { FormSection } from '../../../ui/components/form-section';
import { NumberField } from '../../../ui/components/number-field';
import { SelectField } from '../../../ui/components/select-field';
import { SwitchField } from '../../../ui/components/switch-field';
import { TextareaField } from '../../../ui/components/textarea-field';
import { emailsFor } from '../../booking-letters';
import type { EventDraft, FieldErrors } from '../../event-draft';
import { templateVariablesQuery } from '../../queries';
import { MinutesList, TemplateFields } from './notification-fields';
import type { SectionProps } from './section-props';
import { WhatsappFields } from './whatsapp-fields';

type Notifications = EventDraft['notifications'];
type WhatsappKey = 'whatsappNotification' | 'whatsappReminder' | 'whatsappFollowUp';

const WHATSAPP: { key: WhatsappKey; label: string }[] = [
  { key: 'whatsappNotification', label: 'WhatsApp confirmation' },
  { key: 'whatsappReminder', label: 'WhatsApp reminder' },
  { key: 'whatsappFollowUp', label: 'WhatsApp follow-up' },
];

/** Emails and WhatsApp messages the event sends, and how attendees may change their booking. */
export function NotificationsSection({ draft, change, errors }: SectionProps) {
  const n = draft.notifications;
  const variables = useQuery(templateVariablesQuery);
  const set = (patch: Partial<Notifications>) => change({ notifications: { ...n, ...patch } });
  const err = (path: string) => errors[`notifications.${path}`];
  const sub = (prefix: string): FieldErrors =>
    Object.fromEntries(
      Object.entries(errors)
        .filter(([p]) => p.startsWith(`notifications.${prefix}.`))
        .map(([p, m]) => [p.slice(`notifications.${prefix}.`.length), m]),
    );

  return (
    <div className="space-y-6">
      <FormSection title="Emails to attendees">
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Send the booking as"
            options={[
              { value: 'CALENDAR', label: 'A calendar invitation' },
              { value: 'EMAIL', label: 'An email' },
            ]}
            value={n.type}
            onChange={(event) => set({ type: event.target.value as Notifications['type'] })}
          />
          <SelectField
            label="Replies go to"
            options={REPLY_ADDRESSES.map((value) => ({
              value,
              label: value === 'AGENT_ADDRESS' ? 'The host’s address' : 'A no-reply address',
            }))}
            value={n.replyAddress}
            onChange={(event) => set({ replyAddress: event.target.value as Notifications['replyAddress'] })}
          />
        </div>
        {emailsFor(n.type).map(({ key, label, description }) => (
          <div key={key} className="space-y-3">
            <SwitchField
              label={label}
              description={description}
              isSelected={n[key].enable}
              onChange={(enable) => set({ [key]: { ...n[key], enable } })}
            />
            {n[key].enable && (
              <TemplateFields
                label={label}
                value={n[key]}
                errors={sub(key)}
                onChange={(patch) => set({ [key]: { ...n[key], ...patch } })}
              />
            )}
          </div>
        ))}
      </FormSection>

      <FormSection title="Reminders and follow-up">
        <SwitchField
          label="Reminder emails"
          isSelected={n.emailReminder.enable}
          onChange={(enable) => set({ emailReminder: { ...n.emailReminder, enable } })}
        />
        {n.emailReminder.enable && (
          <>
            <MinutesList
              label="Reminder"
              values={n.emailReminder.minutesBefore}
              onChange={(minutesBefore) => set({ emailReminder: { ...n.emailReminder, minutesBefore } })}
              errorOf={(i) => err(`emailReminder.minutesBefore.${i}`)}
            />
            {err('emailReminder.minutesBefore') && (
              <p className="text-sm text-red-700">{err('emailReminder.minutesBefore')}</p>
            )}
          </>
        )}
        <SwitchField
          label="Follow-up email"
          description="Sent after the meeting, e.g. to ask for feedback."
          isSelected={n.emailFollowUp.enable}
          onChange={(enable) => set({ emailFollowUp: { ...n.emailFollowUp, enable } })}
        />
        {n.emailFollowUp.enable && (
          <NumberField
            label="Send the follow-up"
            suffix="minutes after"
            min={1}
            max={NOTIFICATION_MINUTES_CAP}
            value={n.emailFollowUp.minuteAfter}
            onValueChange={(value) =>
              set({ emailFollowUp: { ...n.emailFollowUp, minuteAfter: value ?? Number.NaN } })
            }
            error={err('emailFollowUp.minuteAfter')}
            className="w-72"
          />
        )}
      </FormSection>

      <FormSection
        title="Rescheduling and cancelling"
        description="What attendees may change from their confirmation."
      >
        {(['reschedule', 'cancel'] as const).map((key) => (
          <div key={key} className="space-y-3">
            <SwitchField
              label={key === 'reschedule' ? 'Attendees can reschedule' : 'Attendees can cancel'}
              isSelected={n[key].enable}
              onChange={(enable) => set({ [key]: { ...n[key], enable } })}
            />
            {n[key].enable && (
              <div className="grid gap-4 sm:grid-cols-2">
                <NumberField
                  label={key === 'reschedule' ? 'Reschedule up to' : 'Cancel up to'}
                  suffix="minutes before"
                  min={0}
                  value={n[key].linkExpireAfterMinutes}
                  hint="0: until the meeting starts."
                  onValueChange={(value) => set({ [key]: { ...n[key], linkExpireAfterMinutes: value ?? 0 } })}
                  error={err(`${key}.linkExpireAfterMinutes`)}
                />
                <NumberField
                  label={
                    key === 'reschedule' ? 'Times a booking can be rescheduled' : 'Cancellations allowed'
                  }
                  min={0}
                  value={n[key].limit}
                  hint="0: no limit."
                  onValueChange={(value) => set({ [key]: { ...n[key], limit: value ?? 0 } })}
                  error={err(`${key}.limit`)}
                />
              </div>
            )}
          </div>
        ))}
        <TextareaField
          label="Cancellation policy"
          rows={3}
          value={n.cancellationPolicy}
          onChange={(event) => set({ cancellationPolicy: event.target.value })}
          hint="Shown to attendees before they cancel."
          error={err('cancellationPolicy')}
        />
      </FormSection>

      <FormSection
        title="WhatsApp"
        description="Messages sent through your approved WhatsApp templates, from the number set up under Apps & integrations."
      >
        {WHATSAPP.map(({ key, label }) => (
          <div key={key} className="space-y-3">
            <SwitchField
              label={label}
              isSelected={n[key].enable}
              onChange={(enable) => set({ [key]: { ...n[key], enable } })}
            />
            {n[key].enable && (
              <WhatsappFields
                label={label}
                value={n[key]}
                errors={sub(key)}
                onChange={(patch) => set({ [key]: { ...n[key], ...patch } })}
              />
            )}
          </div>
        ))}
      </FormSection>

      {variables.data && (
        <details className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
          <summary className="cursor-pointer text-base font-semibold text-gray-900">
            Template variables
          </summary>
          <p className="mt-2 text-sm text-gray-600">
            Put these in a subject or body; each is replaced when sent.
          </p>
          <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            {variables.data.variables.map((v) => (
              <div key={v.key}>
                <dt className="font-mono text-xs text-brand-800">{v.variable}</dt>
                <dd className="text-gray-600">{v.description}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </div>
  );
}
