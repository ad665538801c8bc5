import type { DashboardKey } from '@kairos/core/i18n/dashboard/en';
import { useDashboardT } from '../../../i18n/dashboard-i18n';
import { ColorField } from '../../../ui/components/color-field';
import { FormSection } from '../../../ui/components/form-section';
import { SelectField } from '../../../ui/components/select-field';
import { SwitchField } from '../../../ui/components/switch-field';
import { TextField } from '../../../ui/components/text-field';
import type { EventDraft } from '../../event-draft';
import type { SectionProps } from './section-props';

type Appearance = EventDraft['appearance'];
type ColorKey = 'brandColor' | 'bgColor' | 'textColor' | 'buttonTextColor';

const LAYOUTS: { value: string; label: DashboardKey }[] = [
  { value: 'MONTH', label: 'eventTypes.appearance.month' },
  { value: 'WEEK', label: 'eventTypes.appearance.week' },
  { value: 'COLUMN', label: 'eventTypes.appearance.column' },
];
const COLORS: { key: ColorKey; label: DashboardKey }[] = [
  { key: 'brandColor', label: 'eventTypes.appearance.brandColour' },
  { key: 'bgColor', label: 'eventTypes.appearance.background' },
  { key: 'textColor', label: 'eventTypes.appearance.text' },
  { key: 'buttonTextColor', label: 'eventTypes.appearance.buttonText' },
];

/** How this event's booking page looks when it differs from the workspace's appearance. */
export function AppearanceSection({ draft, change, errors }: SectionProps) {
  const t = useDashboardT();
  const look = draft.appearance;
  const set = (patch: Partial<Appearance>) => change({ appearance: { ...look, ...patch } });
  const layouts = LAYOUTS.map((layout) => ({ value: layout.value, label: t(layout.label) }));
  const layoutOptions =
    LAYOUTS.some((l) => l.value === look.layout) || !look.layout
      ? layouts
      : [{ value: look.layout, label: look.layout }, ...layouts];

  return (
    <div className="space-y-6">
      <FormSection title={t('eventTypes.appearance.page')}>
        <TextField
          label={t('eventTypes.appearance.pageTitle')}
          name="appearance.bookingName"
          value={look.bookingName ?? ''}
          placeholder={draft.name}
          onChange={(event) => set({ bookingName: event.target.value || null })}
          hint={t('eventTypes.appearance.pageTitleHint')}
          error={errors['appearance.bookingName']}
        />
        <SwitchField
          label={t('eventTypes.appearance.branding')}
          isSelected={look.companyBranding}
          onChange={(companyBranding) => set({ companyBranding })}
        />
      </FormSection>

      <FormSection
        title={t('eventTypes.appearance.layout')}
        action={
          <SwitchField
            label={t('eventTypes.appearance.ownLayout')}
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
            label={t('eventTypes.appearance.layout')}
            options={layoutOptions}
            value={look.layout ?? 'MONTH'}
            onChange={(event) => set({ layout: event.target.value })}
            className="max-w-xs"
          />
        ) : (
          <p className="text-sm text-gray-600">{t('eventTypes.appearance.workspaceLayout')}</p>
        )}
      </FormSection>

      <FormSection
        title={t('eventTypes.appearance.colours')}
        action={
          <SwitchField
            label={t('eventTypes.appearance.ownColours')}
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
                label={t(label)}
                allowEmpty
                value={look[key]}
                onChange={(value) => set({ [key]: value })}
                error={errors[`appearance.${key}`]}
              />
            ))}
          </div>
        ) : (
          <p className="text-sm text-gray-600">{t('eventTypes.appearance.workspaceColours')}</p>
        )}
      </FormSection>
    </div>
  );
}
