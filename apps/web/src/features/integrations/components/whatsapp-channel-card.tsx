import type { WhatsappChannel } from '@kairos/core/notifications/whatsapp-channel-schema';
import { TextField } from '../../ui/components/text-field';
import { CHANNEL_FIELDS, ChannelFormSchema } from '../channel-form';
import { useRemoveWhatsappChannel, useSaveWhatsappChannel } from '../queries';
import { ConnectedServiceCard } from './connected-service-card';

/** The workspace's WhatsApp Business number: set it up, change it, switch it off or remove it. */
export function WhatsappChannelCard({ channel }: { channel: WhatsappChannel | null }) {
  return (
    <ConnectedServiceCard
      title="WhatsApp Business"
      shortName="WhatsApp"
      description="Send booking confirmations, reminders and follow-ups with your approved message templates. Each event chooses its templates under Notifications."
      connection={channel}
      notConnectedLabel="Not set up"
      schema={ChannelFormSchema}
      fields={CHANNEL_FIELDS}
      enabledSwitch={{
        label: 'Send WhatsApp messages',
        description: "Turn off to pause every event's WhatsApp messages without losing the set-up.",
      }}
      save={useSaveWhatsappChannel()}
      remove={useRemoveWhatsappChannel()}
      removeVerb="Remove"
      removeMessage="Events stop sending WhatsApp messages until a channel is set up again. The stored token is deleted."
    >
      {(errors) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Phone number ID"
              name="phoneNumberId"
              inputMode="numeric"
              defaultValue={channel?.phoneNumberId ?? ''}
              hint="In WhatsApp Manager, under Phone numbers."
              error={errors.phoneNumberId}
            />
            <TextField
              label="Business account ID (optional)"
              name="businessAccountId"
              inputMode="numeric"
              defaultValue={channel?.businessAccountId ?? ''}
              error={errors.businessAccountId}
            />
          </div>
          <TextField
            label="Access token"
            name="accessToken"
            type="password"
            autoComplete="off"
            placeholder={channel?.hasAccessToken ? 'Stored. Paste a new token to replace it' : ''}
            hint="A permanent token of a system user with the whatsapp_business_messaging permission. It is never shown again."
            error={errors.accessToken}
          />
        </>
      )}
    </ConnectedServiceCard>
  );
}
