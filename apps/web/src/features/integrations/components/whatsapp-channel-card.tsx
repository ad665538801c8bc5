import type { WhatsappChannel } from '@kairos/core/notifications/whatsapp-channel-schema';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { TextField } from '../../ui/components/text-field';
import { CHANNEL_FIELDS, ChannelFormSchema } from '../channel-form';
import { useRemoveWhatsappChannel, useSaveWhatsappChannel } from '../queries';
import { ConnectedServiceCard } from './connected-service-card';

/** The workspace's WhatsApp Business number: set it up, change it, switch it off or remove it. */
export function WhatsappChannelCard({ channel }: { channel: WhatsappChannel | null }) {
  const t = useDashboardT();
  return (
    <ConnectedServiceCard
      title="WhatsApp Business"
      shortName="WhatsApp"
      description={t('integrations.whatsapp.description')}
      connection={channel}
      notConnected="notSetUp"
      schema={ChannelFormSchema}
      fields={CHANNEL_FIELDS}
      enabledSwitch={{
        label: t('integrations.whatsapp.switch'),
        description: t('integrations.whatsapp.switchHint'),
      }}
      save={useSaveWhatsappChannel()}
      remove={useRemoveWhatsappChannel()}
      removal="remove"
      removeMessage={t('integrations.whatsapp.removeMessage')}
    >
      {(errors) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('integrations.whatsapp.phoneNumberId')}
              name="phoneNumberId"
              inputMode="numeric"
              defaultValue={channel?.phoneNumberId ?? ''}
              hint={t('integrations.whatsapp.phoneNumberIdHint')}
              error={errors.phoneNumberId}
            />
            <TextField
              label={t('integrations.whatsapp.businessAccountId')}
              name="businessAccountId"
              inputMode="numeric"
              defaultValue={channel?.businessAccountId ?? ''}
              error={errors.businessAccountId}
            />
          </div>
          <TextField
            label={t('integrations.whatsapp.accessToken')}
            name="accessToken"
            type="password"
            autoComplete="off"
            placeholder={channel?.hasAccessToken ? t('integrations.whatsapp.accessTokenStored') : ''}
            hint={t('integrations.whatsapp.accessTokenHint')}
            error={errors.accessToken}
          />
        </>
      )}
    </ConnectedServiceCard>
  );
}
