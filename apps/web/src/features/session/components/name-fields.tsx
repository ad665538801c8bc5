import { useDashboardT } from '../../i18n/dashboard-i18n';
import { TextField } from '../../ui/components/text-field';

/** First and last name side by side, as sign-up and joining by invitation ask for them. */
export function NameFields({
  errors,
}: {
  errors: { firstName?: string | undefined; lastName?: string | undefined };
}) {
  const t = useDashboardT();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={t('auth.firstName')}
        name="firstName"
        autoComplete="given-name"
        error={errors.firstName}
      />
      <TextField
        label={t('auth.lastNameOptional')}
        name="lastName"
        autoComplete="family-name"
        error={errors.lastName}
      />
    </div>
  );
}
