import { RoutingFormNameSchema, RoutingFormSlugSchema } from '@kairos/core/routing/form-schema';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { FormAlert } from '../../../session/components/form-alert';
import { useCheckedSubmit } from '../../../session/use-checked-submit';
import { Button } from '../../../ui/components/button';
import { ModalDialog } from '../../../ui/components/modal-dialog';
import { NameSlugFields } from '../../../ui/components/name-slug-fields';
import { useCreateRoutingForm } from '../../queries';

const FIELDS = ['name', 'slug'] as const;
const CreateSchema = z.object({ name: RoutingFormNameSchema, slug: RoutingFormSlugSchema });

/** Name and link of a new routing form; it then opens in the builder. */
export function CreateFormDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateRoutingForm();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const { errors, handleSubmit } = useCheckedSubmit({
    schema: CreateSchema,
    fields: FIELDS,
    codeFields: { SLUG_TAKEN: 'slug' },
    values: () => ({ name, slug }),
    send: (body, { onError }) =>
      create.mutate(
        { ...body, title: body.name },
        {
          onSuccess: (created) => {
            toast.success('Form submitted successfully!');
            onClose();
            void navigate({ to: '/app/routing-forms/$formId', params: { formId: created._id } });
          },
          onError: (error) => {
            toast.error('Failed to submit form!');
            onError(error);
          },
        },
      ),
  });

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
