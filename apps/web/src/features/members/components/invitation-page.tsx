import type { InvitationPreview } from '@kairos/core/accounts/member-schema';
import { MIN_PASSWORD_LENGTH } from '@kairos/core/constants';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../api/api-error';
import { AuthLayout } from '../../session/components/auth-layout';
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

  if (invitation.isPending) return <PagePending />;
  if (invitation.isError) {
    const used = isApiError(invitation.error) && invitation.error.code === 'INVITATION_USED';
    return (
      <InvitationProblem
        title={used ? 'This invitation has already been used' : 'This invitation is not valid'}
        text={
          used
            ? 'Log in with the account that accepted it.'
            : 'It may have been revoked or replaced by a newer one. Ask the person who invited you to send it again.'
        }
      />
    );
  }
  if (invitation.data.expired) {
    return (
      <InvitationProblem
        title="This invitation has expired"
        text="Invitations work for 7 days. Ask the person who invited you to send it again."
      />
    );
  }
  return <AcceptInvitation token={token} invitation={invitation.data} />;
}

function InvitationProblem({ title, text }: { title: string; text: string }) {
  return (
    <AuthLayout title={title} subtitle={text} footer={<LoginLink />}>
      <Link to="/" className="text-sm font-medium text-brand-700 hover:underline">
        Go to homepage
      </Link>
    </AuthLayout>
  );
}

function LoginLink() {
  return (
    <Link to="/login" className="rounded font-medium text-brand-700 hover:underline">
      Log in
    </Link>
  );
}

function AcceptInvitation({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const accept = useAcceptInvitation(token);
  const [errors, setErrors] = useState<FormErrors<Field>>(NO_FORM_ERRORS);
  const existing = invitation.hasAccount;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<Field, string | undefined>;
    const found: Partial<Record<Field, string>> = {};
    if (!existing && !data.firstName?.trim()) found.firstName = 'Please enter your first name';
    if (!data.password) found.password = 'Please enter your password';
    else if (!existing && data.password.length < MIN_PASSWORD_LENGTH)
      found.password = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
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

  const inviter = invitation.invitedBy ? `${invitation.invitedBy} invited you` : 'You are invited';
  return (
    <AuthLayout
      title={`Join ${invitation.workspaceName}`}
      subtitle={`${inviter} to join as ${invitation.roleName}.`}
      footer={
        existing ? (
          'Use the password of your Kairos account.'
        ) : (
          <>
            Already have an account? <LoginLink />
          </>
        )
      }
    >
      <form noValidate onSubmit={handleSubmit} className="space-y-5">
        <FormAlert message={errors.form} />
        <TextField label="Email" name="emailId" value={invitation.emailId} readOnly disabled />
        {!existing && <NameFields errors={errors.fields} />}
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete={existing ? 'current-password' : 'new-password'}
          hint={existing ? undefined : `At least ${MIN_PASSWORD_LENGTH} characters.`}
          error={errors.fields.password}
        />
        <Button type="submit" isLoading={accept.isPending} loadingText="Joining…" className="w-full">
          {existing ? 'Log in and join' : 'Create account and join'}
        </Button>
      </form>
    </AuthLayout>
  );
}
