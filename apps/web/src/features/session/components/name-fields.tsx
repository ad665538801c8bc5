import { TextField } from '../../ui/components/text-field';

/** First and last name side by side, as sign-up and joining by invitation ask for them. */
export function NameFields({
  errors,
}: {
  errors: { firstName?: string | undefined; lastName?: string | undefined };
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField label="First name" name="firstName" autoComplete="given-name" error={errors.firstName} />
      <TextField
        label="Last name (optional)"
        name="lastName"
        autoComplete="family-name"
        error={errors.lastName}
      />
    </div>
  );
}
