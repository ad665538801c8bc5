import { SignupBodySchema } from '@kairos/core/accounts/schemas';
import { MIN_PASSWORD_LENGTH } from '@kairos/core/constants';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { Button } from '../../ui/components/button';
import { EmailField, TextField } from '../../ui/components/text-field';
import { useSignupMutation } from '../queries';
import { useCheckedSubmit } from '../use-checked-submit';
import { FormAlert } from './form-alert';
import { NameFields } from './name-fields';

const FIELDS = ['firstName', 'lastName', 'emailId', 'password', 'companyName'] as const;

export function SignupForm({ onSuccess }: { onSuccess: () => void }) {
  const t = useDashboardT();
  const signup = useSignupMutation();
  const { errors, handleSubmit } = useCheckedSubmit({
    schema: SignupBodySchema,
    fields: FIELDS,
    send: (body, { onError }) => signup.mutate(body, { onSuccess, onError }),
    codeFields: { EMAIL_TAKEN: 'emailId' },
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <FormAlert message={errors.form} />
      <NameFields errors={errors.fields} />
      <EmailField label={t('auth.workEmail')} error={errors.fields.emailId} />
      <TextField
        label={t('auth.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        hint={t('auth.passwordHint', { count: MIN_PASSWORD_LENGTH })}
        error={errors.fields.password}
      />
      <TextField
        label={t('auth.companyName')}
        name="companyName"
        autoComplete="organization"
        error={errors.fields.companyName}
      />
      <Button
        type="submit"
        isLoading={signup.isPending}
        loadingText={t('auth.signup.submitting')}
        className="w-full"
      >
        {t('auth.signup.submit')}
      </Button>
    </form>
  );
}
