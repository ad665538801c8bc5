import {
  EVENT_LISTING_LAYOUTS,
  LAYOUTS,
  type WorkspaceAppearance,
  WorkspaceAppearancePatchSchema,
} from '@kairos/core/appearance/appearance-schema';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { isApiError } from '../../api/api-error';
import { errorsFromIssues, type FieldErrors } from '../../event-types/event-draft';
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

const LAYOUT_LABELS: Record<(typeof LAYOUTS)[number], string> = {
  DEFAULT: 'Standard: details beside the calendar',
  SIDEBAR: 'Sidebar: details in a side column',
  COMPACT: 'Compact: one narrow column',
};
const LISTING_LABELS: Record<(typeof EVENT_LISTING_LAYOUTS)[number], string> = {
  LIST: 'List',
  GRID: 'Grid',
};

/** `/app/appearance`: the workspace's brand on every public page, with a live preview. */
export function AppearancePage() {
  const appearance = useQuery(appearanceQuery);
  return (
    <>
      <title>Appearance · Kairos</title>
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900">Appearance</h1>
        <p className="mt-1 text-sm text-gray-600">Colours, layout and logo of your public booking pages.</p>
      </header>
      {appearance.isPending ? (
        <Skeleton className="mt-8 h-96 w-full" />
      ) : appearance.isError ? (
        <p role="alert" className="mt-8 text-sm text-red-700">
          Could not load your appearance settings: {appearance.error.message}
        </p>
      ) : (
        <AppearanceEditor saved={appearance.data} />
      )}
    </>
  );
}

function AppearanceEditor({ saved }: { saved: WorkspaceAppearance }) {
  const { data: info } = useSuspenseQuery(agentInfoQuery);
  const canEdit = usePermission('appearance', 'edit');
  const update = useUpdateAppearance();
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const warnings = useMemo(() => (draft.overrideColors ? contrastWarnings(draft) : []), [draft]);
  const autoButtonText = draft.buttonTextColor === null;

  function change(patch: Partial<WorkspaceAppearance>) {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors({});
  }

  function handleSave() {
    const parsed = WorkspaceAppearancePatchSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(errorsFromIssues(parsed.error.issues));
      toast.error('Please fix the highlighted fields');
      return;
    }
    update.mutate(parsed.data, {
      onSuccess: (next) => {
        setDraft(next);
        toast.success('Appearance saved');
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
                Your role can look at the appearance but not change it.
              </p>
            )}
            <FormSection
              title="Colours"
              description="Used on your listing, booking pages and routing forms."
              action={
                <SwitchField
                  label="Use my colours"
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
                        label="Brand colour"
                        value={draft.brandColor}
                        onChange={(brandColor) => change({ brandColor })}
                        error={errors.brandColor}
                        allowEmpty
                      />
                      <ColorField
                        label="Background"
                        value={draft.bgColor}
                        onChange={(bgColor) => change({ bgColor })}
                        error={errors.bgColor}
                        allowEmpty
                      />
                      <ColorField
                        label="Text colour"
                        value={draft.textColor}
                        onChange={(textColor) => change({ textColor })}
                        error={errors.textColor}
                        allowEmpty
                      />
                    </div>
                  </div>
                  <SwitchField
                    label="Button text: black or white automatically"
                    description={`Picked by the brand colour's brightness so it stays readable; now ${
                      effectiveButtonText(draft) === '#000000' ? 'black' : 'white'
                    }.`}
                    isSelected={autoButtonText}
                    onChange={(auto) => change({ buttonTextColor: auto ? null : effectiveButtonText(draft) })}
                    isDisabled={!canEdit}
                  />
                  {!autoButtonText && (
                    <ColorField
                      label="Button text colour"
                      value={draft.buttonTextColor}
                      onChange={(buttonTextColor) =>
                        change({ buttonTextColor: buttonTextColor ?? '#FFFFFF' })
                      }
                      error={errors.buttonTextColor}
                    />
                  )}
                  {warnings.length > 0 && (
                    <ul className="space-y-2" aria-label="Contrast warnings">
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
                <p className="text-sm text-gray-600">Your pages use the Kairos colours.</p>
              )}
            </FormSection>

            <FormSection
              title="Layout"
              action={
                <SwitchField
                  label="Use my layout"
                  isSelected={draft.overrideLayout}
                  onChange={(overrideLayout) => change({ overrideLayout })}
                  isDisabled={!canEdit}
                />
              }
            >
              {draft.overrideLayout ? (
                <div className="grid gap-5 sm:grid-cols-2">
                  <SelectField
                    label="Booking page layout"
                    value={draft.layout ?? 'DEFAULT'}
                    onChange={(e) => change({ layout: e.target.value })}
                    options={LAYOUTS.map((value) => ({ value, label: LAYOUT_LABELS[value] }))}
                    error={errors.layout}
                  />
                  <SelectField
                    label="Event listing layout"
                    value={draft.eventListingLayout ?? 'LIST'}
                    onChange={(e) => change({ eventListingLayout: e.target.value })}
                    options={EVENT_LISTING_LAYOUTS.map((value) => ({ value, label: LISTING_LABELS[value] }))}
                    error={errors.eventListingLayout}
                  />
                </div>
              ) : (
                <p className="text-sm text-gray-600">Your pages use the standard layout.</p>
              )}
            </FormSection>

            <FormSection title="Branding" description="How your pages name you.">
              <TextField
                label="Booking name"
                name="bookingName"
                value={draft.bookingName ?? ''}
                placeholder={info.workspace.name}
                maxLength={200}
                onChange={(e) => change({ bookingName: e.target.value === '' ? null : e.target.value })}
                hint="Shown as the title of your listing; your workspace name when empty."
                error={errors.bookingName}
              />
              <LogoField
                value={draft.companyBranding.logo ?? null}
                disabled={!canEdit}
                onChange={(logo) => change({ companyBranding: { logo } })}
                error={errors['companyBranding.logo'] ?? errors.companyBranding}
              />
              <SwitchField
                label="Show “Powered by Kairos”"
                description="The small line at the foot of your public pages."
                isSelected={draft.poweredBy}
                onChange={(poweredBy) => change({ poweredBy })}
                isDisabled={!canEdit}
              />
            </FormSection>
          </fieldset>

          <div className="@4xl:sticky @4xl:top-6">
            <h2 className="mb-2 text-sm font-semibold text-gray-900">Preview</h2>
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
