import { hasOperatorPlan } from '@kairos/core/accounts/plan';
import { CompanyPatchSchema, type CompanySettings } from '@kairos/core/accounts/workspace-schema';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { TimezoneField } from '../../available-hours/components/timezone-field';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { usePermission } from '../../members/use-permission';
import { FormAlert } from '../../session/components/form-alert';
import {
  errorsFromApi,
  errorsFromValidation,
  type FormErrors,
  NO_FORM_ERRORS,
} from '../../session/form-errors';
import { Button } from '../../ui/components/button';
import { FormSection } from '../../ui/components/form-section';
import { Skeleton } from '../../ui/components/skeleton';
import { TextField } from '../../ui/components/text-field';
import { companyQuery, useUpdateCompany } from '../queries';
import { PlanCard } from './plan-card';

const FIELDS = ['name', 'accessLink', 'timezone'] as const;
type Field = (typeof FIELDS)[number];

/** The workspace's name, public link and default zone, and its plan. */
export function WorkspaceSection() {
  const company = useQuery(companyQuery);
  const t = useDashboardT();
  if (company.isPending) return <Skeleton className="h-72 w-full" />;
  if (company.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {t('settings.workspace.loadFailed', { error: company.error.message })}
      </p>
    );
  return (
    <div className="space-y-6">
      <WorkspaceForm key={company.data.accessLink} company={company.data} />
      {hasOperatorPlan(company.data.plan) && <PlanCard plan={company.data.plan} />}
    </div>
  );
}

function WorkspaceForm({ company }: { company: CompanySettings }) {
  const canEdit = usePermission('settings', 'edit');
  const update = useUpdateCompany();
  const t = useDashboardT();
  const [values, setValues] = useState({
    name: company.name,
    accessLink: company.accessLink,
    timezone: company.timezone,
  });
  const [errors, setErrors] = useState<FormErrors<Field>>(NO_FORM_ERRORS);
  const set = (patch: Partial<typeof values>) => setValues((current) => ({ ...current, ...patch }));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = CompanyPatchSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(errorsFromValidation(parsed.error, FIELDS));
      return;
    }
    setErrors(NO_FORM_ERRORS);
    update.mutate(parsed.data, {
      onSuccess: () => toast.success(t('settings.workspace.saved')),
      onError: (error) => setErrors(errorsFromApi(error, FIELDS, { ACCESS_LINK_TAKEN: 'accessLink' })),
    });
  }

  const origin = window.location.origin;
  return (
    <form noValidate onSubmit={handleSubmit}>
      <FormSection
        title={t('settings.workspace.title')}
        description={canEdit ? t('settings.workspace.intro') : t('settings.workspace.adminsOnly')}
      >
        <FormAlert message={errors.form} />
        <TextField
          label={t('settings.workspace.name')}
          name="name"
          value={values.name}
          disabled={!canEdit}
          onChange={(e) => set({ name: e.target.value })}
          error={errors.fields.name}
          className="max-w-md"
        />
        <TextField
          label={t('settings.workspace.accessLink')}
          name="accessLink"
          value={values.accessLink}
          disabled={!canEdit}
          autoCapitalize="none"
          spellCheck={false}
          onChange={(e) => set({ accessLink: e.target.value })}
          hint={t('settings.workspace.accessLinkHint', { link: `${origin}/${values.accessLink || '…'}/` })}
          error={errors.fields.accessLink}
          className="max-w-md"
        />
        {company.accessLinkAliases.length > 0 && (
          <p className="text-sm text-gray-600">
            {t('settings.workspace.stillRedirecting', {
              aliases: company.accessLinkAliases.map((alias) => `/${alias}/`).join(', '),
            })}
          </p>
        )}
        {canEdit ? (
          <TimezoneField
            label={t('settings.workspace.defaultTimezone')}
            value={values.timezone}
            onChange={(timezone) => set({ timezone })}
            error={errors.fields.timezone}
            hint={t('settings.workspace.defaultTimezoneHint')}
            className="max-w-sm"
          />
        ) : (
          <p className="text-sm text-gray-700">
            {t('settings.workspace.defaultTimezoneIs', { timezone: values.timezone })}
          </p>
        )}
        {canEdit && (
          <div className="flex justify-end">
            <Button type="submit" isLoading={update.isPending} loadingText={t('settings.saving')}>
              {t('settings.workspace.save')}
            </Button>
          </div>
        )}
      </FormSection>
    </form>
  );
}
