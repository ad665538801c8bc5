import { ColorField } from '../../../ui/components/color-field';
import { FormSection } from '../../../ui/components/form-section';
import { SelectField } from '../../../ui/components/select-field';
import { SwitchField } from '../../../ui/components/switch-field';
import { TextField } from '../../../ui/components/text-field';
import type { EventDraft } from '../../event-draft';
import type { SectionProps } from './section-props';

type Appearance = EventDraft['appearance'];
type ColorKey = 'brandColor' | 'bgColor' | 'textColor' | 'buttonTextColor';

const LAYOUTS = [
  { value: 'MONTH', label: 'Month calendar' },
  { value: 'WEEK', label: 'Week view' },
  { value: 'COLUMN', label: 'Column view' },
];
const COLORS: { key: ColorKey; label: string }[] = [
  { key: 'brandColor', label: 'Brand colour' },
  { key: 'bgColor', label: 'Background' },
  { key: 'textColor', label: 'Text' },
  { key: 'buttonTextColor', label: 'Button text' },
];

/** How this event's booking page looks when it differs from the workspace's appearance. */
export function AppearanceSection({ draft, change, errors }: SectionProps) {
  const look = draft.appearance;
  const set = (patch: Partial<Appearance>) => change({ appearance: { ...look, ...patch } });
  const layoutOptions =
    LAYOUTS.some((l) => l.value === look.layout) || !look.layout
      ? LAYOUTS
      : [{ value: look.layout, label: look.layout }, ...LAYOUTS];

  return (
    <div className="space-y-6">
      <FormSection title="Booking page">
        <TextField
          label="Page title"
          name="appearance.bookingName"
          value={look.bookingName ?? ''}
          placeholder={draft.name}
          onChange={(event) => set({ bookingName: event.target.value || null })}
          hint="Shown instead of the event name on its page."
          error={errors['appearance.bookingName']}
        />
        <SwitchField
          label="Show company branding"
          isSelected={look.companyBranding}
          onChange={(companyBranding) => set({ companyBranding })}
        />
      </FormSection>

      <FormSection
        title="Layout"
        action={
          <SwitchField
            label="Use a layout of its own"
            hideLabel
            isSelected={look.overrideLayout}
            onChange={(overrideLayout) =>
              set({ overrideLayout, layout: overrideLayout ? (look.layout ?? 'MONTH') : look.layout })
            }
          />
        }
      >
        {look.overrideLayout ? (
          <SelectField
            label="Layout"
            options={layoutOptions}
            value={look.layout ?? 'MONTH'}
            onChange={(event) => set({ layout: event.target.value })}
            className="max-w-xs"
          />
        ) : (
          <p className="text-sm text-gray-600">Uses the workspace layout.</p>
        )}
      </FormSection>

      <FormSection
        title="Colours"
        action={
          <SwitchField
            label="Use colours of its own"
            hideLabel
            isSelected={look.overrideColors}
            onChange={(overrideColors) => set({ overrideColors })}
          />
        }
      >
        {look.overrideColors ? (
          <div className="grid gap-5 sm:grid-cols-2">
            {COLORS.map(({ key, label }) => (
              <ColorField
                key={key}
                label={label}
                allowEmpty
                value={look[key]}
                onChange={(value) => set({ [key]: value })}
                error={errors[`appearance.${key}`]}
              />
            ))}
          </div>
        ) : (
          <p className="text-sm text-gray-600">Uses the workspace colours.</p>
        )}
      </FormSection>
    </div>
  );
}
