import {
  PROFILE_BIO_MAX_LENGTH,
  type ProfilePatch,
  ProfilePatchSchema,
} from '@kairos/core/accounts/profile-schema';
import type { Agent } from '@kairos/core/accounts/schemas';
import { PHONE_INPUT_MAX_LENGTH } from '@kairos/core/constants';
import { formatDateTime } from '@kairos/core/dates/format';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { TimezoneField } from '../../available-hours/components/timezone-field';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { FormAlert } from '../../session/components/form-alert';
import {
  errorsFromApi,
  errorsFromValidation,
  type FormErrors,
  NO_FORM_ERRORS,
} from '../../session/form-errors';
import { Button } from '../../ui/components/button';
import { FormSection } from '../../ui/components/form-section';
import { RadioGroupField } from '../../ui/components/radio-group-field';
import { TextField } from '../../ui/components/text-field';
import { TextareaField } from '../../ui/components/textarea-field';
import { useUpdateProfile } from '../queries';
import { initialsOf, PhotoField } from './photo-field';

const FIELDS = [
  'firstName',
  'lastName',
  'profilePic',
  'bio',
  'mobileNo',
  'timezone',
  'dateFormat',
  'timeFormat',
] as const;
type Field = (typeof FIELDS)[number];

interface ProfileValues {
  firstName: string;
  lastName: string;
  profilePic: string | null;
  bio: string;
  mobileNo: string;
  timezone: string;
  dateFormat: Agent['dateFormat'];
  timeFormat: Agent['timeFormat'];
}

function valuesOf(agent: Agent): ProfileValues {
  return {
    firstName: agent.firstName,
    lastName: agent.lastName,
    profilePic: agent.profilePic,
    bio: agent.bio,
    mobileNo: agent.mobileNo ?? '',
    timezone: agent.timezone,
    dateFormat: agent.dateFormat,
    timeFormat: agent.timeFormat,
  };
}

/** Name, photo and bio (shown on the public pages), mobile number, time zone and how dates and times are written across the dashboard. */
export function ProfileSection({ agent }: { agent: Agent }) {
  const update = useUpdateProfile();
  const t = useDashboardT();
  const [values, setValues] = useState(() => valuesOf(agent));
  const [errors, setErrors] = useState<FormErrors<Field>>(NO_FORM_ERRORS);
  const set = (patch: Partial<ProfileValues>) => setValues((current) => ({ ...current, ...patch }));
  const sample = formatDateTime(Date.now(), values);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // An unchanged photo is not sent again (it may predate uploads being checked).
    const { profilePic, ...rest } = values;
    const parsed = ProfilePatchSchema.safeParse(profilePic === agent.profilePic ? rest : values);
    if (!parsed.success) {
      setErrors(errorsFromValidation(parsed.error, FIELDS));
      return;
    }
    setErrors(NO_FORM_ERRORS);
    update.mutate(parsed.data satisfies ProfilePatch, {
      onSuccess: (saved) => {
        setValues(valuesOf(saved));
        toast.success(t('settings.profile.saved'));
      },
      onError: (error) => setErrors(errorsFromApi(error, FIELDS)),
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit}>
      <FormSection
        title={t('settings.profile.title')}
        description={t('settings.profile.signedInAs', { email: agent.emailId })}
      >
        <FormAlert message={errors.form} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('settings.profile.firstName')}
            name="firstName"
            autoComplete="given-name"
            value={values.firstName}
            onChange={(e) => set({ firstName: e.target.value })}
            error={errors.fields.firstName}
          />
          <TextField
            label={t('settings.profile.lastName')}
            name="lastName"
            autoComplete="family-name"
            value={values.lastName}
            onChange={(e) => set({ lastName: e.target.value })}
            error={errors.fields.lastName}
          />
        </div>
        <PhotoField
          value={values.profilePic}
          initials={initialsOf(values.firstName, values.lastName)}
          error={errors.fields.profilePic}
          disabled={update.isPending}
          onChange={(profilePic) => set({ profilePic })}
        />
        <TextareaField
          label={t('settings.profile.bio')}
          name="bio"
          rows={3}
          maxLength={PROFILE_BIO_MAX_LENGTH}
          placeholder={t('settings.profile.bioPlaceholder')}
          hint={t('settings.profile.bioHint', { length: values.bio.length, max: PROFILE_BIO_MAX_LENGTH })}
          value={values.bio}
          onChange={(e) => set({ bio: e.target.value })}
          error={errors.fields.bio}
        />
        <TextField
          label={t('settings.profile.mobile')}
          name="mobileNo"
          type="tel"
          autoComplete="tel"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          placeholder="+44 20 7946 0958"
          hint={t('settings.profile.mobileHint')}
          value={values.mobileNo}
          onChange={(e) => set({ mobileNo: e.target.value })}
          error={errors.fields.mobileNo}
          className="max-w-sm"
        />
        <TimezoneField
          value={values.timezone}
          onChange={(timezone) => set({ timezone })}
          error={errors.fields.timezone}
          hint={t('settings.profile.timezoneHint')}
          className="max-w-sm"
        />
        <RadioGroupField
          label={t('settings.profile.dateFormat')}
          value={values.dateFormat}
          options={[
            { value: 'DD/MM/YYYY', label: 'DD/MM/YYYY', description: '21/11/2026' },
            { value: 'MM/DD/YYYY', label: 'MM/DD/YYYY', description: '11/21/2026' },
          ]}
          onChange={(dateFormat) => set({ dateFormat })}
          error={errors.fields.dateFormat}
        />
        <RadioGroupField
          label={t('settings.profile.timeFormat')}
          value={values.timeFormat}
          options={[
            { value: '12h', label: t('settings.profile.twelveHour'), description: '2:30pm' },
            { value: '24h', label: t('settings.profile.twentyFourHour'), description: '14:30' },
          ]}
          onChange={(timeFormat) => set({ timeFormat })}
          error={errors.fields.timeFormat}
        />
        <p className="text-sm text-gray-600">
          {t('settings.profile.nowReadsAs')} <span className="font-medium text-gray-900">{sample}</span>
        </p>
        <div className="flex justify-end">
          <Button type="submit" isLoading={update.isPending} loadingText={t('settings.saving')}>
            {t('settings.profile.save')}
          </Button>
        </div>
      </FormSection>
    </form>
  );
}
