import type { InvitationPreview } from '@kairos/core/accounts/member-schema';
import { MIN_PASSWORD_LENGTH } from '@kairos/core/constants';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../api/api-error';
import { useDashboardT, withElement } from '../../i18n/dashboard-i18n';
import { AuthLayout, AuthLink } from '../../session/components/auth-layout';
import { FormAlert } from '../../session/components/form-alert';
import { NameFields } from '../../session/components/name-fields';
import { errorsFromApi, type FormErrors, NO_FORM_ERRORS } from '../../session/form-errors';
import { PagePending } from '../../shell/components/page-pending';
import { Button } from '../../ui/components/button';
import { TextField } from '../../ui/components/text-field';
import { invitationQuery, useAcceptInvitation } from '../invite-queries';

const routeApi = getRouteApi('/invite/$token');

const FIELDS = ['firstName', 'lastName', 'password'] as const;
type Field = (typeof FIELDS)[number];

/** `/invite/{token}`: join a workspace, with a new account or an existing one. */
export function InvitationPage() {
  const { token } = routeApi.useParams();
  const invitation = useQuery(invitationQuery(token));
  const t = useDashboardT();

  if (invitation.isPending) return <PagePending />;
  if (invitation.isError) {
    const used = isApiError(invitation.error) && invitation.error.code === 'INVITATION_USED';
    return (
      <InvitationProblem
        title={t(used ? 'auth.invite.usedTitle' : 'auth.invite.invalidTitle')}
        text={t(used ? 'auth.invite.usedText' : 'auth.invite.invalidText')}
      />
    );
  }
  if (invitation.data.expired) {
    return <InvitationProblem title={t('auth.invite.expiredTitle')} text={t('auth.invite.expiredText')} />;
  }
  return <AcceptInvitation token={token} invitation={invitation.data} />;
}

function InvitationProblem({ title, text }: { title: string; text: string }) {
  const t = useDashboardT();
  return (
    <AuthLayout title={title} subtitle={text} footer={<LoginLink />}>
      <Link to="/" className="text-sm font-medium text-brand-700 hover:underline">
        {t('auth.invite.home')}
      </Link>
    </AuthLayout>
  );
}

function LoginLink() {
  const t = useDashboardT();
  return <AuthLink to="/login">{t('auth.logIn')}</AuthLink>;
}

function AcceptInvitation({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const t = useDashboardT();
  const accept = useAcceptInvitation(token);
  const [errors, setErrors] = useState<FormErrors<Field>>(NO_FORM_ERRORS);
  const existing = invitation.hasAccount;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<Field, string | undefined>;
    const found: Partial<Record<Field, string>> = {};
    if (!existing && !data.firstName?.trim()) found.firstName = t('auth.invite.firstNameMissing');
    if (!data.password) found.password = t('auth.invite.passwordMissing');
    else if (!existing && data.password.length < MIN_PASSWORD_LENGTH)
      found.password = t('auth.invite.passwordShort', { count: MIN_PASSWORD_LENGTH });
    if (Object.keys(found).length > 0) {
      setErrors({ fields: found, form: null });
      return;
    }
    setErrors(NO_FORM_ERRORS);
    accept.mutate(
      existing
        ? { password: data.password }
        : { firstName: data.firstName, lastName: data.lastName ?? '', password: data.password },
      {
        onSuccess: () => window.location.assign('/app'),
        onError: (error) =>
          setErrors(errorsFromApi(error, FIELDS, existing ? { INVALID_CREDENTIALS: 'password' } : {})),
      },
    );
  }

  return (
    <AuthLayout
      title={t('auth.invite.title', { workspace: invitation.workspaceName })}
      subtitle={
        invitation.invitedBy
          ? t('auth.invite.subtitleFrom', { inviter: invitation.invitedBy, role: invitation.roleName })
          : t('auth.invite.subtitle', { role: invitation.roleName })
      }
      footer={
        existing
          ? t('auth.invite.existingFooter')
          : withElement(t, 'auth.signup.haveAccount', 'logIn', <LoginLink />)
      }
    >
      <form noValidate onSubmit={handleSubmit} className="space-y-5">
        <FormAlert message={errors.form} />
        <TextField label={t('auth.email')} name="emailId" value={invitation.emailId} readOnly disabled />
        {!existing && <NameFields errors={errors.fields} />}
        <TextField
          label={t('auth.password')}
          name="password"
          type="password"
          autoComplete={existing ? 'current-password' : 'new-password'}
          hint={existing ? undefined : t('auth.passwordHint', { count: MIN_PASSWORD_LENGTH })}
          error={errors.fields.password}
        />
        <Button
          type="submit"
          isLoading={accept.isPending}
          loadingText={t('auth.invite.joining')}
          className="w-full"
        >
          {t(existing ? 'auth.invite.logInAndJoin' : 'auth.invite.createAndJoin')}
        </Button>
      </form>
    </AuthLayout>
  );
}
