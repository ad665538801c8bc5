import { AvailableHourCreateBodySchema } from '@kairos/core/events/available-hour-schema';
import { defaultWorkingHours } from '@kairos/core/events/event-rules';
import { useNavigate } from '@tanstack/react-router';
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
import { TextField } from '../../ui/components/text-field';
import { useCreateAvailableHour } from '../queries';

const FIELDS = ['name'] as const;

/** Names a new schedule (Monday to Friday, 9 to 5 in the host's zone), then opens it. */
export function NewScheduleDialog({ timezone, onClose }: { timezone: string; onClose: () => void }) {
  const create = useCreateAvailableHour();
  const t = useDashboardT();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FormErrors<(typeof FIELDS)[number]>>(NO_FORM_ERRORS);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '');
    const parsed = AvailableHourCreateBodySchema.safeParse({ ...defaultWorkingHours(timezone), name });
    if (!parsed.success) {
      setErrors(errorsFromValidation(parsed.error, FIELDS));
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (saved) => {
        toast.success(t('availability.create.created'));
        onClose();
        void navigate({ to: '/app/availability', search: { id: saved._id } });
      },
      onError: (error) => setErrors(errorsFromApi(error, FIELDS)),
    });
  }

  return (
    <ModalDialog
      title={t('availability.create.title')}
      description={t('availability.create.intro')}
      isOpen
      isDismissable={!create.isPending}
      onOpenChange={(open) => !open && onClose()}
    >
      <form noValidate onSubmit={handleSubmit} className="space-y-5">
        <FormAlert message={errors.form} />
        <TextField
          label={t('availability.create.name')}
          name="name"
          placeholder={t('availability.create.namePlaceholder')}
          autoFocus
          error={errors.fields.name}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            {t('availability.create.cancel')}
          </Button>
          <Button type="submit" isLoading={create.isPending} loadingText={t('availability.create.creating')}>
            {t('availability.create.create')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
