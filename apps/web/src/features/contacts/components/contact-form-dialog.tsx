import { ContactCreateBodySchema, type ContactListItem } from '@kairos/core/contacts/contact-list-schema';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { isApiError } from '../../api/api-error';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { Button } from '../../ui/components/button';
import { ModalDialog } from '../../ui/components/modal-dialog';
import { TextField } from '../../ui/components/text-field';
import { useCreateContact, useUpdateContact } from '../queries';
import { TagEditor } from './tag-editor';

type Field = 'name' | 'emailId' | 'phoneNumber' | 'tags';
const FIELDS: readonly Field[] = ['name', 'emailId', 'phoneNumber', 'tags'];

function firstIssues(issues: readonly { path: string | readonly PropertyKey[]; message: string }[]) {
  const found: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const head = String(typeof issue.path === 'string' ? issue.path.split('.')[0] : issue.path[0]) as Field;
    if (FIELDS.includes(head) && !found[head]) found[head] = issue.message;
  }
  return found;
}

/** Adds a contact by hand, or edits one; the phone number is checked as the server checks it. */
export function ContactFormDialog({ contact, onClose }: { contact?: ContactListItem; onClose: () => void }) {
  const [name, setName] = useState(contact?.name ?? '');
  const [emailId, setEmailId] = useState(contact?.emailId ?? '');
  const [phone, setPhone] = useState(contact?.phoneNumber ?? '');
  const [tags, setTags] = useState<string[]>(contact?.tags ?? []);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const create = useCreateContact();
  const update = useUpdateContact();
  const t = useDashboardT();
  const pending = create.isPending || update.isPending;
  const failure = create.error ?? update.error;

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = { name, emailId, phoneNumber: phone, tags };
    const parsed = ContactCreateBodySchema.safeParse(input);
    if (!parsed.success) {
      setErrors(firstIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    const onError = (error: Error) => setErrors(isApiError(error) ? firstIssues(error.issues) : {});
    const onSuccess = () => {
      toast.success(contact ? t('contacts.form.saved') : t('contacts.form.added'));
      onClose();
    };
    if (contact) update.mutate({ _id: contact._id, ...input }, { onSuccess, onError });
    else create.mutate(input, { onSuccess, onError });
  }

  return (
    <ModalDialog
      title={contact ? t('contacts.form.editTitle') : t('contacts.new')}
      isOpen
      isDismissable={!pending}
      onOpenChange={(open) => !open && onClose()}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label={t('contacts.form.name')}
          name="name"
          value={name}
          autoComplete="off"
          error={errors.name}
          onChange={(e) => setName(e.target.value)}
        />
        <TextField
          label={t('contacts.form.email')}
          name="emailId"
          type="email"
          value={emailId}
          autoComplete="off"
          error={errors.emailId}
          onChange={(e) => setEmailId(e.target.value)}
        />
        <TextField
          label={t('contacts.form.phone')}
          name="phoneNumber"
          type="tel"
          value={phone}
          maxLength={250}
          hint={t('contacts.form.phoneHint')}
          error={errors.phoneNumber}
          onChange={(e) => setPhone(e.target.value)}
        />
        <TagEditor tags={tags} onChange={setTags} disabled={pending} />
        {errors.tags && <p className="text-sm text-red-700">{errors.tags}</p>}
        {failure && Object.keys(errors).length === 0 && (
          <p role="alert" className="text-sm text-red-700">
            {failure.message}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('contacts.cancel')}
          </Button>
          <Button type="submit" isLoading={pending}>
            {contact ? t('contacts.form.save') : t('contacts.form.add')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
