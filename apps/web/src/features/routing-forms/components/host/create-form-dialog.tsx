import { RoutingFormNameSchema, RoutingFormSlugSchema } from '@kairos/core/routing/form-schema';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { useDashboardT } from '../../../i18n/dashboard-i18n';
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
  const t = useDashboardT();
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
            toast.success(t('routingForms.saved'));
            onClose();
            void navigate({ to: '/app/routing-forms/$formId', params: { formId: created._id } });
          },
          onError: (error) => {
            toast.error(t('routingForms.saveFailed'));
            onError(error);
          },
        },
      ),
  });

  return (
    <ModalDialog
      title={t('routingForms.create.title')}
      description={t('routingForms.create.intro')}
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
          placeholder={t('routingForms.create.namePlaceholder')}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            {t('routingForms.cancel')}
          </Button>
          <Button type="submit" isLoading={create.isPending} loadingText={t('routingForms.create.creating')}>
            {t('routingForms.create.submit')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
