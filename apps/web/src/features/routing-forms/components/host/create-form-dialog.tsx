import { RoutingFormNameSchema, RoutingFormSlugSchema } from '@kairos/core/routing/form-schema';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { FormAlert } from '../../../session/components/form-alert';
import {
  errorsFromApi,
  errorsFromValidation,
  type FormErrors,
  focusFirstError,
  NO_FORM_ERRORS,
} from '../../../session/form-errors';
import { Button } from '../../../ui/components/button';
import { ModalDialog } from '../../../ui/components/modal-dialog';
import { NameSlugFields } from '../../../ui/components/name-slug-fields';
import { useCreateRoutingForm } from '../../queries';

const FIELDS = ['name', 'slug'] as const;
type Field = (typeof FIELDS)[number];
const CreateSchema = z.object({ name: RoutingFormNameSchema, slug: RoutingFormSlugSchema });

/** Name and link of a new routing form; it then opens in the builder. */
export function CreateFormDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateRoutingForm();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [errors, setErrors] = useState<FormErrors<Field>>(NO_FORM_ERRORS);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = CreateSchema.safeParse({ name, slug });
    if (!parsed.success) {
      const next = errorsFromValidation(parsed.error, FIELDS);
      setErrors(next);
      focusFirstError(form, FIELDS, next.fields);
      return;
    }
    setErrors(NO_FORM_ERRORS);
    create.mutate(
      { ...parsed.data, title: parsed.data.name },
      {
        onSuccess: (created) => {
          toast.success('Form submitted successfully!');
          onClose();
          void navigate({ to: '/app/routing-forms/$formId', params: { formId: created._id } });
        },
        onError: (error) => {
          toast.error('Failed to submit form!');
          const next = errorsFromApi(error, FIELDS, { SLUG_TAKEN: 'slug' });
          setErrors(next);
          focusFirstError(form, FIELDS, next.fields);
        },
      },
    );
  }

  return (
    <ModalDialog
      title="New routing form"
      description="Name it; you add questions and rules next."
      isOpen
      isDismissable={!create.isPending}
      onOpenChange={(open) => !open && onClose()}
    >
      <form noValidate onSubmit={handleSubmit} className="space-y-5">
        <FormAlert message={errors.form} />
        <NameSlugFields
          name={name}
          slug={slug}
          onChange={(next) => {
            setName(next.name);
            setSlug(next.slug);
          }}
          errors={errors.fields}
          placeholder="Lead qualification"
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" isLoading={create.isPending} loadingText="Creating…">
            Create form
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
