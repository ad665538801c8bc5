import { type DisplayPrefs, formatInstant } from '@kairos/core/dates/format';
import type { FieldIssue } from '@kairos/core/errors';
import type { MeetingDetail } from '@kairos/core/meetings/admin-schema';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { isApiError } from '../../api/api-error';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { Button } from '../../ui/components/button';
import { CheckboxField } from '../../ui/components/checkbox-field';
import { ModalDialog } from '../../ui/components/modal-dialog';
import { TextField } from '../../ui/components/text-field';
import { TextareaField } from '../../ui/components/textarea-field';
import { meetingTitle } from '../meeting-view';
import { connectedMailsQuery, useSendMail } from '../queries';

type Field = 'recipients' | 'subject' | 'body';

function issuesByField(issues: readonly FieldIssue[]): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const field = issue.path.split('.')[0] as Field;
    if ((field === 'recipients' || field === 'subject' || field === 'body') && !found[field]) {
      found[field] = issue.message;
    }
  }
  return found;
}

/** Writes to the people of the booking from the app; the mail is kept on the booking. */
export function EmailDialog({
  meeting,
  prefs,
  onClose,
}: {
  meeting: MeetingDetail;
  prefs: DisplayPrefs;
  onClose: () => void;
}) {
  const t = useDashboardT();
  const people = [
    ...meeting.attendees.map((a) => ({
      email: a.emailId,
      label: t('meetings.email.attendee', { name: a.fullName, email: a.emailId }),
    })),
    ...meeting.attendees.flatMap((a) =>
      a.guests.map((guest) => ({ email: guest, label: t('meetings.email.guest', { email: guest }) })),
    ),
  ];
  const [recipients, setRecipients] = useState(() => new Set(meeting.attendees.map((a) => a.emailId)));
  const [subject, setSubject] = useState(() =>
    t('meetings.email.defaultSubject', { title: meetingTitle(meeting, t) }),
  );
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const send = useSendMail();
  const mails = useQuery(connectedMailsQuery(meeting._id));

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (recipients.size === 0) found.recipients = t('meetings.email.required');
    if (!subject.trim()) found.subject = t('meetings.email.required');
    if (!body.trim()) found.body = t('meetings.email.required');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    send.mutate(
      {
        meetingId: meeting._id,
        recipients: [...recipients],
        subject: subject.trim(),
        body: body.trim(),
        type: 'EMAIL',
      },
      {
        onSuccess: () => {
          toast.success(t('meetings.email.sent'));
          onClose();
        },
        onError: (error) => setErrors(isApiError(error) ? issuesByField(error.issues) : {}),
      },
    );
  }

  function toggle(email: string, checked: boolean) {
    setRecipients((current) => {
      const next = new Set(current);
      if (checked) next.add(email);
      else next.delete(email);
      return next;
    });
  }

  return (
    <ModalDialog
      title={t('meetings.actions.email')}
      isOpen
      isDismissable={!send.isPending}
      onOpenChange={(open) => !open && onClose()}
      size="lg"
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <fieldset aria-describedby={errors.recipients ? 'mail-recipients-error' : undefined}>
          <legend className="text-sm font-medium text-gray-800">{t('meetings.email.recipients')}</legend>
          <div className="mt-2 space-y-2">
            {people.map((person) => (
              <CheckboxField
                key={person.email}
                label={person.label}
                checked={recipients.has(person.email)}
                onChange={(checked) => toggle(person.email, checked)}
              />
            ))}
          </div>
          {errors.recipients && (
            <p id="mail-recipients-error" className="mt-1.5 text-sm text-red-700">
              {errors.recipients}
            </p>
          )}
        </fieldset>
        <TextField
          label={t('meetings.email.subject')}
          name="subject"
          value={subject}
          maxLength={500}
          error={errors.subject}
          onChange={(e) => setSubject(e.target.value)}
        />
        <TextareaField
          label={t('meetings.email.message')}
          value={body}
          rows={6}
          maxLength={20_000}
          error={errors.body}
          onChange={(e) => setBody(e.target.value)}
        />
        {send.isError && !Object.keys(errors).length && (
          <p role="alert" className="text-sm text-red-700">
            {send.error.message}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={send.isPending}>
            {t('meetings.email.cancel')}
          </Button>
          <Button type="submit" isLoading={send.isPending} loadingText={t('meetings.email.sending')}>
            {t('meetings.email.send')}
          </Button>
        </div>
      </form>
      {mails.data && mails.data.mails.length > 0 && (
        <section className="mt-6 border-t border-gray-200 pt-4">
          <h3 className="text-sm font-medium text-gray-800">{t('meetings.email.sentBefore')}</h3>
          <ul className="mt-2 max-h-48 space-y-2 overflow-y-auto text-sm">
            {mails.data.mails.map((mail) => (
              <li key={mail._id} className="rounded-lg bg-gray-50 p-2.5">
                <p className="font-medium text-gray-900">{mail.subject}</p>
                <p className="text-xs text-gray-500">
                  {t('meetings.email.sentTo', {
                    to: mail.to.join(', '),
                    at: formatInstant(mail.sentAt ?? mail.createdAt, prefs),
                  })}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </ModalDialog>
  );
}
