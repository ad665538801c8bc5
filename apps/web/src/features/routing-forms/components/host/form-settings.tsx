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
  return (
    <FormSection title="Form" description="How the form is named, found and presented.">
      <NameSlugFields
        name={draft.name}
        slug={draft.slug}
        isNew={false}
        isSideBySide
        onChange={change}
        errors={errors}
      />
      <SwitchField
        label="Accept responses"
        description="When off, the public link says the form is no longer accessible."
        isSelected={draft.status === 'ACTIVE'}
        onChange={(on) => change({ status: on ? 'ACTIVE' : 'INACTIVE' })}
      />
      <SwitchField
        label="Show a title and description"
        isSelected={draft.enableTitleAndDescription}
        onChange={(enableTitleAndDescription) => change({ enableTitleAndDescription })}
      />
      {draft.enableTitleAndDescription && (
        <>
          <TextField
            label="Title"
            name="title"
            value={draft.title}
            onChange={(e) => change({ title: e.target.value })}
            error={errors.title}
          />
          <TextareaField
            label="Description"
            rows={3}
            value={draft.description}
            onChange={(e) => change({ description: e.target.value })}
            error={errors.description}
          />
        </>
      )}
      <TextField
        label="Submit button text"
        name="submitButtonText"
        value={draft.submitButtonText}
        onChange={(e) => change({ submitButtonText: e.target.value })}
        error={errors.submitButtonText}
      />
      <SwitchField
        label="Show the routing logic in your preview"
        description="A side panel in the preview lists where each rule leads and marks the one your answers match. Visitors never see it."
        isSelected={!draft.hideRoutingLogic}
        onChange={(on) => change({ hideRoutingLogic: !on })}
      />
      <SwitchField
        label="Show the Kairos banner"
        isSelected={theme.showBranding}
        onChange={(showBranding) => change({ theme: { ...theme, showBranding } })}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <ColorField
          label="Button colour"
          allowEmpty
          value={theme.ButtonBgColor ?? null}
          onChange={(value) => change({ theme: { ...theme, ButtonBgColor: value ?? undefined } })}
          error={errors['theme.ButtonBgColor']}
        />
        <ColorField
          label="Button text colour"
          allowEmpty
          value={theme.ButtonTextColor ?? null}
          onChange={(value) => change({ theme: { ...theme, ButtonTextColor: value ?? undefined } })}
          error={errors['theme.ButtonTextColor']}
        />
        <ColorField
          label="Text colour"
          allowEmpty
          value={theme.TextColor ?? null}
          onChange={(value) => change({ theme: { ...theme, TextColor: value ?? undefined } })}
          error={errors['theme.TextColor']}
        />
      </div>
    </FormSection>
  );
}
