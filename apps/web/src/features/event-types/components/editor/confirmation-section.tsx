import { CONFIRMATION_FIELDS } from '@kairos/core/events/page-schema';
import type { DashboardKey } from '@kairos/core/i18n/dashboard/en';
import { useDashboardT } from '../../../i18n/dashboard-i18n';
import { Button } from '../../../ui/components/button';
import { CheckboxField } from '../../../ui/components/checkbox-field';
import { FormSection } from '../../../ui/components/form-section';
import { PlusIcon, TrashIcon } from '../../../ui/components/icons';
import { SwitchField } from '../../../ui/components/switch-field';
import { TextField } from '../../../ui/components/text-field';
import type { EventDraft } from '../../event-draft';
import type { SectionProps } from './section-props';

type Page = EventDraft['confirmationPage'];

const FIELD_KEYS = {
  EVENT_NAME: 'eventTypes.confirmation.field.eventName',
  ATTENDEE_NAME: 'eventTypes.confirmation.field.attendeeName',
  DURATION: 'eventTypes.confirmation.field.duration',
  HOSTS: 'eventTypes.confirmation.field.hosts',
  MODE_OF_MEETING: 'eventTypes.confirmation.field.location',
  DATE_TIME: 'eventTypes.confirmation.field.dateTime',
  TIMEZONE: 'eventTypes.confirmation.field.timezone',
  PAYMENT_DETAILS: 'eventTypes.confirmation.field.payment',
} as const satisfies Record<(typeof CONFIRMATION_FIELDS)[number], DashboardKey>;

/** The page after booking: stay and show chosen details and links, or go to another address. */
export function ConfirmationSection({ draft, change, errors }: SectionProps) {
  const t = useDashboardT();
  const page = draft.confirmationPage;
  const set = (patch: Partial<Page>) => change({ confirmationPage: { ...page, ...patch } });
  const err = (path: string) => errors[`confirmationPage.${path}`];
  const shown = (name: (typeof CONFIRMATION_FIELDS)[number]) =>
    page.eventFieldsToShow.find((f) => f.name === name)?.enable ?? false;

  return (
    <div className="space-y-6">
      <FormSection
        title={t('eventTypes.confirmation.redirect')}
        description={t('eventTypes.confirmation.redirectIntro')}
      >
        <TextField
          label={t('eventTypes.confirmation.redirectAddress')}
          name="confirmationPage.redirectURL"
          type="url"
          placeholder="https://example.com/thanks"
          value={page.redirectURL}
          onChange={(event) => set({ redirectURL: event.target.value })}
          hint={t('eventTypes.confirmation.redirectHint')}
          error={err('redirectURL')}
        />
        <CheckboxField
          label={t('eventTypes.confirmation.pass')}
          description={t('eventTypes.confirmation.passHint')}
          checked={page.passEventDetailsToURL}
          onChange={(passEventDetailsToURL) => set({ passEventDetailsToURL })}
        />
      </FormSection>

      <FormSection
        title={t('eventTypes.confirmation.page')}
        action={
          <SwitchField
            label={t('eventTypes.confirmation.customise')}
            isSelected={page.customizeThankYouPage}
            onChange={(customizeThankYouPage) => set({ customizeThankYouPage })}
          />
        }
      >
        {page.customizeThankYouPage ? (
          <>
            <fieldset>
              <legend className="text-sm font-medium text-gray-800">
                {t('eventTypes.confirmation.details')}
              </legend>
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                {CONFIRMATION_FIELDS.map((name) => (
                  <CheckboxField
                    key={name}
                    label={t(FIELD_KEYS[name])}
                    checked={shown(name)}
                    onChange={(enable) =>
                      set({
                        eventFieldsToShow: CONFIRMATION_FIELDS.map((n) => ({
                          name: n,
                          enable: n === name ? enable : shown(n),
                        })),
                      })
                    }
                  />
                ))}
              </div>
            </fieldset>
            <fieldset>
              <legend className="text-sm font-medium text-gray-800">
                {t('eventTypes.confirmation.links')}
              </legend>
              <div className="mt-2 space-y-3">
                {page.links.map((link, index) => (
                  <div
                    // biome-ignore lint/suspicious/noArrayIndexKey: links are edited in place
                    key={index}
                    className="grid gap-3 rounded-lg border border-gray-200 p-3 sm:grid-cols-[1fr_1.5fr_auto]"
                  >
                    <TextField
                      label={t('eventTypes.confirmation.linkText', { n: index + 1 })}
                      name={`confirmationPage.links.${index}.name`}
                      value={link.name}
                      onChange={(event) =>
                        set({
                          links: page.links.map((l, i) =>
                            i === index ? { ...l, name: event.target.value } : l,
                          ),
                        })
                      }
                      error={err(`links.${index}.name`)}
                    />
                    <TextField
                      label={t('eventTypes.confirmation.linkAddress', { n: index + 1 })}
                      name={`confirmationPage.links.${index}.url`}
                      type="url"
                      value={link.url}
                      onChange={(event) =>
                        set({
                          links: page.links.map((l, i) =>
                            i === index ? { ...l, url: event.target.value } : l,
                          ),
                        })
                      }
                      error={err(`links.${index}.url`)}
                    />
                    <Button
                      variant="ghost"
                      aria-label={t('eventTypes.confirmation.removeLink', { n: index + 1 })}
                      onClick={() => set({ links: page.links.filter((_, i) => i !== index) })}
                      className="self-start !p-2 sm:mt-7"
                    >
                      <TrashIcon className="size-4" />
                    </Button>
                  </div>
                ))}
              </div>
              {page.links.length < 10 && (
                <Button
                  variant="secondary"
                  className="mt-3"
                  onClick={() =>
                    set({ links: [...page.links, { name: '', url: '', enable: true, type: 'CUSTOM' }] })
                  }
                >
                  <PlusIcon className="size-4" />
                  {t('eventTypes.confirmation.addLink')}
                </Button>
              )}
            </fieldset>
          </>
        ) : (
          <p className="text-sm text-gray-600">{t('eventTypes.confirmation.standard')}</p>
        )}
      </FormSection>
    </div>
  );
}
