import { NOTIFICATION_MINUTES_CAP } from '@kairos/core/constants';
import { REPLY_ADDRESSES } from '@kairos/core/events/notifications-schema';
import type { DashboardKey } from '@kairos/core/i18n/dashboard/en';
import { useQuery } from '@tanstack/react-query';
import { useDashboardT } from '../../../i18n/dashboard-i18n';
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

const WHATSAPP: { key: WhatsappKey; label: DashboardKey }[] = [
  { key: 'whatsappNotification', label: 'eventTypes.notifications.whatsappConfirmation' },
  { key: 'whatsappReminder', label: 'eventTypes.notifications.whatsappReminder' },
  { key: 'whatsappFollowUp', label: 'eventTypes.notifications.whatsappFollowUp' },
];

/** Emails and WhatsApp messages the event sends, and how attendees may change their booking. */
export function NotificationsSection({ draft, change, errors }: SectionProps) {
  const t = useDashboardT();
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
      <FormSection title={t('eventTypes.notifications.emails')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label={t('eventTypes.notifications.sendAs')}
            options={[
              { value: 'CALENDAR', label: t('eventTypes.notifications.asCalendar') },
              { value: 'EMAIL', label: t('eventTypes.notifications.asEmail') },
            ]}
            value={n.type}
            onChange={(event) => set({ type: event.target.value as Notifications['type'] })}
          />
          <SelectField
            label={t('eventTypes.notifications.replies')}
            options={REPLY_ADDRESSES.map((value) => ({
              value,
              label: t(
                value === 'AGENT_ADDRESS'
                  ? 'eventTypes.notifications.hostAddress'
                  : 'eventTypes.notifications.noReply',
              ),
            }))}
            value={n.replyAddress}
            onChange={(event) => set({ replyAddress: event.target.value as Notifications['replyAddress'] })}
          />
        </div>
        {emailsFor(n.type).map(({ key, label, description }) => (
          <div key={key} className="space-y-3">
            <SwitchField
              label={t(label)}
              description={t(description)}
              isSelected={n[key].enable}
              onChange={(enable) => set({ [key]: { ...n[key], enable } })}
            />
            {n[key].enable && (
              <TemplateFields
                label={t(label)}
                value={n[key]}
                errors={sub(key)}
                onChange={(patch) => set({ [key]: { ...n[key], ...patch } })}
              />
            )}
          </div>
        ))}
      </FormSection>

      <FormSection title={t('eventTypes.notifications.reminders')}>
        <SwitchField
          label={t('eventTypes.notifications.reminderEmails')}
          isSelected={n.emailReminder.enable}
          onChange={(enable) => set({ emailReminder: { ...n.emailReminder, enable } })}
        />
        {n.emailReminder.enable && (
          <>
            <MinutesList
              label={t('eventTypes.notifications.reminder')}
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
          label={t('eventTypes.notifications.followUp')}
          description={t('eventTypes.notifications.followUpHint')}
          isSelected={n.emailFollowUp.enable}
          onChange={(enable) => set({ emailFollowUp: { ...n.emailFollowUp, enable } })}
        />
        {n.emailFollowUp.enable && (
          <NumberField
            label={t('eventTypes.notifications.sendFollowUp')}
            suffix={t('eventTypes.notifications.minutesAfter')}
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
        title={t('eventTypes.notifications.changes')}
        description={t('eventTypes.notifications.changesIntro')}
      >
        {(['reschedule', 'cancel'] as const).map((key) => (
          <div key={key} className="space-y-3">
            <SwitchField
              label={t(
                key === 'reschedule'
                  ? 'eventTypes.notifications.canReschedule'
                  : 'eventTypes.notifications.canCancel',
              )}
              isSelected={n[key].enable}
              onChange={(enable) => set({ [key]: { ...n[key], enable } })}
            />
            {n[key].enable && (
              <div className="grid gap-4 sm:grid-cols-2">
                <NumberField
                  label={t(
                    key === 'reschedule'
                      ? 'eventTypes.notifications.rescheduleUpTo'
                      : 'eventTypes.notifications.cancelUpTo',
                  )}
                  suffix={t('eventTypes.notifications.minutesBefore')}
                  min={0}
                  value={n[key].linkExpireAfterMinutes}
                  hint={t('eventTypes.notifications.untilStart')}
                  onValueChange={(value) => set({ [key]: { ...n[key], linkExpireAfterMinutes: value ?? 0 } })}
                  error={err(`${key}.linkExpireAfterMinutes`)}
                />
                <NumberField
                  label={t(
                    key === 'reschedule'
                      ? 'eventTypes.notifications.rescheduleLimit'
                      : 'eventTypes.notifications.cancelLimit',
                  )}
                  min={0}
                  value={n[key].limit}
                  hint={t('eventTypes.notifications.noLimit')}
                  onValueChange={(value) => set({ [key]: { ...n[key], limit: value ?? 0 } })}
                  error={err(`${key}.limit`)}
                />
              </div>
            )}
          </div>
        ))}
        <TextareaField
          label={t('eventTypes.notifications.policy')}
          rows={3}
          value={n.cancellationPolicy}
          onChange={(event) => set({ cancellationPolicy: event.target.value })}
          hint={t('eventTypes.notifications.policyHint')}
          error={err('cancellationPolicy')}
        />
      </FormSection>

      <FormSection
        title={t('eventTypes.notifications.whatsapp')}
        description={t('eventTypes.notifications.whatsappIntro')}
      >
        {WHATSAPP.map(({ key, label }) => (
          <div key={key} className="space-y-3">
            <SwitchField
              label={t(label)}
              isSelected={n[key].enable}
              onChange={(enable) => set({ [key]: { ...n[key], enable } })}
            />
            {n[key].enable && (
              <WhatsappFields
                label={t(label)}
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
            {t('eventTypes.notifications.variables')}
          </summary>
          <p className="mt-2 text-sm text-gray-600">{t('eventTypes.notifications.variablesIntro')}</p>
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
