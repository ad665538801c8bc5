import {
  BOOKING_COLUMNS,
  type BookingColumn,
  DEFAULT_BOOKING_COLUMNS,
  type GoogleSheetsState,
} from '@kairos/core/apps/google-sheets-schema';
import type { DashboardKey } from '@kairos/core/i18n/dashboard/en';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { ConnectedServiceCard } from '../../integrations/components/connected-service-card';
import { Badge } from '../../ui/components/badge';
import { Button } from '../../ui/components/button';
import { CheckboxField } from '../../ui/components/checkbox-field';
import { FormSection } from '../../ui/components/form-section';
import { QueryCard } from '../../ui/components/query-card';
import { TextField } from '../../ui/components/text-field';
import { GOOGLE_SHEETS_FIELDS, GoogleSheetsFormSchema } from '../google-sheets-form';
import { googleSheetsQuery, useGoogleSignIn, useRemoveGoogleSheets, useSaveGoogleSheets } from '../queries';

/** The columns' names on the form, by key (the sheet's header row keeps core's English names). */
const COLUMN_KEYS = {
  bookingId: 'sheets.column.bookingId',
  status: 'sheets.column.status',
  eventType: 'sheets.column.eventType',
  start: 'sheets.column.start',
  end: 'sheets.column.end',
  timezone: 'sheets.column.timezone',
  attendeeName: 'sheets.column.attendeeName',
  attendeeEmail: 'sheets.column.attendeeEmail',
  answers: 'sheets.column.answers',
  host: 'sheets.column.host',
  location: 'sheets.column.location',
  noShow: 'sheets.column.noShow',
  cancellationReason: 'sheets.column.cancellationReason',
  utmSource: 'sheets.column.utmSource',
  utmCampaign: 'sheets.column.utmCampaign',
} as const satisfies Record<BookingColumn, DashboardKey>;

/**
 * Apps & integrations › Google Sheets: its form when this server can sign in to Google, else why
 * not (the page's introduction names a spreadsheet, so the card says why it cannot be used).
 */
export function GoogleSheetsCard() {
  return (
    <QueryCard query={useQuery(googleSheetsQuery)} skeletonClassName="h-72">
      {(state) =>
        !state.available && !state.connection ? (
          <NotSetUp />
        ) : (
          <GoogleSheetsForm key={state.connection?.updatedAt ?? 'new'} state={state} />
        )
      }
    </QueryCard>
  );
}

function NotSetUp() {
  const t = useDashboardT();
  return (
    <FormSection
      title="Google Sheets"
      description={t('sheets.description')}
      action={<Badge>{t('sheets.notSetUp')}</Badge>}
    >
      <p className="text-sm text-gray-600">{t('sheets.notSetUpText')}</p>
    </FormSection>
  );
}

function SignInButton({ again }: { again?: boolean }) {
  const t = useDashboardT();
  const signIn = useGoogleSignIn();
  return (
    <Button
      type="button"
      variant={again ? 'secondary' : 'primary'}
      isLoading={signIn.isPending}
      loadingText={t('sheets.opening')}
      onClick={() => signIn.mutate(undefined, { onError: (error) => toast.error(error.message) })}
    >
      {again ? t('sheets.signInAgain') : t('sheets.signIn')}
    </Button>
  );
}

function GoogleSheetsForm({ state }: { state: GoogleSheetsState }) {
  const t = useDashboardT();
  const { connection, authorized } = state;
  const [columns, setColumns] = useState<BookingColumn[]>(connection?.columns ?? DEFAULT_BOOKING_COLUMNS);
  const canSave = authorized || connection !== null;
  const toggle = (key: BookingColumn, on: boolean) =>
    setColumns((now) => BOOKING_COLUMNS.map((c) => c.key).filter((k) => (k === key ? on : now.includes(k))));

  return (
    <ConnectedServiceCard
      title="Google Sheets"
      description={t('sheets.description')}
      connection={connection}
      schema={GoogleSheetsFormSchema}
      fields={GOOGLE_SHEETS_FIELDS}
      enabledSwitch={
        canSave ? { label: t('sheets.switch'), description: t('integrations.service.pauseHint') } : undefined
      }
      save={useSaveGoogleSheets()}
      remove={useRemoveGoogleSheets()}
      removal="disconnect"
      removeMessage={t('sheets.removeMessage')}
      submit={canSave ? undefined : <SignInButton />}
      footer={connection?.needsSignIn ? <SignInButton again /> : undefined}
    >
      {(errors) =>
        !canSave ? (
          <p className="text-sm text-gray-600">{t('sheets.signInFirst')}</p>
        ) : (
          <>
            {connection?.lastError && (
              <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-800">
                {t('sheets.lastError', { reason: connection.lastError })}
              </p>
            )}
            <TextField
              label={t('sheets.spreadsheet')}
              name="spreadsheetId"
              defaultValue={connection?.spreadsheetId ?? ''}
              hint={t('sheets.spreadsheetHint')}
              error={errors.spreadsheetId}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={t('sheets.bookingsSheet')}
                name="bookingsSheet"
                defaultValue={connection?.bookingsSheet ?? t('sheets.bookingsSheetDefault')}
                hint={t('sheets.bookingsSheetHint')}
                error={errors.bookingsSheet}
              />
              <TextField
                label={t('sheets.responsesSheet')}
                name="responsesSheet"
                defaultValue={connection?.responsesSheet ?? ''}
                hint={t('sheets.responsesSheetHint')}
                error={errors.responsesSheet}
              />
            </div>
            <fieldset aria-describedby="sheet-columns-hint">
              <legend className="text-sm font-medium text-gray-800">{t('sheets.columns')}</legend>
              <p id="sheet-columns-hint" className="mt-0.5 text-sm text-gray-500">
                {connection?.timezone
                  ? t('sheets.columnsHint', { timezone: connection.timezone })
                  : t('sheets.columnsHintNoZone')}
              </p>
              <input type="hidden" name="columns" value={columns.join(',')} />
              <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
                {BOOKING_COLUMNS.map((c) => (
                  <CheckboxField
                    key={c.key}
                    label={t(COLUMN_KEYS[c.key])}
                    checked={columns.includes(c.key)}
                    onChange={(on) => toggle(c.key, on)}
                  />
                ))}
              </div>
              {errors.columns && (
                <p role="alert" className="mt-1 text-sm text-red-600">
                  {errors.columns}
                </p>
              )}
            </fieldset>
          </>
        )
      }
    </ConnectedServiceCard>
  );
}
