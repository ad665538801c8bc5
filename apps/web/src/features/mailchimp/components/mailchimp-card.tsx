import type { MailchimpConnection } from '@kairos/core/apps/mailchimp-schema';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { FormAlert } from '../../session/components/form-alert';
import { useCheckedSubmit } from '../../session/use-checked-submit';
import { Badge } from '../../ui/components/badge';
import { Button } from '../../ui/components/button';
import { ConfirmDialog } from '../../ui/components/confirm-dialog';
import { FormSection } from '../../ui/components/form-section';
import { Skeleton } from '../../ui/components/skeleton';
import { SwitchField } from '../../ui/components/switch-field';
import { TextField } from '../../ui/components/text-field';
import { MAILCHIMP_FIELDS, MailchimpFormSchema } from '../mailchimp-form';
import { mailchimpConnectionQuery, useRemoveMailchimp, useSaveMailchimp } from '../queries';

/** Apps & integrations › Mailchimp: loads the connection, then shows its form. */
export function MailchimpCard() {
  const query = useQuery(mailchimpConnectionQuery);
  if (query.isPending) return <Skeleton className="h-72" />;
  if (query.isError)
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-700">
        {query.error.message}
      </p>
    );
  const connection = query.data.connection;
  return <MailchimpForm key={connection?.updatedAt ?? 'new'} connection={connection} />;
}

function MailchimpForm({ connection }: { connection: MailchimpConnection | null }) {
  const save = useSaveMailchimp();
  const remove = useRemoveMailchimp();
  const [doubleOptIn, setDoubleOptIn] = useState(connection?.doubleOptIn ?? true);
  const [enabled, setEnabled] = useState(connection?.enabled ?? true);
  const [confirming, setConfirming] = useState(false);
  const { errors, handleSubmit } = useCheckedSubmit({
    schema: MailchimpFormSchema,
    fields: MAILCHIMP_FIELDS,
    send: (body, { onError }) =>
      save.mutate(body, { onSuccess: () => toast.success('Mailchimp saved'), onError }),
  });

  const status = !connection ? (
    <Badge>Not connected</Badge>
  ) : connection.enabled ? (
    <Badge tone="green">Connected</Badge>
  ) : (
    <Badge tone="amber">Paused</Badge>
  );

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Mailchimp">
      <FormSection
        title="Mailchimp"
        description="Add attendees who agree to it to a Mailchimp audience, with tags, when their booking is made or confirmed. People who unsubscribed are never subscribed again."
        action={status}
      >
        <FormAlert message={errors.form} />
        <TextField
          label="API key"
          name="apiKey"
          type="password"
          autoComplete="off"
          placeholder={connection?.hasApiKey ? 'Stored. Paste a new key to replace it' : ''}
          hint="Mailchimp › Profile › Extras › API keys. It ends in your data centre (e.g. -us21) and is never shown again."
          error={errors.fields.apiKey}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Audience ID"
            name="audienceId"
            defaultValue={connection?.audienceId ?? ''}
            hint="Audience › Settings › Audience name and defaults."
            error={errors.fields.audienceId}
          />
          <TextField
            label="Tags (optional)"
            name="tags"
            defaultValue={connection?.tags.join(', ') ?? ''}
            hint="Comma-separated."
            error={errors.fields.tags}
          />
        </div>
        <TextField
          label="Consent question"
          name="consentQuestion"
          defaultValue={connection?.consentQuestion ?? ''}
          hint="The text of a checkbox question on your booking forms; only attendees who tick it are added."
          error={errors.fields.consentQuestion}
        />
        <input type="hidden" name="doubleOptIn" value={doubleOptIn ? 'on' : ''} />
        <input type="hidden" name="enabled" value={enabled ? 'on' : ''} />
        <SwitchField
          label="Double opt-in"
          description="New members get Mailchimp’s confirmation email before they are subscribed."
          isSelected={doubleOptIn}
          onChange={setDoubleOptIn}
        />
        <SwitchField
          label="Add attendees to Mailchimp"
          description="Turn off to pause without losing the set-up."
          isSelected={enabled}
          onChange={setEnabled}
        />
        <div className="flex flex-wrap justify-end gap-3">
          {connection && (
            <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
              Disconnect
            </Button>
          )}
          <Button type="submit" isLoading={save.isPending} loadingText="Saving…">
            {connection ? 'Save changes' : 'Connect Mailchimp'}
          </Button>
        </div>
      </FormSection>
      <ConfirmDialog
        title="Disconnect Mailchimp?"
        message="Attendees are no longer added to your audience. The stored API key is deleted; your audience is not touched."
        confirmLabel="Disconnect Mailchimp"
        isOpen={confirming}
        isPending={remove.isPending}
        isDestructive
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => toast.success('Mailchimp disconnected'),
            onError: (error) => toast.error(error.message),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </form>
  );
}
