import {
  EVENT_LISTING_LAYOUTS,
  LAYOUTS,
  type WorkspaceAppearance,
  WorkspaceAppearancePatchSchema,
} from '@kairos/core/appearance/appearance-schema';
import type { DashboardKey } from '@kairos/core/i18n/dashboard/en';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { isApiError } from '../../api/api-error';
import { errorsFromIssues, type FieldErrors } from '../../event-types/event-draft';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { usePermission } from '../../members/use-permission';
import { agentInfoQuery } from '../../session/queries';
import { ColorField } from '../../ui/components/color-field';
import { FormSection } from '../../ui/components/form-section';
import { WarningIcon } from '../../ui/components/icons';
import { SaveBar } from '../../ui/components/save-bar';
import { SelectField } from '../../ui/components/select-field';
import { Skeleton } from '../../ui/components/skeleton';
import { SwitchField } from '../../ui/components/switch-field';
import { TextField } from '../../ui/components/text-field';
import { UnsavedChangesGuard } from '../../ui/components/unsaved-changes-guard';
import { contrastWarnings, effectiveButtonText } from '../colour-checks';
import { appearanceQuery, useUpdateAppearance } from '../queries';
import { AppearancePreview } from './appearance-preview';
import { LogoField } from './logo-field';

const LAYOUT_KEYS = {
  DEFAULT: 'appearance.layout.default',
  SIDEBAR: 'appearance.layout.sidebar',
  COMPACT: 'appearance.layout.compact',
} as const satisfies Record<(typeof LAYOUTS)[number], DashboardKey>;
const LISTING_KEYS = {
  LIST: 'appearance.listing.list',
  GRID: 'appearance.listing.grid',
} as const satisfies Record<(typeof EVENT_LISTING_LAYOUTS)[number], DashboardKey>;

/** `/app/appearance`: the workspace's brand on every public page, with a live preview. */
export function AppearancePage() {
  const t = useDashboardT();
  const appearance = useQuery(appearanceQuery);
  return (
    <>
      <title>{t('appearance.documentTitle')}</title>
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{t('appearance.title')}</h1>
        <p className="mt-1 text-sm text-gray-600">{t('appearance.intro')}</p>
      </header>
      {appearance.isPending ? (
        <Skeleton className="mt-8 h-96 w-full" />
      ) : appearance.isError ? (
        <p role="alert" className="mt-8 text-sm text-red-700">
          {t('appearance.loadFailed', { error: appearance.error.message })}
        </p>
      ) : (
        <AppearanceEditor saved={appearance.data} />
      )}
    </>
  );
}

function AppearanceEditor({ saved }: { saved: WorkspaceAppearance }) {
  const t = useDashboardT();
  const { data: info } = useSuspenseQuery(agentInfoQuery);
  const canEdit = usePermission('appearance', 'edit');
  const update = useUpdateAppearance();
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const warnings = useMemo(() => (draft.overrideColors ? contrastWarnings(draft, t) : []), [draft, t]);
  const autoButtonText = draft.buttonTextColor === null;

  function change(patch: Partial<WorkspaceAppearance>) {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors({});
  }

  function handleSave() {
    const parsed = WorkspaceAppearancePatchSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(errorsFromIssues(parsed.error.issues));
      toast.error(t('appearance.fixFields'));
      return;
    }
    update.mutate(parsed.data, {
      onSuccess: (next) => {
        setDraft(next);
        toast.success(t('appearance.saved'));
      },
      onError: (error) => {
        if (isApiError(error)) setErrors(errorsFromIssues(error.issues));
        toast.error(error.message);
      },
    });
  }

  return (
    <>
      <div className="@container mt-6">
        <div className="grid gap-6 @4xl:grid-cols-[minmax(0,1fr)_22rem] @4xl:items-start">
          <fieldset disabled={!canEdit} className="min-w-0 space-y-6">
            {!canEdit && (
              <p className="rounded-lg bg-gray-100 px-3 py-2 text-sm text-gray-700">
                {t('appearance.readOnly')}
              </p>
            )}
            <FormSection
              title={t('appearance.colours')}
              description={t('appearance.coloursIntro')}
              action={
                <SwitchField
                  label={t('appearance.useColours')}
                  isSelected={draft.overrideColors}
                  onChange={(overrideColors) => change({ overrideColors })}
                  isDisabled={!canEdit}
                />
              }
            >
              {draft.overrideColors ? (
                <>
                  {/* Columns by the room the form has, not the window: beside the preview it is narrow. */}
                  <div className="@container">
                    <div className="grid gap-5 @lg:grid-cols-2 @3xl:grid-cols-3">
                      <ColorField
                        label={t('appearance.brandColour')}
                        value={draft.brandColor}
                        onChange={(brandColor) => change({ brandColor })}
                        error={errors.brandColor}
                        allowEmpty
                      />
                      <ColorField
                        label={t('appearance.background')}
                        value={draft.bgColor}
                        onChange={(bgColor) => change({ bgColor })}
                        error={errors.bgColor}
                        allowEmpty
                      />
                      <ColorField
                        label={t('appearance.textColour')}
                        value={draft.textColor}
                        onChange={(textColor) => change({ textColor })}
                        error={errors.textColor}
                        allowEmpty
                      />
                    </div>
                  </div>
                  <SwitchField
                    label={t('appearance.autoButtonText')}
                    description={t('appearance.autoButtonTextHint', {
                      now: effectiveButtonText(draft) === '#000000' ? 'black' : 'white',
                    })}
                    isSelected={autoButtonText}
                    onChange={(auto) => change({ buttonTextColor: auto ? null : effectiveButtonText(draft) })}
                    isDisabled={!canEdit}
                  />
                  {!autoButtonText && (
                    <ColorField
                      label={t('appearance.buttonTextColour')}
                      value={draft.buttonTextColor}
                      onChange={(buttonTextColor) =>
                        change({ buttonTextColor: buttonTextColor ?? '#FFFFFF' })
                      }
                      error={errors.buttonTextColor}
                    />
                  )}
                  {warnings.length > 0 && (
                    <ul className="space-y-2" aria-label={t('appearance.contrastWarnings')}>
                      {warnings.map((warning) => (
                        <li
                          key={warning.field}
                          className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
                        >
                          <WarningIcon className="mt-0.5 size-4 shrink-0" />
                          {warning.message}
                        </li>
                      ))}
                    </ul>
                  )}
                </>
              ) : (
                <p className="text-sm text-gray-600">{t('appearance.defaultColours')}</p>
              )}
            </FormSection>

            <FormSection
              title={t('appearance.layout')}
              action={
                <SwitchField
                  label={t('appearance.useLayout')}
                  isSelected={draft.overrideLayout}
                  onChange={(overrideLayout) => change({ overrideLayout })}
                  isDisabled={!canEdit}
                />
              }
            >
              {draft.overrideLayout ? (
                <div className="grid gap-5 sm:grid-cols-2">
                  <SelectField
                    label={t('appearance.bookingLayout')}
                    value={draft.layout ?? 'DEFAULT'}
                    onChange={(e) => change({ layout: e.target.value })}
                    options={LAYOUTS.map((value) => ({ value, label: t(LAYOUT_KEYS[value]) }))}
                    error={errors.layout}
                  />
                  <SelectField
                    label={t('appearance.listingLayout')}
                    value={draft.eventListingLayout ?? 'LIST'}
                    onChange={(e) => change({ eventListingLayout: e.target.value })}
                    options={EVENT_LISTING_LAYOUTS.map((value) => ({ value, label: t(LISTING_KEYS[value]) }))}
                    error={errors.eventListingLayout}
                  />
                </div>
              ) : (
                <p className="text-sm text-gray-600">{t('appearance.defaultLayout')}</p>
              )}
            </FormSection>

            <FormSection title={t('appearance.branding')} description={t('appearance.brandingIntro')}>
              <TextField
                label={t('appearance.bookingName')}
                name="bookingName"
                value={draft.bookingName ?? ''}
                placeholder={info.workspace.name}
                maxLength={200}
                onChange={(e) => change({ bookingName: e.target.value === '' ? null : e.target.value })}
                hint={t('appearance.bookingNameHint')}
                error={errors.bookingName}
              />
              <LogoField
                value={draft.companyBranding.logo ?? null}
                disabled={!canEdit}
                onChange={(logo) => change({ companyBranding: { logo } })}
                error={errors['companyBranding.logo'] ?? errors.companyBranding}
              />
              <SwitchField
                label={t('appearance.poweredBy')}
                description={t('appearance.poweredByHint')}
                isSelected={draft.poweredBy}
                onChange={(poweredBy) => change({ poweredBy })}
                isDisabled={!canEdit}
              />
            </FormSection>
          </fieldset>

          <div className="@4xl:sticky @4xl:top-6">
            <h2 className="mb-2 text-sm font-semibold text-gray-900">{t('appearance.preview')}</h2>
            <AppearancePreview draft={draft} workspaceName={info.workspace.name} />
          </div>
        </div>
      </div>
      {canEdit && (
        <SaveBar
          isDirty={dirty}
          isSaving={update.isPending}
          onSave={handleSave}
          onDiscard={() => {
            setDraft(saved);
            setErrors({});
          }}
        />
      )}
      <UnsavedChangesGuard when={dirty} />
    </>
  );
}
