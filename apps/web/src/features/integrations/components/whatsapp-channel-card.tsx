import type { WhatsappChannel } from '@kairos/core/notifications/whatsapp-channel-schema';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { FormAlert } from '../../session/components/form-alert';
import { useCheckedSubmit } from '../../session/use-checked-submit';
import { Badge } from '../../ui/components/badge';
import { Button } from '../../ui/components/button';
import { ConfirmDialog } from '../../ui/components/confirm-dialog';
import { FormSection } from '../../ui/components/form-section';
import { SwitchField } from '../../ui/components/switch-field';
import { TextField } from '../../ui/components/text-field';
import { CHANNEL_FIELDS, ChannelFormSchema } from '../channel-form';
import { useRemoveWhatsappChannel, useSaveWhatsappChannel } from '../queries';

/** The workspace's WhatsApp Business number: set it up, change it, switch it off or remove it. */
export function WhatsappChannelCard({ channel }: { channel: WhatsappChannel | null }) {
  const save = useSaveWhatsappChannel();
  const remove = useRemoveWhatsappChannel();
  const [enabled, setEnabled] = useState(channel?.enabled ?? true);
  const [confirming, setConfirming] = useState(false);
  const { errors, handleSubmit } = useCheckedSubmit({
    schema: ChannelFormSchema,
    fields: CHANNEL_FIELDS,
    send: (body, { onError }) =>
      save.mutate(body, {
        onSuccess: () => {
          toast.success('WhatsApp channel saved');
          const token = document.querySelector<HTMLInputElement>('input[name="accessToken"]');
          if (token) token.value = '';
        },
        onError,
      }),
  });

  const status = !channel ? (
    <Badge>Not set up</Badge>
  ) : channel.enabled ? (
    <Badge tone="green">Connected</Badge>
  ) : (
    <Badge tone="amber">Paused</Badge>
  );

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="WhatsApp Business">
      <FormSection
        title="WhatsApp Business"
        description="Send booking confirmations, reminders and follow-ups with your approved message templates. Each event chooses its templates under Notifications."
        action={status}
      >
        <FormAlert message={errors.form} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Phone number ID"
            name="phoneNumberId"
            inputMode="numeric"
            defaultValue={channel?.phoneNumberId ?? ''}
            hint="In WhatsApp Manager, under Phone numbers."
            error={errors.fields.phoneNumberId}
          />
          <TextField
            label="Business account ID (optional)"
            name="businessAccountId"
            inputMode="numeric"
            defaultValue={channel?.businessAccountId ?? ''}
            error={errors.fields.businessAccountId}
          />
        </div>
        <TextField
          label="Access token"
          name="accessToken"
          type="password"
          autoComplete="off"
          placeholder={channel?.hasAccessToken ? 'Stored. Paste a new token to replace it' : ''}
          hint="A permanent token of a system user with the whatsapp_business_messaging permission. It is never shown again."
          error={errors.fields.accessToken}
        />
        <input type="hidden" name="enabled" value={enabled ? 'on' : ''} />
        <SwitchField
          label="Send WhatsApp messages"
          description="Turn off to pause every event's WhatsApp messages without losing the set-up."
          isSelected={enabled}
          onChange={setEnabled}
        />
        <div className="flex flex-wrap justify-end gap-3">
          {channel && (
            <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
              Remove
            </Button>
          )}
          <Button type="submit" isLoading={save.isPending} loadingText="Saving…">
            {channel ? 'Save changes' : 'Connect WhatsApp'}
          </Button>
        </div>
      </FormSection>
      <ConfirmDialog
        title="Remove WhatsApp?"
        message="Events stop sending WhatsApp messages until a channel is set up again. The stored token is deleted."
        confirmLabel="Remove WhatsApp"
        isOpen={confirming}
        isPending={remove.isPending}
        isDestructive
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success('WhatsApp removed');
            },
            onError: (error) => {
              setConfirming(false);
              toast.error(error.message);
            },
          })
        }
      />
    </form>
  );
}
