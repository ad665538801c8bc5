import { type DisplayPrefs, formatInstant } from '@kairos/core/dates/format';
import type { FieldIssue } from '@kairos/core/errors';
import type { MeetingDetail } from '@kairos/core/meetings/admin-schema';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { isApiError } from '../../api/api-error';
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
  const people = [
    ...meeting.attendees.map((a) => ({ email: a.emailId, label: `${a.fullName} (${a.emailId})` })),
    ...meeting.attendees.flatMap((a) =>
      a.guests.map((guest) => ({ email: guest, label: `${guest} (guest)` })),
    ),
  ];
  const [recipients, setRecipients] = useState(() => new Set(meeting.attendees.map((a) => a.emailId)));
  const [subject, setSubject] = useState(`About: ${meetingTitle(meeting)}`);
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const send = useSendMail();
  const mails = useQuery(connectedMailsQuery(meeting._id));

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (recipients.size === 0) found.recipients = 'Required';
    if (!subject.trim()) found.subject = 'Required';
    if (!body.trim()) found.body = 'Required';
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
          toast.success('Email sent');
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
      title="Email attendees"
      isOpen
      isDismissable={!send.isPending}
      onOpenChange={(open) => !open && onClose()}
      size="lg"
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <fieldset aria-describedby={errors.recipients ? 'mail-recipients-error' : undefined}>
          <legend className="text-sm font-medium text-gray-800">Recipients</legend>
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
          label="Subject"
          name="subject"
          value={subject}
          maxLength={500}
          error={errors.subject}
          onChange={(e) => setSubject(e.target.value)}
        />
        <TextareaField
          label="Message"
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
            Cancel
          </Button>
          <Button type="submit" isLoading={send.isPending} loadingText="Sending…">
            Send email
          </Button>
        </div>
      </form>
      {mails.data && mails.data.mails.length > 0 && (
        <section className="mt-6 border-t border-gray-200 pt-4">
          <h3 className="text-sm font-medium text-gray-800">Sent before</h3>
          <ul className="mt-2 max-h-48 space-y-2 overflow-y-auto text-sm">
            {mails.data.mails.map((mail) => (
              <li key={mail._id} className="rounded-lg bg-gray-50 p-2.5">
                <p className="font-medium text-gray-900">{mail.subject}</p>
                <p className="text-xs text-gray-500">
                  To {mail.to.join(', ')} · {formatInstant(mail.sentAt ?? mail.createdAt, prefs)}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </ModalDialog>
  );
}
