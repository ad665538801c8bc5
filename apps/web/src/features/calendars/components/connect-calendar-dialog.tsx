import { ConnectCalendarBodySchema } from '@kairos/core/calendars/calendar-schema';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { FormAlert } from '../../session/components/form-alert';
import {
  errorsFromApi,
  errorsFromValidation,
  type FormErrors,
  NO_FORM_ERRORS,
} from '../../session/form-errors';
import { Button } from '../../ui/components/button';
import { ModalDialog } from '../../ui/components/modal-dialog';
import { RadioGroupField } from '../../ui/components/radio-group-field';
import { TextField } from '../../ui/components/text-field';
import { useConnectCalendar } from '../queries';

const FIELDS = ['serverUrl', 'username', 'password', 'url'] as const;
type Field = (typeof FIELDS)[number];
type Kind = 'CALDAV' | 'ICS_FEED';

const KINDS = [
  {
    value: 'CALDAV' as const,
    label: 'CalDAV',
    description: 'iCloud, Fastmail, Nextcloud, Radicale… with an app password',
  },
  { value: 'ICS_FEED' as const, label: 'iCalendar feed', description: 'A published .ics address, read-only' },
];

/** Connects a CalDAV account or subscribes an iCalendar feed; the server checks the details first. */
export function ConnectCalendarDialog({ onClose }: { onClose: () => void }) {
  const connect = useConnectCalendar();
  const [kind, setKind] = useState<Kind>('CALDAV');
  const [errors, setErrors] = useState<FormErrors<Field>>(NO_FORM_ERRORS);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = ConnectCalendarBodySchema.safeParse(
      kind === 'CALDAV'
        ? {
            provider: kind,
            serverUrl: form.get('serverUrl'),
            username: form.get('username'),
            password: form.get('password'),
          }
        : { provider: kind, url: form.get('url') },
    );
    if (!parsed.success) {
      setErrors(errorsFromValidation(parsed.error, FIELDS));
      return;
    }
    setErrors(NO_FORM_ERRORS);
    connect.mutate(parsed.data, {
      onSuccess: (connection) => {
        toast.success(`${connection.label} connected`);
        onClose();
      },
      onError: (error) => setErrors(errorsFromApi(error, FIELDS)),
    });
  }

  return (
    <ModalDialog
      title="Connect a calendar"
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isDismissable={!connect.isPending}
      size="lg"
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormAlert message={errors.form} />
        <RadioGroupField label="Kind" value={kind} options={KINDS} onChange={setKind} />
        {kind === 'CALDAV' ? (
          <>
            <TextField
              label="Server address"
              name="serverUrl"
              type="url"
              inputMode="url"
              placeholder="https://caldav.example.com"
              error={errors.fields.serverUrl}
              autoFocus
            />
            <TextField label="User name" name="username" autoComplete="off" error={errors.fields.username} />
            <TextField
              label="App password"
              name="password"
              type="password"
              autoComplete="new-password"
              hint="Create an app password in your provider’s security settings. It is stored encrypted."
              error={errors.fields.password}
            />
          </>
        ) : (
          <TextField
            label="Feed address"
            name="url"
            type="url"
            inputMode="url"
            placeholder="webcal://… or https://…/basic.ics"
            hint="Its events count as busy. The address is kept secret."
            error={errors.fields.url}
            autoFocus
          />
        )}
        <div className="flex justify-end gap-3 pt-2">
          <Button type="button" variant="secondary" onClick={onClose} disabled={connect.isPending}>
            Cancel
          </Button>
          <Button type="submit" isLoading={connect.isPending} loadingText="Connecting…">
            Connect
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
