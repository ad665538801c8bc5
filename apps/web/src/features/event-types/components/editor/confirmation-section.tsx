import { CONFIRMATION_FIELDS } from '@kairos/core/events/page-schema';
import { Button } from '../../../ui/components/button';
import { CheckboxField } from '../../../ui/components/checkbox-field';
import { FormSection } from '../../../ui/components/form-section';
import { PlusIcon, TrashIcon } from '../../../ui/components/icons';
import { SwitchField } from '../../../ui/components/switch-field';
import { TextField } from '../../../ui/components/text-field';
import type { EventDraft } from '../../event-draft';
import type { SectionProps } from './section-props';

type Page = EventDraft['confirmationPage'];

const FIELD_LABELS: Record<(typeof CONFIRMATION_FIELDS)[number], string> = {
  EVENT_NAME: 'Event name',
  ATTENDEE_NAME: 'Attendee name',
  DURATION: 'Duration',
  HOSTS: 'Hosts',
  MODE_OF_MEETING: 'Location',
  DATE_TIME: 'Date and time',
  TIMEZONE: 'Timezone',
  PAYMENT_DETAILS: 'Payment details',
};

/** The page after booking: stay and show chosen details and links, or go to another address. */
export function ConfirmationSection({ draft, change, errors }: SectionProps) {
  const page = draft.confirmationPage;
  const set = (patch: Partial<Page>) => change({ confirmationPage: { ...page, ...patch } });
  const err = (path: string) => errors[`confirmationPage.${path}`];
  const shown = (name: (typeof CONFIRMATION_FIELDS)[number]) =>
    page.eventFieldsToShow.find((f) => f.name === name)?.enable ?? false;

  return (
    <div className="space-y-6">
      <FormSection title="Redirect" description="Send attendees to your own page after they book.">
        <TextField
          label="Redirect address"
          name="confirmationPage.redirectURL"
          type="url"
          placeholder="https://example.com/thanks"
          value={page.redirectURL}
          onChange={(event) => set({ redirectURL: event.target.value })}
          hint="Leave empty to show the confirmation page."
          error={err('redirectURL')}
        />
        <CheckboxField
          label="Pass the booking details to that address"
          description="Adds the event, time and attendee to the address as query parameters."
          checked={page.passEventDetailsToURL}
          onChange={(passEventDetailsToURL) => set({ passEventDetailsToURL })}
        />
      </FormSection>

      <FormSection
        title="Confirmation page"
        action={
          <SwitchField
            label="Customise"
            isSelected={page.customizeThankYouPage}
            onChange={(customizeThankYouPage) => set({ customizeThankYouPage })}
          />
        }
      >
        {page.customizeThankYouPage ? (
          <>
            <fieldset>
              <legend className="text-sm font-medium text-gray-800">Details to show</legend>
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                {CONFIRMATION_FIELDS.map((name) => (
                  <CheckboxField
                    key={name}
                    label={FIELD_LABELS[name]}
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
              <legend className="text-sm font-medium text-gray-800">Links</legend>
              <div className="mt-2 space-y-3">
                {page.links.map((link, index) => (
                  <div
                    // biome-ignore lint/suspicious/noArrayIndexKey: links are edited in place
                    key={index}
                    className="grid gap-3 rounded-lg border border-gray-200 p-3 sm:grid-cols-[1fr_1.5fr_auto]"
                  >
                    <TextField
                      label={`Link ${index + 1} text`}
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
                      label={`Link ${index + 1} address`}
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
                      aria-label={`Remove link ${index + 1}`}
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
                  Add a link
                </Button>
              )}
            </fieldset>
          </>
        ) : (
          <p className="text-sm text-gray-600">Attendees see the standard confirmation with every detail.</p>
        )}
      </FormSection>
    </div>
  );
}
