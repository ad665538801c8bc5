import { type ReactNode, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import type { z } from 'zod';
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
  /** The service's name: the form's accessible name and the heading. */
  title: string;
  /** The name the buttons, messages and confirmation use (default: the title). */
  shortName?: string;
  description: string;
  /** The saved connection's state, or null when there is none yet. */
  connection: { enabled: boolean } | null;
  /** The badge without a connection ("Not connected", "Not set up"). */
  notConnectedLabel?: string;
  schema: z.ZodType<TBody>;
  fields: readonly TField[];
  /** The service's own fields, given the errors to show next to each. */
  children: (errors: FormErrors<TField>['fields']) => ReactNode;
  /** The switch that pauses the service without losing its set-up (none before it can be set up). */
  enabledSwitch?: { label: string; description: string } | undefined;
  save: Mutation<TBody>;
  remove: Mutation<void>;
  /** "Disconnect" or "Remove", and what the confirmation says. */
  removeVerb: string;
  removeMessage: string;
  /** Replaces the submit button (e.g. while an account must be authorized first). */
  submit?: ReactNode;
  /** Shown before the buttons, outside the fields. */
  footer?: ReactNode;
}

/**
 * A service a workspace connects under Apps & integrations: its status, its fields (secrets are
 * write-only and cleared once saved), a switch to pause it, and removing it after a confirmation.
 */
export function ConnectedServiceCard<TField extends string, TBody>(
  props: ConnectedServiceCardProps<TField, TBody>,
) {
  const { title, connection, save, remove } = props;
  const name = props.shortName ?? title;
  const [enabled, setEnabled] = useState(connection?.enabled ?? true);
  const [confirming, setConfirming] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, handleSubmit } = useCheckedSubmit({
    schema: props.schema,
    fields: props.fields,
    send: (body, { onError }) =>
      save.mutate(body, {
        onSuccess: () => {
          toast.success(`${name} saved`);
          for (const input of formRef.current?.querySelectorAll<HTMLInputElement>('input[type="password"]') ??
            []) {
            input.value = '';
          }
        },
        onError,
      }),
  });

  const status = !connection ? (
    <Badge>{props.notConnectedLabel ?? 'Not connected'}</Badge>
  ) : connection.enabled ? (
    <Badge tone="green">Connected</Badge>
  ) : (
    <Badge tone="amber">Paused</Badge>
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
              {props.removeVerb}
            </Button>
          )}
          {props.submit ?? (
            <Button type="submit" isLoading={save.isPending} loadingText="Saving…">
              {connection ? 'Save changes' : `Connect ${name}`}
            </Button>
          )}
        </div>
      </FormSection>
      <ConfirmDialog
        title={`${props.removeVerb} ${name}?`}
        message={props.removeMessage}
        confirmLabel={`${props.removeVerb} ${name}`}
        isOpen={confirming}
        isPending={remove.isPending}
        isDestructive
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () =>
              toast.success(`${name} ${props.removeVerb === 'Remove' ? 'removed' : 'disconnected'}`),
            onError: (error) => toast.error(error.message),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </form>
  );
}
