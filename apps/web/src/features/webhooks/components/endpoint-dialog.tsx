import {
  WEBHOOK_TRIGGERS,
  type WebhookEndpoint,
  WebhookEndpointBodySchema,
  type WebhookTrigger,
} from '@kairos/core/webhooks/webhook-schema';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { FormAlert } from '../../session/components/form-alert';
import {
  errorsFromApi,
  errorsFromValidation,
  type FormErrors,
  NO_FORM_ERRORS,
} from '../../session/form-errors';
import { Button } from '../../ui/components/button';
import { CheckboxField } from '../../ui/components/checkbox-field';
import { ModalDialog } from '../../ui/components/modal-dialog';
import { TextField } from '../../ui/components/text-field';
import { useCreateWebhookEndpoint, useUpdateWebhookEndpoint } from '../queries';
import { TRIGGER_KEYS } from '../trigger-labels';

const FIELDS = ['url', 'description', 'triggers'] as const;
type Field = (typeof FIELDS)[number];

/** Adds an endpoint or changes one: its address, a note, and the triggers it takes. */
export function EndpointDialog({
  endpoint,
  onClose,
  onCreated,
}: {
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
  onCreated: (created: { endpoint: WebhookEndpoint; secret: string }) => void;
}) {
  const create = useCreateWebhookEndpoint();
  const update = useUpdateWebhookEndpoint(endpoint?._id ?? '');
  const [triggers, setTriggers] = useState<WebhookTrigger[]>(endpoint?.triggers ?? []);
  const [errors, setErrors] = useState<FormErrors<Field>>(NO_FORM_ERRORS);
  const t = useDashboardT();
  const pending = create.isPending || update.isPending;

  function toggle(trigger: WebhookTrigger, on: boolean) {
    setTriggers((list) => (on ? [...list, trigger] : list.filter((t) => t !== trigger)));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = WebhookEndpointBodySchema.safeParse({
      url: form.get('url'),
      description: form.get('description'),
      triggers,
      active: endpoint?.active ?? true,
    });
    if (!parsed.success) {
      setErrors(errorsFromValidation(parsed.error, FIELDS));
      return;
    }
    setErrors(NO_FORM_ERRORS);
    const onError = (error: unknown) => setErrors(errorsFromApi(error, FIELDS));
    if (endpoint) {
      const { active: _keep, ...changes } = parsed.data;
      update.mutate(changes, {
        onSuccess: () => {
          toast.success(t('webhooks.dialog.saved'));
          onClose();
        },
        onError,
      });
    } else {
      create.mutate(parsed.data, { onSuccess: (created) => onCreated(created), onError });
    }
  }

  return (
    <ModalDialog
      title={endpoint ? t('webhooks.dialog.editTitle') : t('webhooks.addEndpoint')}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isDismissable={!pending}
      size="lg"
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormAlert message={errors.form} />
        <TextField
          label={t('webhooks.dialog.url')}
          name="url"
          type="url"
          inputMode="url"
          placeholder="https://example.com/webhooks/kairos"
          defaultValue={endpoint?.url ?? ''}
          error={errors.fields.url}
          autoFocus
        />
        <TextField
          label={t('webhooks.dialog.description')}
          name="description"
          defaultValue={endpoint?.description ?? ''}
          error={errors.fields.description}
        />
        <fieldset aria-describedby={errors.fields.triggers ? 'webhook-triggers-error' : undefined}>
          <legend className="text-sm font-medium text-gray-800">{t('webhooks.dialog.triggers')}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {WEBHOOK_TRIGGERS.map((trigger) => (
              <CheckboxField
                key={trigger}
                label={t(TRIGGER_KEYS[trigger])}
                checked={triggers.includes(trigger)}
                onChange={(on) => toggle(trigger, on)}
              />
            ))}
          </div>
          {errors.fields.triggers && (
            <p id="webhook-triggers-error" className="mt-2 text-sm text-red-700">
              {errors.fields.triggers}
            </p>
          )}
        </fieldset>
        <div className="flex justify-end gap-3 pt-2">
          <Button type="button" variant="secondary" onClick={onClose} disabled={pending}>
            {t('webhooks.dialog.cancel')}
          </Button>
          <Button type="submit" isLoading={pending} loadingText={t('webhooks.dialog.saving')}>
            {endpoint ? t('webhooks.dialog.save') : t('webhooks.addEndpoint')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
