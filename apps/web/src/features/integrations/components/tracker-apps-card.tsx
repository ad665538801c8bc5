import {
  type TrackerApp,
  TrackerAppBodySchema,
  type TrackerAppName,
} from '@kairos/core/trackers/tracker-apps-schema';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { FormAlert } from '../../session/components/form-alert';
import { useCheckedSubmit } from '../../session/use-checked-submit';
import { Badge } from '../../ui/components/badge';
import { Button } from '../../ui/components/button';
import { ConfirmDialog } from '../../ui/components/confirm-dialog';
import { FormSection } from '../../ui/components/form-section';
import { Skeleton } from '../../ui/components/skeleton';
import { TextField } from '../../ui/components/text-field';
import { trackerAppsQuery, useRemoveTrackerApp, useSaveTrackerApp } from '../tracker-queries';

const SERVICES: Record<
  TrackerAppName,
  { title: string; description: string; label: string; hint: string; placeholder: string }
> = {
  META_PIXEL: {
    title: 'Meta pixel',
    description:
      'Your booking pages send their funnel (page views, chosen times, bookings, payments) to your Meta pixel, each worth 1 USD.',
    label: 'Pixel ID',
    hint: 'In Meta Events Manager, under Data sources.',
    placeholder: '1234567890123456',
  },
  GOOGLE_ANALYTICS: {
    title: 'Google Analytics',
    description:
      'The same funnel goes to your Google Analytics 4 property as events. Inside a widget, the page also tells your site which measurement ID it uses.',
    label: 'Measurement ID',
    hint: 'In Google Analytics, Admin › Data streams.',
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
  const service = SERVICES[appName];
  const save = useSaveTrackerApp();
  const remove = useRemoveTrackerApp();
  const [confirming, setConfirming] = useState(false);
  const { errors, handleSubmit } = useCheckedSubmit({
    schema: TrackerAppBodySchema,
    fields: ['id'] as const,
    send: (body, { onError }) =>
      save.mutate(body, { onSuccess: () => toast.success(`${service.title} saved`), onError }),
  });
  return (
    <form noValidate onSubmit={handleSubmit} aria-label={service.title}>
      <FormSection
        title={service.title}
        description={service.description}
        action={current ? <Badge tone="green">Connected</Badge> : <Badge>Not set up</Badge>}
      >
        <FormAlert message={errors.form} />
        <input type="hidden" name="appName" value={appName} />
        <TextField
          label={service.label}
          name="id"
          defaultValue={current?.id ?? ''}
          placeholder={service.placeholder}
          autoComplete="off"
          hint={service.hint}
          error={errors.fields.id}
        />
        <div className="flex flex-wrap justify-end gap-3">
          {current && (
            <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
              Remove
            </Button>
          )}
          <Button type="submit" isLoading={save.isPending} loadingText="Saving…">
            {current ? 'Save changes' : `Connect ${service.title}`}
          </Button>
        </div>
      </FormSection>
      <ConfirmDialog
        title={`Remove ${service.title}?`}
        message="Your booking pages stop sending events to it at once."
        confirmLabel={`Remove ${service.title}`}
        isOpen={confirming}
        isPending={remove.isPending}
        isDestructive
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(appName, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(`${service.title} removed`);
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
