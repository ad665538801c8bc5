import { useDashboardT } from '../../../i18n/dashboard-i18n';
import { ColorField } from '../../../ui/components/color-field';
import { FormSection } from '../../../ui/components/form-section';
import { NameSlugFields } from '../../../ui/components/name-slug-fields';
import { SwitchField } from '../../../ui/components/switch-field';
import { TextField } from '../../../ui/components/text-field';
import { TextareaField } from '../../../ui/components/textarea-field';
import type { DraftErrors, FormDraft } from '../../form-draft';

interface FormSettingsProps {
  draft: FormDraft;
  errors: DraftErrors;
  change: (patch: Partial<FormDraft>) => void;
}

/** Name, link, heading, button and look of the form. */
export function FormSettings({ draft, errors, change }: FormSettingsProps) {
  const theme = draft.theme;
  const t = useDashboardT();
  return (
    <FormSection title={t('routingForms.settings.title')} description={t('routingForms.settings.intro')}>
      <NameSlugFields
        name={draft.name}
        slug={draft.slug}
        isNew={false}
        isSideBySide
        onChange={change}
        errors={errors}
      />
      <SwitchField
        label={t('routingForms.settings.acceptResponses')}
        description={t('routingForms.settings.acceptResponsesHint')}
        isSelected={draft.status === 'ACTIVE'}
        onChange={(on) => change({ status: on ? 'ACTIVE' : 'INACTIVE' })}
      />
      <SwitchField
        label={t('routingForms.settings.showHeading')}
        isSelected={draft.enableTitleAndDescription}
        onChange={(enableTitleAndDescription) => change({ enableTitleAndDescription })}
      />
      {draft.enableTitleAndDescription && (
        <>
          <TextField
            label={t('routingForms.settings.heading')}
            name="title"
            value={draft.title}
            onChange={(e) => change({ title: e.target.value })}
            error={errors.title}
          />
          <TextareaField
            label={t('routingForms.settings.description')}
            rows={3}
            value={draft.description}
            onChange={(e) => change({ description: e.target.value })}
            error={errors.description}
          />
        </>
      )}
      <TextField
        label={t('routingForms.settings.submitText')}
        name="submitButtonText"
        value={draft.submitButtonText}
        onChange={(e) => change({ submitButtonText: e.target.value })}
        error={errors.submitButtonText}
      />
      <SwitchField
        label={t('routingForms.settings.showLogic')}
        description={t('routingForms.settings.showLogicHint')}
        isSelected={!draft.hideRoutingLogic}
        onChange={(on) => change({ hideRoutingLogic: !on })}
      />
      <SwitchField
        label={t('routingForms.settings.showBranding')}
        isSelected={theme.showBranding}
        onChange={(showBranding) => change({ theme: { ...theme, showBranding } })}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <ColorField
          label={t('routingForms.settings.buttonColour')}
          allowEmpty
          value={theme.ButtonBgColor ?? null}
          onChange={(value) => change({ theme: { ...theme, ButtonBgColor: value ?? undefined } })}
          error={errors['theme.ButtonBgColor']}
        />
        <ColorField
          label={t('routingForms.settings.buttonTextColour')}
          allowEmpty
          value={theme.ButtonTextColor ?? null}
          onChange={(value) => change({ theme: { ...theme, ButtonTextColor: value ?? undefined } })}
          error={errors['theme.ButtonTextColor']}
        />
        <ColorField
          label={t('routingForms.settings.textColour')}
          allowEmpty
          value={theme.TextColor ?? null}
          onChange={(value) => change({ theme: { ...theme, TextColor: value ?? undefined } })}
          error={errors['theme.TextColor']}
        />
      </div>
    </FormSection>
  );
}
