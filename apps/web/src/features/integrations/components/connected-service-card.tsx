import type { DashboardKey } from '@kairos/core/i18n/dashboard/en';
import { type ReactNode, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { FormAlert } from '../../session/components/form-alert';
import type { FormErrors } from '../../session/form-errors';
import { useCheckedSubmit } from '../../session/use-checked-submit';
import { Badge } from '../../ui/components/badge';
import { Button } from '../../ui/components/button';
import { ConfirmDialog } from '../../ui/components/confirm-dialog';
import { FormSection } from '../../ui/components/form-section';
import { SwitchField } from '../../ui/components/switch-field';

interface Mutation<TBody> {
  mutate: (
    body: TBody,
    callbacks: { onSuccess?: () => void; onError?: (error: Error) => void; onSettled?: () => void },
  ) => void;
  isPending: boolean;
}

export interface ConnectedServiceCardProps<TField extends string, TBody> {
  /** The service's name (a brand, the same in every language): the form's accessible name and the heading. */
  title: string;
  /** The name the buttons, messages and confirmation use (default: the title). */
  shortName?: string;
  description: string;
  /** The saved connection's state, or null when there is none yet. */
  connection: { enabled: boolean } | null;
  /** The badge without a connection: "Not connected" (the default) or "Not set up". */
  notConnected?: 'notConnected' | 'notSetUp';
  schema: z.ZodType<TBody>;
  fields: readonly TField[];
  /** The service's own fields, given the errors to show next to each. */
  children: (errors: FormErrors<TField>['fields']) => ReactNode;
  /** The switch that pauses the service without losing its set-up (none before it can be set up). */
  enabledSwitch?: { label: string; description: string } | undefined;
  save: Mutation<TBody>;
  remove: Mutation<void>;
  /** Whether taking it away is a "Disconnect" or a "Remove", and what the confirmation says. */
  removal: Removal;
  removeMessage: string;
  /** Replaces the submit button (e.g. while an account must be authorized first). */
  submit?: ReactNode;
  /** Shown before the buttons, outside the fields. */
  footer?: ReactNode;
}

type Removal = 'remove' | 'disconnect';

/** The words of each way of taking a service away: its button, the confirmation and the toast. */
const REMOVAL_KEYS = {
  remove: {
    button: 'integrations.service.remove',
    title: 'integrations.service.removeTitle',
    confirm: 'integrations.service.removeConfirm',
    done: 'integrations.service.removed',
  },
  disconnect: {
    button: 'integrations.service.disconnect',
    title: 'integrations.service.disconnectTitle',
    confirm: 'integrations.service.disconnectConfirm',
    done: 'integrations.service.disconnected',
  },
} as const satisfies Record<Removal, Record<'button' | 'title' | 'confirm' | 'done', DashboardKey>>;

const NOT_CONNECTED_KEYS = {
  notConnected: 'integrations.service.notConnected',
  notSetUp: 'integrations.service.notSetUp',
} as const satisfies Record<string, DashboardKey>;

/**
 * A service a workspace connects under Apps & integrations: its status, its fields (secrets are
 * write-only and cleared once saved), a switch to pause it, and removing it after a confirmation.
 */
export function ConnectedServiceCard<TField extends string, TBody>(
  props: ConnectedServiceCardProps<TField, TBody>,
) {
  const { title, connection, save, remove } = props;
  const name = props.shortName ?? title;
  const t = useDashboardT();
  const removal = REMOVAL_KEYS[props.removal];
  const [enabled, setEnabled] = useState(connection?.enabled ?? true);
  const [confirming, setConfirming] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, handleSubmit } = useCheckedSubmit({
    schema: props.schema,
    fields: props.fields,
    send: (body, { onError }) =>
      save.mutate(body, {
        onSuccess: () => {
          toast.success(t('integrations.service.saved', { name }));
          for (const input of formRef.current?.querySelectorAll<HTMLInputElement>('input[type="password"]') ??
            []) {
            input.value = '';
          }
        },
        onError,
      }),
  });

  const status = !connection ? (
    <Badge>{t(NOT_CONNECTED_KEYS[props.notConnected ?? 'notConnected'])}</Badge>
  ) : connection.enabled ? (
    <Badge tone="green">{t('integrations.service.connected')}</Badge>
  ) : (
    <Badge tone="amber">{t('integrations.service.paused')}</Badge>
  );

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} aria-label={title}>
      <FormSection title={title} description={props.description} action={status}>
        <FormAlert message={errors.form} />
        {props.children(errors.fields)}
        {props.enabledSwitch && (
          <>
            <input type="hidden" name="enabled" value={enabled ? 'on' : ''} />
            <SwitchField
              label={props.enabledSwitch.label}
              description={props.enabledSwitch.description}
              isSelected={enabled}
              onChange={setEnabled}
            />
          </>
        )}
        {props.footer}
        <div className="flex flex-wrap justify-end gap-3">
          {connection && (
            <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
              {t(removal.button)}
            </Button>
          )}
          {props.submit ?? (
            <Button type="submit" isLoading={save.isPending} loadingText={t('integrations.service.saving')}>
              {connection
                ? t('integrations.service.saveChanges')
                : t('integrations.service.connect', { name })}
            </Button>
          )}
        </div>
      </FormSection>
      <ConfirmDialog
        cancelLabel={t('common.cancel')}
        title={t(removal.title, { name })}
        message={props.removeMessage}
        confirmLabel={t(removal.confirm, { name })}
        isOpen={confirming}
        isPending={remove.isPending}
        isDestructive
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => toast.success(t(removal.done, { name })),
            onError: (error) => toast.error(error.message),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </form>
  );
}
