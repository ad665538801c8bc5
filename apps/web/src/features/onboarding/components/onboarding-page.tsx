import type { WeekDay } from '@kairos/core/events/availability';
import { DurationSchema, EventNameSchema, EventSlugSchema } from '@kairos/core/events/event-schema';
import type { DashboardKey } from '@kairos/core/i18n/dashboard/en';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useState } from 'react';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { TimeSelect } from '../../available-hours/components/time-select';
import { TimezoneField } from '../../available-hours/components/timezone-field';
import { availableHoursQuery, useUpdateAvailableHour } from '../../available-hours/queries';
import {
  DAY_KEYS,
  DEFAULT_DAY_RANGE,
  EDITOR_WEEK,
  SHORT_DAY_KEYS,
} from '../../available-hours/weekly-schedule';
import { detectTimeFormat, detectTimezone } from '../../booker/zoned-time';
import { DEFAULT_HOST_AREA_PATH } from '../../dashboard/host-area-paths';
import { useCreateEvent } from '../../event-types/queries';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { FormAlert } from '../../session/components/form-alert';
import {
  errorsFromApi,
  errorsFromValidation,
  type FormErrors,
  focusFirstError,
  NO_FORM_ERRORS,
} from '../../session/form-errors';
import { agentInfoQuery } from '../../session/queries';
import { useUpdateProfile } from '../../settings/queries';
import { CopyButton } from '../../share-links-host/components/copy-button';
import { Button, buttonClassName } from '../../ui/components/button';
import { LogoMark } from '../../ui/components/logo';
import { NameSlugFields } from '../../ui/components/name-slug-fields';
import { RadioGroupField } from '../../ui/components/radio-group-field';
import { useFinishOnboarding } from '../queries';
import { publicLinkOf, WORKING_DAYS, weekOf, workingHoursProblem } from '../working-hours';

const STEPS = [
  'onboarding.step.timezone',
  'onboarding.step.hours',
  'onboarding.step.event',
  'onboarding.step.link',
] as const satisfies readonly DashboardKey[];
type Step = 0 | 1 | 2 | 3;

const CLOCKS = [
  { value: '12h', label: 'onboarding.clock.12h', description: '1:30pm' },
  { value: '24h', label: 'onboarding.clock.24h', description: '13:30' },
] as const satisfies readonly { value: string; label: DashboardKey; description: string }[];

const DURATIONS = [15, 30, 45, 60];

/**
 * The short set-up after signing up: the time zone (detected from the browser), working hours,
 * a first event type and the public link to share. Each step saves through the usual API; every
 * step can be skipped, and finishing or skipping the whole set-up means it is not offered again.
 */
export function OnboardingPage() {
  const t = useDashboardT();
  const { data: info } = useSuspenseQuery(agentInfoQuery);
  const navigate = useNavigate();
  const finish = useFinishOnboarding();
  const [step, setStep] = useState<Step>(0);
  const [createdSlug, setCreatedSlug] = useState<string | null>(null);
  const next = () => setStep((current) => Math.min(current + 1, 3) as Step);

  function leave() {
    finish.mutate(undefined, {
      onSuccess: () => void navigate({ to: DEFAULT_HOST_AREA_PATH, replace: true }),
      onError: () => void toast.error(t('onboarding.saveFailed')),
    });
  }

  return (
    <div className="min-h-dvh bg-gray-50 px-4 py-8 sm:py-14">
      <main id="main" className="mx-auto w-full max-w-xl">
        <div className="flex items-center justify-between gap-4">
          <LogoMark className="size-8" />
          <Button variant="ghost" onClick={leave} disabled={finish.isPending}>
            {t('onboarding.skipSetup')}
          </Button>
        </div>
        <ol className="mt-6 grid grid-cols-4 gap-2" aria-label={t('onboarding.steps')}>
          {STEPS.map((label, index) => (
            <li key={label} aria-current={index === step ? 'step' : undefined} className="min-w-0">
              <span
                aria-hidden="true"
                className={`block h-1.5 rounded-full ${index <= step ? 'bg-brand-600' : 'bg-gray-200'}`}
              />
              <span
                className={`mt-1.5 block truncate text-xs ${index === step ? 'font-medium text-gray-900' : 'text-gray-500'}`}
              >
                {t(label)}
              </span>
            </li>
          ))}
        </ol>
        <div className="mt-6 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-8">
          <p className="text-sm text-gray-500">
            {t('onboarding.stepOf', { step: step + 1, count: STEPS.length })}
          </p>
          {step === 0 && <TimezoneStep onDone={next} />}
          {step === 1 && (
            <HoursStep timezone={info.agent.timezone} timeFormat={info.agent.timeFormat} onDone={next} />
          )}
          {step === 2 && (
            <EventStep
              accessLink={info.workspace.accessLink}
              onDone={(slug) => {
                setCreatedSlug(slug);
                next();
              }}
            />
          )}
          {step === 3 && (
            <ShareStep
              link={publicLinkOf(window.location.origin, info.workspace.accessLink, createdSlug)}
              hasEvent={createdSlug !== null}
              isLeaving={finish.isPending}
              onDone={leave}
            />
          )}
        </div>
      </main>
    </div>
  );
}

function StepForm({
  title,
  description,
  onSubmit,
  isSaving,
  onSkip,
  submitLabel,
  children,
}: {
  title: string;
  description: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  isSaving: boolean;
  onSkip: () => void;
  submitLabel?: string;
  children: ReactNode;
}) {
  const t = useDashboardT();
  return (
    <form noValidate onSubmit={onSubmit} className="mt-1">
      <h1 className="text-xl font-semibold tracking-tight text-gray-900 sm:text-2xl">{title}</h1>
      <p className="mt-1.5 text-sm text-gray-600">{description}</p>
      <div className="mt-6 space-y-5">{children}</div>
      <div className="mt-8 flex flex-wrap items-center justify-end gap-3">
        <Button type="button" variant="ghost" onClick={onSkip} disabled={isSaving}>
          {t('onboarding.skipStep')}
        </Button>
        <Button type="submit" isLoading={isSaving} loadingText={t('onboarding.saving')}>
          {submitLabel ?? t('onboarding.continue')}
        </Button>
      </div>
    </form>
  );
}

function TimezoneStep({ onDone }: { onDone: () => void }) {
  const t = useDashboardT();
  const update = useUpdateProfile();
  const [detected] = useState(detectTimezone);
  const [timezone, setTimezone] = useState(detected);
  // The clock of the browser's locale: a host in Berlin reads 13:30, one in New York 1:30pm.
  const [timeFormat, setTimeFormat] = useState(detectTimeFormat);
  const [error, setError] = useState<string | undefined>();
  return (
    <StepForm
      title={t('onboarding.timezone.title')}
      description={t('onboarding.timezone.description')}
      isSaving={update.isPending}
      onSkip={onDone}
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(
          { timezone, timeFormat },
          {
            onSuccess: onDone,
            onError: (failure) => setError(errorsFromApi(failure, ['timezone'] as const).fields.timezone),
          },
        );
      }}
    >
      <TimezoneField
        label={t('onboarding.timezone.label')}
        value={timezone}
        onChange={(zone) => {
          setTimezone(zone);
          setError(undefined);
        }}
        error={error}
        hint={t('onboarding.timezone.detected', { zone: detected })}
      />
      <RadioGroupField
        label={t('onboarding.clock.label')}
        value={timeFormat}
        options={CLOCKS.map((clock) => ({ ...clock, label: t(clock.label) }))}
        onChange={setTimeFormat}
      />
    </StepForm>
  );
}

function HoursStep({
  timezone,
  timeFormat,
  onDone,
}: {
  timezone: string;
  timeFormat: '12h' | '24h';
  onDone: () => void;
}) {
  const t = useDashboardT();
  const hours = useQuery(availableHoursQuery);
  const update = useUpdateAvailableHour();
  const [days, setDays] = useState<readonly WeekDay[]>(WORKING_DAYS);
  const [range, setRange] = useState(DEFAULT_DAY_RANGE);
  const [problem, setProblem] = useState<string | null>(null);
  const defaultSet = hours.data?.availableHours.find((set) => set.isDefault) ?? hours.data?.availableHours[0];

  function toggle(day: WeekDay, on: boolean) {
    setProblem(null);
    setDays((current) =>
      on ? EDITOR_WEEK.filter((d) => d === day || current.includes(d)) : current.filter((d) => d !== day),
    );
  }

  return (
    <StepForm
      title={t('onboarding.hours.title')}
      description={t('onboarding.hours.description')}
      isSaving={update.isPending}
      onSkip={onDone}
      onSubmit={(event) => {
        event.preventDefault();
        const wrong = workingHoursProblem(days, range);
        if (wrong) {
          setProblem(t(wrong));
          return;
        }
        if (!defaultSet) {
          setProblem(t(hours.isError ? 'onboarding.hours.loadFailed' : 'onboarding.hours.loading'));
          return;
        }
        update.mutate(
          { id: defaultSet._id, body: { weeklySchedule: weekOf(days, range), timezone } },
          { onSuccess: onDone, onError: (failure) => setProblem(errorsFromApi(failure, []).form) },
        );
      }}
    >
      <fieldset>
        <legend className="text-sm font-medium text-gray-800">{t('onboarding.hours.days')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {EDITOR_WEEK.map((day) => {
            const isOn = days.includes(day);
            return (
              <label
                key={day}
                className={`inline-flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-1.5 text-sm ${
                  isOn
                    ? 'border-brand-600 bg-brand-50 font-medium text-brand-800'
                    : 'border-gray-300 text-gray-700'
                }`}
              >
                <input
                  type="checkbox"
                  className="size-4 accent-brand-600"
                  checked={isOn}
                  onChange={(event) => toggle(day, event.target.checked)}
                />
                <span aria-hidden="true">{t(SHORT_DAY_KEYS[day])}</span>
                <span className="sr-only">{t(DAY_KEYS[day])}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-medium text-gray-800">
          {t('onboarding.hours.hours', { zone: timezone })}
        </legend>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-gray-600">
          <TimeSelect
            label={t('onboarding.hours.from')}
            kind="start"
            value={range.start}
            timeFormat={timeFormat}
            onChange={(start) => {
              setProblem(null);
              setRange((current) => ({ ...current, start }));
            }}
          />
          <span aria-hidden="true">{t('onboarding.hours.to')}</span>
          <TimeSelect
            label={t('onboarding.hours.until')}
            kind="end"
            value={range.end}
            timeFormat={timeFormat}
            isInvalid={range.end <= range.start}
            onChange={(end) => {
              setProblem(null);
              setRange((current) => ({ ...current, end }));
            }}
          />
        </div>
      </fieldset>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </StepForm>
  );
}

const FIELDS = ['name', 'slug', 'duration'] as const;
type Field = (typeof FIELDS)[number];
const EventFormSchema = z.object({ name: EventNameSchema, slug: EventSlugSchema, duration: DurationSchema });

function EventStep({ accessLink, onDone }: { accessLink: string; onDone: (slug: string | null) => void }) {
  const t = useDashboardT();
  const create = useCreateEvent();
  const [name, setName] = useState(() => t('onboarding.event.defaultName'));
  const [slug, setSlug] = useState('intro-call');
  const [duration, setDuration] = useState('30');
  const [errors, setErrors] = useState<FormErrors<Field>>(NO_FORM_ERRORS);
  return (
    <StepForm
      title={t('onboarding.event.title')}
      description={t('onboarding.event.description')}
      submitLabel={t('onboarding.event.submit')}
      isSaving={create.isPending}
      onSkip={() => onDone(null)}
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const parsed = EventFormSchema.safeParse({ name, slug, duration: Number(duration) });
        if (!parsed.success) {
          const next = errorsFromValidation(parsed.error, FIELDS);
          setErrors(next);
          focusFirstError(form, FIELDS, next.fields);
          return;
        }
        setErrors(NO_FORM_ERRORS);
        create.mutate(parsed.data, {
          onSuccess: (created) => onDone(created.slug),
          onError: (failure) => {
            const next = errorsFromApi(failure, FIELDS);
            setErrors(next);
            focusFirstError(form, FIELDS, next.fields);
          },
        });
      }}
    >
      <FormAlert message={errors.form} />
      <NameSlugFields
        name={name}
        slug={slug}
        onChange={(next) => {
          setName(next.name);
          setSlug(next.slug);
        }}
        errors={errors.fields}
        slugHint={`${window.location.host}/${accessLink}/${slug || '…'}`}
      />
      <RadioGroupField
        label={t('onboarding.event.duration')}
        value={duration}
        options={DURATIONS.map((minutes) => ({
          value: String(minutes),
          label: t('onboarding.event.minutes', { minutes }),
        }))}
        columns={4}
        onChange={setDuration}
        error={errors.fields.duration}
      />
    </StepForm>
  );
}

function ShareStep({
  link,
  hasEvent,
  isLeaving,
  onDone,
}: {
  link: string;
  hasEvent: boolean;
  isLeaving: boolean;
  onDone: () => void;
}) {
  const t = useDashboardT();
  return (
    <div className="mt-1">
      <h1 className="text-xl font-semibold tracking-tight text-gray-900 sm:text-2xl">
        {t('onboarding.share.title')}
      </h1>
      <p className="mt-1.5 text-sm text-gray-600">
        {t(hasEvent ? 'onboarding.share.withEvent' : 'onboarding.share.listing')}
      </p>
      <div className="mt-6">
        <label htmlFor="onboarding-link" className="block text-sm font-medium text-gray-800">
          {t('onboarding.share.label')}
        </label>
        <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
          <input
            id="onboarding-link"
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className="block w-full min-w-0 flex-1 rounded-lg border border-gray-300 bg-gray-50 px-3 py-2 text-sm text-gray-900"
          />
          <CopyButton text={link} label={t('onboarding.share.copy')} />
        </div>
        <a
          href={link}
          target="_blank"
          rel="noreferrer"
          className="mt-2 inline-block text-sm font-medium text-brand-700 underline underline-offset-2"
        >
          {t('onboarding.share.open')}
          <span className="sr-only">{t('onboarding.share.newTab')}</span>
        </a>
      </div>
      <div className="mt-8 flex justify-end">
        <button type="button" className={buttonClassName('primary')} onClick={onDone} disabled={isLeaving}>
          {t('onboarding.share.done')}
        </button>
      </div>
    </div>
  );
}
