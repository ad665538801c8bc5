import type { Redirect, RedirectType } from '@kairos/core/routing/rule-schema';
import { useQuery } from '@tanstack/react-query';
import { RadioGroupField } from '../../../ui/components/radio-group-field';
import { SelectField } from '../../../ui/components/select-field';
import { TextField } from '../../../ui/components/text-field';
import { TextareaField } from '../../../ui/components/textarea-field';
import { eventChoicesQuery } from '../../queries';

const TYPE_OPTIONS: Array<{ value: RedirectType; label: string; description: string }> = [
  {
    value: 'EVENT_TYPE',
    label: 'Booking page',
    description: 'Open one of your events, name and email filled in',
  },
  { value: 'EXTERNAL_URL', label: 'Website', description: 'Send the visitor to an address' },
  { value: 'CUSTOM_MESSAGE', label: 'Message', description: 'Show a message in place of the form' },
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
  const eventOptions = (events.data?.events ?? []).map((event) => ({ value: event._id, label: event.name }));
  const knowsEvent = eventOptions.some((option) => option.value === redirect.eventId);
  return (
    <div className="space-y-4">
      <RadioGroupField
        label={`${name}: then`}
        value={redirect.type}
        options={TYPE_OPTIONS}
        columns={3}
        onChange={(type) => onChange({ ...redirect, type })}
        error={errors.type}
      />
      {redirect.type === 'EVENT_TYPE' && (
        <SelectField
          label="Event"
          options={[
            { value: '', label: events.isPending ? 'Loading your events…' : 'Choose an event' },
            ...(redirect.eventId && !knowsEvent && !events.isPending
              ? [{ value: redirect.eventId, label: 'This event is no longer available' }]
              : []),
            ...eventOptions,
          ]}
          value={redirect.eventId ?? ''}
          onChange={(e) => onChange({ ...redirect, eventId: e.target.value })}
          error={
            errors.eventId ??
            (events.isError ? `Could not load your events: ${events.error.message}` : undefined)
          }
        />
      )}
      {redirect.type === 'EXTERNAL_URL' && (
        <TextField
          label="Website address"
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
            label="Message title"
            name="title"
            placeholder="Form submitted !"
            value={redirect.title ?? ''}
            onChange={(e) => onChange({ ...redirect, title: e.target.value })}
            error={errors.title}
          />
          <TextareaField
            label="Message"
            rows={3}
            placeholder="Thank you for filling the form."
            hint="Simple HTML works: bold, links, lists."
            value={redirect.body ?? ''}
            onChange={(e) => onChange({ ...redirect, body: e.target.value })}
            error={errors.body}
          />
        </>
      )}
    </div>
  );
}
