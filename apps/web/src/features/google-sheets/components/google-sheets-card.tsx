import {
  BOOKING_COLUMNS,
  type BookingColumn,
  DEFAULT_BOOKING_COLUMNS,
  type GoogleSheetsState,
} from '@kairos/core/apps/google-sheets-schema';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ConnectedServiceCard } from '../../integrations/components/connected-service-card';
import { Badge } from '../../ui/components/badge';
import { Button } from '../../ui/components/button';
import { CheckboxField } from '../../ui/components/checkbox-field';
import { FormSection } from '../../ui/components/form-section';
import { QueryCard } from '../../ui/components/query-card';
import { TextField } from '../../ui/components/text-field';
import { GOOGLE_SHEETS_FIELDS, GoogleSheetsFormSchema } from '../google-sheets-form';
import { googleSheetsQuery, useGoogleSignIn, useRemoveGoogleSheets, useSaveGoogleSheets } from '../queries';

const DESCRIPTION =
  'Add a row to a Google Sheet for every booking, kept up to date when it is rescheduled, cancelled or marked a no-show, and a row for every routing form response.';

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
  return (
    <FormSection title="Google Sheets" description={DESCRIPTION} action={<Badge>Not set up</Badge>}>
      <p className="text-sm text-gray-600">
        Google sign-in is not set up on this server (its administrator sets GOOGLE_CLIENT_ID and
        GOOGLE_CLIENT_SECRET), so no spreadsheet can be connected yet.
      </p>
    </FormSection>
  );
}

function SignInButton({ again }: { again?: boolean }) {
  const signIn = useGoogleSignIn();
  return (
    <Button
      type="button"
      variant={again ? 'secondary' : 'primary'}
      isLoading={signIn.isPending}
      loadingText="Opening Google…"
      onClick={() => signIn.mutate(undefined, { onError: (error) => toast.error(error.message) })}
    >
      {again ? 'Sign in with Google again' : 'Sign in with Google'}
    </Button>
  );
}

function GoogleSheetsForm({ state }: { state: GoogleSheetsState }) {
  const { connection, authorized } = state;
  const [columns, setColumns] = useState<BookingColumn[]>(connection?.columns ?? DEFAULT_BOOKING_COLUMNS);
  const canSave = authorized || connection !== null;
  const toggle = (key: BookingColumn, on: boolean) =>
    setColumns((now) => BOOKING_COLUMNS.map((c) => c.key).filter((k) => (k === key ? on : now.includes(k))));

  return (
    <ConnectedServiceCard
      title="Google Sheets"
      description={DESCRIPTION}
      connection={connection}
      schema={GoogleSheetsFormSchema}
      fields={GOOGLE_SHEETS_FIELDS}
      enabledSwitch={
        canSave
          ? { label: 'Write to the sheet', description: 'Turn off to pause without losing the set-up.' }
          : undefined
      }
      save={useSaveGoogleSheets()}
      remove={useRemoveGoogleSheets()}
      removeVerb="Disconnect"
      removeMessage="New bookings are no longer written to your sheet and the Google sign-in is forgotten. The sheet and its rows stay as they are."
      submit={canSave ? undefined : <SignInButton />}
      footer={connection?.needsSignIn ? <SignInButton again /> : undefined}
    >
      {(errors) =>
        !canSave ? (
          <p className="text-sm text-gray-600">
            Sign in with the Google account that may edit the spreadsheet. Kairos asks only to read and write
            your spreadsheets.
          </p>
        ) : (
          <>
            {connection?.lastError && (
              <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-800">
                The last row could not be written: {connection.lastError}
              </p>
            )}
            <TextField
              label="Spreadsheet"
              name="spreadsheetId"
              defaultValue={connection?.spreadsheetId ?? ''}
              hint="Paste the spreadsheet’s address from your browser, or the ID in it."
              error={errors.spreadsheetId}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Sheet for bookings"
                name="bookingsSheet"
                defaultValue={connection?.bookingsSheet ?? 'Bookings'}
                hint="The tab’s name. Its first row becomes the header."
                error={errors.bookingsSheet}
              />
              <TextField
                label="Sheet for form responses (optional)"
                name="responsesSheet"
                defaultValue={connection?.responsesSheet ?? ''}
                hint="Leave empty to write no responses."
                error={errors.responsesSheet}
              />
            </div>
            <fieldset aria-describedby="sheet-columns-hint">
              <legend className="text-sm font-medium text-gray-800">Columns</legend>
              <p id="sheet-columns-hint" className="mt-0.5 text-sm text-gray-500">
                In this order. Times are written in {connection?.timezone ?? 'your profile’s time zone'}.
              </p>
              <input type="hidden" name="columns" value={columns.join(',')} />
              <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
                {BOOKING_COLUMNS.map((c) => (
                  <CheckboxField
                    key={c.key}
                    label={c.label}
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
