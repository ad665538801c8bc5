import { DurationSchema, EventNameSchema, EventSlugSchema } from '@kairos/core/events/event-schema';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { useDashboardT } from '../../../i18n/dashboard-i18n';
import { FormAlert } from '../../../session/components/form-alert';
import { useCheckedSubmit } from '../../../session/use-checked-submit';
import { openUpgradeOnPlanLimit } from '../../../settings/plan-limit';
import { Button } from '../../../ui/components/button';
import { ModalDialog } from '../../../ui/components/modal-dialog';
import { NameSlugFields } from '../../../ui/components/name-slug-fields';
import { NumberField } from '../../../ui/components/number-field';
import { useCreateEvent } from '../../queries';

const FIELDS = ['name', 'slug', 'duration'] as const;
const DURATION_PRESETS = [15, 30, 45, 60];

const CreateFormSchema = z.object({ name: EventNameSchema, slug: EventSlugSchema, duration: DurationSchema });

/** Name, link and length of a new event type; it then opens in the editor. */
export function CreateEventDialog({ accessLink, onClose }: { accessLink: string; onClose: () => void }) {
  const create = useCreateEvent();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [duration, setDuration] = useState<number | null>(30);
  const t = useDashboardT();
  const { errors, handleSubmit } = useCheckedSubmit({
    schema: CreateFormSchema,
    fields: FIELDS,
    codeFields: { SLUG_TAKEN: 'slug' },
    values: () => ({ name, slug, duration: duration ?? Number.NaN }),
    adjust: (next) =>
      next.fields.duration && duration === null
        ? { ...next, fields: { ...next.fields, duration: t('eventTypes.create.durationRequired') } }
        : next,
    send: (body, { onError }) =>
      create.mutate(body, {
        onSuccess: (created) => {
          toast.success(t('eventTypes.list.created', { name: created.name }));
          onClose();
          void navigate({ to: '/app/event-types/$eventId', params: { eventId: created._id } });
        },
        onError: (error) => {
          if (openUpgradeOnPlanLimit(error, t('eventTypes.list.moreEventTypes'))) {
            onClose();
            return;
          }
          onError(error);
        },
      }),
  });

  return (
    <ModalDialog
      title={t('eventTypes.create.title')}
      description={t('eventTypes.create.intro')}
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
          placeholder={t('eventTypes.create.namePlaceholder')}
          slugHint={`${window.location.host}/${accessLink}/${slug || '…'}`}
        />
        <div>
          <NumberField
            label={t('eventTypes.create.duration')}
            name="duration"
            suffix={t('eventTypes.create.minutes')}
            min={1}
            value={duration}
            onValueChange={setDuration}
            error={errors.fields.duration}
          />
          <div className="mt-2 flex flex-wrap gap-2">
            {DURATION_PRESETS.map((minutes) => (
              <button
                key={minutes}
                type="button"
                aria-pressed={duration === minutes}
                onClick={() => setDuration(minutes)}
                className="rounded-full border border-gray-300 px-3 py-1 text-sm text-gray-700 hover:bg-gray-50 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
              >
                {t('eventTypes.create.presetMinutes', { minutes })}
              </button>
            ))}
          </div>
        </div>
        <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            {t('eventTypes.create.cancel')}
          </Button>
          <Button type="submit" isLoading={create.isPending} loadingText={t('eventTypes.create.creating')}>
            {t('eventTypes.create.continue')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
