import type { MailchimpConnection } from '@kairos/core/apps/mailchimp-schema';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConnectedServiceCard } from '../../integrations/components/connected-service-card';
import { QueryCard } from '../../ui/components/query-card';
import { SwitchField } from '../../ui/components/switch-field';
import { TextField } from '../../ui/components/text-field';
import { MAILCHIMP_FIELDS, mailchimpFormSchema } from '../mailchimp-form';
import { mailchimpConnectionQuery, useRemoveMailchimp, useSaveMailchimp } from '../queries';

/** Apps & integrations › Mailchimp: loads the connection, then shows its form. */
export function MailchimpCard() {
  return (
    <QueryCard query={useQuery(mailchimpConnectionQuery)} skeletonClassName="h-72">
      {({ connection }) => <MailchimpForm key={connection?.updatedAt ?? 'new'} connection={connection} />}
    </QueryCard>
  );
}

function MailchimpForm({ connection }: { connection: MailchimpConnection | null }) {
  const [doubleOptIn, setDoubleOptIn] = useState(connection?.doubleOptIn ?? true);
  const [schema] = useState(() => mailchimpFormSchema(connection?.hasApiKey ?? false));
  return (
    <ConnectedServiceCard
      title="Mailchimp"
      description="Add attendees who agree to it to a Mailchimp audience, with tags, when their booking is made or confirmed. People who unsubscribed are never subscribed again."
      connection={connection}
      schema={schema}
      fields={MAILCHIMP_FIELDS}
      enabledSwitch={{
        label: 'Add attendees to Mailchimp',
        description: 'Turn off to pause without losing the set-up.',
      }}
      save={useSaveMailchimp()}
      remove={useRemoveMailchimp()}
      removeVerb="Disconnect"
      removeMessage="Attendees are no longer added to your audience. The stored API key is deleted; your audience is not touched."
    >
      {(errors) => (
        <>
          <TextField
            label="API key"
            name="apiKey"
            type="password"
            autoComplete="off"
            placeholder={connection?.hasApiKey ? 'Stored. Paste a new key to replace it' : ''}
            hint="Mailchimp › Profile › Extras › API keys. It ends in your data centre (e.g. -us21) and is never shown again."
            error={errors.apiKey}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Audience ID"
              name="audienceId"
              defaultValue={connection?.audienceId ?? ''}
              hint="Audience › Settings › Audience name and defaults."
              error={errors.audienceId}
            />
            <TextField
              label="Tags (optional)"
              name="tags"
              defaultValue={connection?.tags.join(', ') ?? ''}
              hint="Comma-separated."
              error={errors.tags}
            />
          </div>
          <TextField
            label="Consent question"
            name="consentQuestion"
            defaultValue={connection?.consentQuestion ?? ''}
            hint="The text of a checkbox question on your booking forms; only attendees who tick it are added."
            error={errors.consentQuestion}
          />
          <input type="hidden" name="doubleOptIn" value={doubleOptIn ? 'on' : ''} />
          <SwitchField
            label="Double opt-in"
            description="New members get Mailchimp’s confirmation email before they are subscribed."
            isSelected={doubleOptIn}
            onChange={setDoubleOptIn}
          />
        </>
      )}
    </ConnectedServiceCard>
  );
}
