import type { DashboardKey } from '@kairos/core/i18n/dashboard/en';
import {
  type TrackerApp,
  TrackerAppBodySchema,
  type TrackerAppName,
} from '@kairos/core/trackers/tracker-apps-schema';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { FormAlert } from '../../session/components/form-alert';
import { useCheckedSubmit } from '../../session/use-checked-submit';
import { Badge } from '../../ui/components/badge';
import { Button } from '../../ui/components/button';
import { ConfirmDialog } from '../../ui/components/confirm-dialog';
import { FormSection } from '../../ui/components/form-section';
import { Skeleton } from '../../ui/components/skeleton';
import { TextField } from '../../ui/components/text-field';
import { trackerAppsQuery, useRemoveTrackerApp, useSaveTrackerApp } from '../tracker-queries';

/** Each tracker's words in the dashboard catalogue, and an example of its id. */
const SERVICES: Record<
  TrackerAppName,
  {
    title: DashboardKey;
    description: DashboardKey;
    label: DashboardKey;
    hint: DashboardKey;
    placeholder: string;
  }
> = {
  META_PIXEL: {
    title: 'trackers.meta.title',
    description: 'trackers.meta.description',
    label: 'trackers.meta.label',
    hint: 'trackers.meta.hint',
    placeholder: '1234567890123456',
  },
  GOOGLE_ANALYTICS: {
    title: 'trackers.google.title',
    description: 'trackers.google.description',
    label: 'trackers.google.label',
    hint: 'trackers.google.hint',
    placeholder: 'G-ABC123XYZ',
  },
};

/**
 * The tracking pixels of Apps & integrations. Events fire only on pages served from the public
 * bookings domain (`PUBLIC_BOOKINGS_URL`).
 */
export function TrackerAppsCard() {
  const list = useQuery(trackerAppsQuery);
  if (list.isPending) return <Skeleton className="h-56" />;
  if (list.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-700 text-sm">
        {list.error.message}
      </p>
    );
  }
  return (
    <>
      {(Object.keys(SERVICES) as TrackerAppName[]).map((appName) => {
        const current = list.data.trackerApps.find((app) => app.appName === appName) ?? null;
        return <TrackerForm key={`${appName}:${current?.id ?? ''}`} appName={appName} current={current} />;
      })}
    </>
  );
}

function TrackerForm({ appName, current }: { appName: TrackerAppName; current: TrackerApp | null }) {
  const t = useDashboardT();
  const service = SERVICES[appName];
  const name = t(service.title);
  const save = useSaveTrackerApp();
  const remove = useRemoveTrackerApp();
  const [confirming, setConfirming] = useState(false);
  const { errors, handleSubmit } = useCheckedSubmit({
    schema: TrackerAppBodySchema,
    fields: ['id'] as const,
    send: (body, { onError }) =>
      save.mutate(body, { onSuccess: () => toast.success(t('trackers.saved', { name })), onError }),
  });
  return (
    <form noValidate onSubmit={handleSubmit} aria-label={name}>
      <FormSection
        title={name}
        description={t(service.description)}
        action={
          current ? (
            <Badge tone="green">{t('trackers.connected')}</Badge>
          ) : (
            <Badge>{t('trackers.notSetUp')}</Badge>
          )
        }
      >
        <FormAlert message={errors.form} />
        <input type="hidden" name="appName" value={appName} />
        <TextField
          label={t(service.label)}
          name="id"
          defaultValue={current?.id ?? ''}
          placeholder={service.placeholder}
          autoComplete="off"
          hint={t(service.hint)}
          error={errors.fields.id}
        />
        <div className="flex flex-wrap justify-end gap-3">
          {current && (
            <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
              {t('trackers.remove')}
            </Button>
          )}
          <Button type="submit" isLoading={save.isPending} loadingText={t('trackers.saving')}>
            {current ? t('trackers.saveChanges') : t('trackers.connect', { name })}
          </Button>
        </div>
      </FormSection>
      <ConfirmDialog
        cancelLabel={t('common.cancel')}
        title={t('trackers.removeTitle', { name })}
        message={t('trackers.removeMessage')}
        confirmLabel={t('trackers.removeConfirm', { name })}
        isOpen={confirming}
        isPending={remove.isPending}
        isDestructive
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(appName, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(t('trackers.removed', { name }));
            },
            onError: (error) => {
              setConfirming(false);
              toast.error(error.message);
            },
          })
        }
      />
    </form>
  );
}
