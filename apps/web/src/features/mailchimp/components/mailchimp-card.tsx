import type { MailchimpConnection } from '@kairos/core/apps/mailchimp-schema';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDashboardT } from '../../i18n/dashboard-i18n';
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
  const t = useDashboardT();
  const [doubleOptIn, setDoubleOptIn] = useState(connection?.doubleOptIn ?? true);
  const [schema] = useState(() => mailchimpFormSchema(connection?.hasApiKey ?? false));
  return (
    <ConnectedServiceCard
      title="Mailchimp"
      description={t('mailchimp.description')}
      connection={connection}
      schema={schema}
      fields={MAILCHIMP_FIELDS}
      enabledSwitch={{
        label: t('mailchimp.switch'),
        description: t('integrations.service.pauseHint'),
      }}
      save={useSaveMailchimp()}
      remove={useRemoveMailchimp()}
      removal="disconnect"
      removeMessage={t('mailchimp.removeMessage')}
    >
      {(errors) => (
        <>
          <TextField
            label={t('mailchimp.apiKey')}
            name="apiKey"
            type="password"
            autoComplete="off"
            placeholder={connection?.hasApiKey ? t('mailchimp.apiKeyStored') : ''}
            hint={t('mailchimp.apiKeyHint')}
            error={errors.apiKey}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('mailchimp.audienceId')}
              name="audienceId"
              defaultValue={connection?.audienceId ?? ''}
              hint={t('mailchimp.audienceIdHint')}
              error={errors.audienceId}
            />
            <TextField
              label={t('mailchimp.tags')}
              name="tags"
              defaultValue={connection?.tags.join(', ') ?? ''}
              hint={t('mailchimp.tagsHint')}
              error={errors.tags}
            />
          </div>
          <TextField
            label={t('mailchimp.consentQuestion')}
            name="consentQuestion"
            defaultValue={connection?.consentQuestion ?? ''}
            hint={t('mailchimp.consentQuestionHint')}
            error={errors.consentQuestion}
          />
          <input type="hidden" name="doubleOptIn" value={doubleOptIn ? 'on' : ''} />
          <SwitchField
            label={t('mailchimp.doubleOptIn')}
            description={t('mailchimp.doubleOptInHint')}
            isSelected={doubleOptIn}
            onChange={setDoubleOptIn}
          />
        </>
      )}
    </ConnectedServiceCard>
  );
}
