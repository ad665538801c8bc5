import type { Agent } from '@kairos/core/accounts/schemas';
import type { SavedAvailableHour } from '@kairos/core/events/available-hour-schema';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { isApiError } from '../../api/api-error';
import { errorsFromIssues, errorsUnder, type FieldErrors, isSameValue } from '../../event-types/event-draft';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { Badge } from '../../ui/components/badge';
import { Button } from '../../ui/components/button';
import { ConfirmDialog } from '../../ui/components/confirm-dialog';
import { FormSection } from '../../ui/components/form-section';
import { TrashIcon } from '../../ui/components/icons';
import { SaveBar } from '../../ui/components/save-bar';
import { TextField } from '../../ui/components/text-field';
import { UnsavedChangesGuard } from '../../ui/components/unsaved-changes-guard';
import { changedHourFields, type HourDraft, toHourDraft, validateHourDraft } from '../hour-draft';
import { useDeleteAvailableHour, useUpdateAvailableHour } from '../queries';
import { SpecificDatesEditor } from './specific-dates-editor';
import { TimezoneField } from './timezone-field';
import { TimezoneNote } from './timezone-note';
import { WeeklyScheduleEditor } from './weekly-schedule-editor';

interface AvailableHourEditorProps {
  saved: SavedAvailableHour;
  agent: Agent;
}

/** Edits one set of hours: its name, zone, week and date overrides; saves them together. */
export function AvailableHourEditor({ saved, agent }: AvailableHourEditorProps) {
  const navigate = useNavigate();
  const update = useUpdateAvailableHour();
  const t = useDashboardT();
  const remove = useDeleteAvailableHour();
  const [base] = useState(() => toHourDraft(saved));
  const [draft, setDraft] = useState<HourDraft>(base);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const [isLeaving, setIsLeaving] = useState(false);

  const isDirty = !isSameValue(base, draft);
  const errors = { ...(submitted ? validateHourDraft(draft) : {}), ...serverErrors };

  function change(patch: Partial<HourDraft>) {
    setDraft((current) => ({ ...current, ...patch }));
    setServerErrors({});
  }

  function handleSave() {
    setSubmitted(true);
    const found = validateHourDraft(draft);
    if (Object.keys(found).length > 0) {
      toast.error(t('availability.editor.fixFields'));
      return;
    }
    update.mutate(
      { id: saved._id, body: changedHourFields(base, draft) },
      {
        onSuccess: () => toast.success(t('availability.editor.saved'), { id: 'schedule-saved' }),
        onError: (error) => {
          if (isApiError(error)) setServerErrors(errorsFromIssues(error.issues));
          toast.error(error.message);
        },
      },
    );
  }

  function handleMakeDefault() {
    update.mutate(
      { id: saved._id, body: { isDefault: true } },
      {
        onSuccess: () => toast.success(t('availability.editor.nowDefault', { name: saved.name })),
        onError: (error) => toast.error(error.message),
      },
    );
  }

  function handleDelete() {
    remove.mutate(saved._id, {
      onSuccess: () => {
        toast.success(t('availability.editor.deleted'));
        setIsLeaving(true);
        setIsConfirmingDelete(false);
        void navigate({ to: '/app/availability', search: {} });
      },
      onError: (error) => {
        setIsConfirmingDelete(false);
        toast.error(error.message);
      },
    });
  }

  return (
    <>
      <title>{t('availability.editor.documentTitle', { name: saved.name })}</title>
      <header className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="truncate text-2xl font-semibold tracking-tight text-gray-900">{saved.name}</h1>
            {saved.isDefault && <Badge tone="brand">{t('availability.default')}</Badge>}
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {!saved.isDefault && (
            <Button variant="secondary" onClick={handleMakeDefault} disabled={update.isPending || isDirty}>
              {t('availability.editor.setDefault')}
            </Button>
          )}
          {!saved.isDefault && (
            <Button variant="secondary" onClick={() => setIsConfirmingDelete(true)} className="text-red-700">
              <TrashIcon className="size-4" />
              {t('availability.editor.delete')}
            </Button>
          )}
        </div>
      </header>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_19rem]">
        <div className="min-w-0 space-y-6">
          <FormSection
            title={t('availability.editor.weeklyHours')}
            description={<TimezoneNote timezone={draft.timezone} />}
          >
            <WeeklyScheduleEditor
              value={draft.weeklySchedule}
              onChange={(weeklySchedule) => change({ weeklySchedule })}
              timeFormat={agent.timeFormat}
              errors={errorsUnder(errors, 'weeklySchedule')}
            />
          </FormSection>
          <FormSection
            title={t('availability.editor.overrides')}
            description={t('availability.editor.overridesIntro')}
          >
            <SpecificDatesEditor
              value={draft.specificDates}
              onChange={(specificDates) => change({ specificDates })}
              timezone={draft.timezone}
              timeFormat={agent.timeFormat}
              dateFormat={agent.dateFormat}
              errors={errorsUnder(errors, 'specificDates')}
            />
          </FormSection>
        </div>
        <div className="space-y-6">
          <FormSection title={t('availability.editor.settings')}>
            <TextField
              label={t('availability.editor.name')}
              name="name"
              value={draft.name}
              onChange={(event) => change({ name: event.target.value })}
              error={errors.name}
            />
            <TimezoneField
              value={draft.timezone}
              onChange={(timezone) => change({ timezone })}
              error={errors.timezone}
              hint={t('availability.editor.timezoneHint')}
            />
          </FormSection>
        </div>
      </div>

      <SaveBar
        isDirty={isDirty}
        isSaving={update.isPending}
        onSave={handleSave}
        onDiscard={() => {
          setDraft(base);
          setSubmitted(false);
          setServerErrors({});
        }}
      />
      <UnsavedChangesGuard when={isDirty && !isLeaving} searchIsPage />
      <ConfirmDialog
        cancelLabel={t('common.cancel')}
        isOpen={isConfirmingDelete}
        title={t('availability.editor.deleteQuestion', { name: saved.name })}
        message={t('availability.editor.deleteWarning')}
        confirmLabel={t('availability.editor.deleteConfirm')}
        isDestructive
        isPending={remove.isPending}
        onCancel={() => setIsConfirmingDelete(false)}
        onConfirm={handleDelete}
      />
    </>
  );
}
