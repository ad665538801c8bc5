import { ConnectCalendarBodySchema } from '@kairos/core/calendars/calendar-schema';
import type { DashboardKey } from '@kairos/core/i18n/dashboard/en';
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
import { ModalDialog } from '../../ui/components/modal-dialog';
import { RadioGroupField } from '../../ui/components/radio-group-field';
import { TextField } from '../../ui/components/text-field';
import { useConnectCalendar } from '../queries';

const FIELDS = ['serverUrl', 'username', 'password', 'url'] as const;
type Field = (typeof FIELDS)[number];
type Kind = 'CALDAV' | 'ICS_FEED';

const KINDS: ReadonlyArray<{ value: Kind; label: DashboardKey; description: DashboardKey }> = [
  { value: 'CALDAV', label: 'calendars.provider.caldav', description: 'calendars.dialog.caldavHint' },
  { value: 'ICS_FEED', label: 'calendars.provider.icsFeed', description: 'calendars.dialog.feedHint' },
];

/** Connects a CalDAV account or subscribes an iCalendar feed; the server checks the details first. */
export function ConnectCalendarDialog({ onClose }: { onClose: () => void }) {
  const t = useDashboardT();
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
        toast.success(t('calendars.dialog.connected', { label: connection.label }));
        onClose();
      },
      onError: (error) => setErrors(errorsFromApi(error, FIELDS)),
    });
  }

  return (
    <ModalDialog
      title={t('calendars.dialog.title')}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isDismissable={!connect.isPending}
      size="lg"
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormAlert message={errors.form} />
        <RadioGroupField
          label={t('calendars.dialog.kind')}
          value={kind}
          options={KINDS.map((k) => ({ value: k.value, label: t(k.label), description: t(k.description) }))}
          onChange={setKind}
        />
        {kind === 'CALDAV' ? (
          <>
            <TextField
              label={t('calendars.dialog.serverUrl')}
              name="serverUrl"
              type="url"
              inputMode="url"
              placeholder="https://caldav.example.com"
              error={errors.fields.serverUrl}
              autoFocus
            />
            <TextField
              label={t('calendars.dialog.username')}
              name="username"
              autoComplete="off"
              error={errors.fields.username}
            />
            <TextField
              label={t('calendars.dialog.password')}
              name="password"
              type="password"
              autoComplete="new-password"
              hint={t('calendars.dialog.passwordHint')}
              error={errors.fields.password}
            />
          </>
        ) : (
          <TextField
            label={t('calendars.dialog.feedUrl')}
            name="url"
            type="url"
            inputMode="url"
            placeholder="webcal://… or https://…/basic.ics"
            hint={t('calendars.dialog.feedUrlHint')}
            error={errors.fields.url}
            autoFocus
          />
        )}
        <div className="flex justify-end gap-3 pt-2">
          <Button type="button" variant="secondary" onClick={onClose} disabled={connect.isPending}>
            {t('calendars.dialog.cancel')}
          </Button>
          <Button type="submit" isLoading={connect.isPending} loadingText={t('calendars.dialog.connecting')}>
            {t('calendars.dialog.connect')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
