import type { ShareLinkCreated } from '@kairos/core/share-links/share-link-schema';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../api/api-error';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { agentInfoQuery } from '../../session/queries';
import { Button } from '../../ui/components/button';
import { ModalDialog } from '../../ui/components/modal-dialog';
import { useCreateShareLink } from '../queries';
import {
  checkShareLinkForm,
  EMPTY_SHARE_LINK_FORM,
  errorsFromIssues,
  FIELDS_OF_VALUE,
  SHARE_LINK_FIELDS,
  type ShareLinkFieldErrors,
  type ShareLinkFormValues,
} from '../share-link-form';
import { CreatedShareLink } from './created-share-link';
import { ShareLinkFields } from './share-link-fields';

interface CreateShareLinkDialogProps {
  eventId: string;
  eventName: string;
  onClose: () => void;
}

/** Puts focus on the first field with an error, in the order the form shows them. */
function focusFirstError(form: HTMLFormElement, fields: ShareLinkFieldErrors) {
  const first = SHARE_LINK_FIELDS.find((name) => fields[name]);
  if (!first) return;
  const element =
    form.querySelector<HTMLElement>(`[name="${first}"]`) ??
    form.querySelector<HTMLElement>(`[data-field="${first}"] input`);
  element?.focus();
}

/** Makes a share link to one event, then shows it ready to copy. */
export function CreateShareLinkDialog({ eventId, eventName, onClose }: CreateShareLinkDialogProps) {
  const { data: info } = useSuspenseQuery(agentInfoQuery);
  const zone = info.agent.timezone;
  const create = useCreateShareLink();
  const t = useDashboardT();
  const [values, setValues] = useState<ShareLinkFormValues>(EMPTY_SHARE_LINK_FORM);
  const [errors, setErrors] = useState<ShareLinkFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<ShareLinkCreated | null>(null);

  function change(patch: Partial<ShareLinkFormValues>) {
    setValues((current) => ({ ...current, ...patch }));
    // An error goes once its field is edited; the next submit checks everything again.
    const settled = Object.keys(patch).flatMap((key) => FIELDS_OF_VALUE[key as keyof ShareLinkFormValues]);
    setErrors((current) => {
      const next = { ...current };
      for (const field of settled) delete next[field];
      return next;
    });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = checkShareLinkForm(t, values, eventId, zone, new Date());
    if (!checked.ok) {
      setErrors(checked.fields);
      setFormError(checked.rest.length > 0 ? checked.rest.join(' ') : null);
      focusFirstError(form, checked.fields);
      return;
    }
    setErrors({});
    setFormError(null);
    create.mutate(checked.body, {
      onSuccess: setCreated,
      onError: (error) => {
        const placed = isApiError(error) ? errorsFromIssues(error.issues) : { fields: {}, rest: [] };
        setErrors(placed.fields);
        const placedAny = Object.keys(placed.fields).length > 0;
        setFormError(placed.rest.length > 0 ? placed.rest.join(' ') : placedAny ? null : error.message);
        focusFirstError(form, placed.fields);
      },
    });
  }

  return (
    <ModalDialog
      title={created ? t('shareLinks.dialog.readyTitle') : t('shareLinks.dialog.title')}
      description={
        created
          ? t('shareLinks.dialog.readyIntro', { event: eventName })
          : t('shareLinks.dialog.intro', { event: eventName })
      }
      isOpen
      size="lg"
      isDismissable={!create.isPending}
      onOpenChange={(open) => !open && onClose()}
    >
      {created ? (
        <CreatedShareLink url={created.url} onDone={onClose} />
      ) : (
        <form noValidate onSubmit={handleSubmit} className="space-y-6">
          {formError && (
            <div
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800"
            >
              {formError}
            </div>
          )}
          <ShareLinkFields values={values} errors={errors} zone={zone} onChange={change} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
              {t('shareLinks.dialog.cancel')}
            </Button>
            <Button type="submit" isLoading={create.isPending} loadingText={t('shareLinks.dialog.creating')}>
              {t('shareLinks.dialog.submit')}
            </Button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
