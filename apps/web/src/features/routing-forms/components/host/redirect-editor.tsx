import type { DashboardKey } from '@kairos/core/i18n/dashboard/en';
import type { Redirect, RedirectType } from '@kairos/core/routing/rule-schema';
import { useQuery } from '@tanstack/react-query';
import { useDashboardT } from '../../../i18n/dashboard-i18n';
import { RadioGroupField } from '../../../ui/components/radio-group-field';
import { SelectField } from '../../../ui/components/select-field';
import { TextField } from '../../../ui/components/text-field';
import { TextareaField } from '../../../ui/components/textarea-field';
import { eventChoicesQuery } from '../../queries';

const TYPE_OPTIONS: Array<{ value: RedirectType; label: DashboardKey; description: DashboardKey }> = [
  {
    value: 'EVENT_TYPE',
    label: 'routingForms.redirect.eventType',
    description: 'routingForms.redirect.eventTypeHint',
  },
  {
    value: 'EXTERNAL_URL',
    label: 'routingForms.redirect.externalUrl',
    description: 'routingForms.redirect.externalUrlHint',
  },
  {
    value: 'CUSTOM_MESSAGE',
    label: 'routingForms.redirect.customMessage',
    description: 'routingForms.redirect.customMessageHint',
  },
];

interface RedirectEditorProps {
  redirect: Redirect;
  errors: Record<string, string>;
  /** Names the fields for assistive technology, e.g. 'Rule 2'. */
  name: string;
  onChange: (redirect: Redirect) => void;
}

/** Where a rule sends the visitor: a booking page (picked from the host's events), an address or a message. */
export function RedirectEditor({ redirect, errors, name, onChange }: RedirectEditorProps) {
  const events = useQuery({ ...eventChoicesQuery, enabled: redirect.type === 'EVENT_TYPE' });
  const t = useDashboardT();
  const eventOptions = (events.data?.events ?? []).map((event) => ({ value: event._id, label: event.name }));
  const knowsEvent = eventOptions.some((option) => option.value === redirect.eventId);
  return (
    <div className="space-y-4">
      <RadioGroupField
        label={t('routingForms.redirect.then', { rule: name })}
        value={redirect.type}
        options={TYPE_OPTIONS.map((option) => ({
          value: option.value,
          label: t(option.label),
          description: t(option.description),
        }))}
        columns={3}
        onChange={(type) => onChange({ ...redirect, type })}
        error={errors.type}
      />
      {redirect.type === 'EVENT_TYPE' && (
        <SelectField
          label={t('routingForms.redirect.event')}
          options={[
            {
              value: '',
              label: events.isPending
                ? t('routingForms.redirect.loadingEvents')
                : t('routingForms.redirect.chooseEvent'),
            },
            ...(redirect.eventId && !knowsEvent && !events.isPending
              ? [{ value: redirect.eventId, label: t('routingForms.redirect.eventGone') }]
              : []),
            ...eventOptions,
          ]}
          value={redirect.eventId ?? ''}
          onChange={(e) => onChange({ ...redirect, eventId: e.target.value })}
          error={
            errors.eventId ??
            (events.isError
              ? t('routingForms.redirect.eventsFailed', { error: events.error.message })
              : undefined)
          }
        />
      )}
      {redirect.type === 'EXTERNAL_URL' && (
        <TextField
          label={t('routingForms.redirect.address')}
          name="externalUrl"
          type="url"
          placeholder="https://example.com/thanks"
          value={redirect.externalUrl ?? ''}
          onChange={(e) => onChange({ ...redirect, externalUrl: e.target.value })}
          error={errors.externalUrl}
        />
      )}
      {redirect.type === 'CUSTOM_MESSAGE' && (
        <>
          <TextField
            label={t('routingForms.redirect.messageTitle')}
            name="title"
            placeholder={t('routingForms.redirect.messageTitlePlaceholder')}
            value={redirect.title ?? ''}
            onChange={(e) => onChange({ ...redirect, title: e.target.value })}
            error={errors.title}
          />
          <TextareaField
            label={t('routingForms.redirect.message')}
            rows={3}
            placeholder={t('routingForms.redirect.messagePlaceholder')}
            hint={t('routingForms.redirect.messageHint')}
            value={redirect.body ?? ''}
            onChange={(e) => onChange({ ...redirect, body: e.target.value })}
            error={errors.body}
          />
        </>
      )}
    </div>
  );
}
