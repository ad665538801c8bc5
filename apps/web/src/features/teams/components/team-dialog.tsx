import type { Member } from '@kairos/core/accounts/member-schema';
import { type Team, TeamBodySchema } from '@kairos/core/accounts/team-schema';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { MemberAvatar, memberName } from '../../members/components/member-avatar';
import { FormAlert } from '../../session/components/form-alert';
import {
  errorsFromApi,
  errorsFromValidation,
  type FormErrors,
  NO_FORM_ERRORS,
} from '../../session/form-errors';
import { Button } from '../../ui/components/button';
import { ModalDialog } from '../../ui/components/modal-dialog';
import { SwitchField } from '../../ui/components/switch-field';
import { TextField } from '../../ui/components/text-field';
import { TextareaField } from '../../ui/components/textarea-field';
import { useCreateTeam, useUpdateTeam } from '../queries';
import { setTeamLead, suggestedTeamLink, teamFormValues, toggleTeamMember, toTeamBody } from '../team-form';

const FIELDS = ['name', 'accessLink', 'description', 'members'] as const;
type Field = (typeof FIELDS)[number];

interface TeamDialogProps {
  team: Team | null;
  isOpen: boolean;
  members: readonly Member[];
  onClose: () => void;
}

export function TeamDialog({ team, isOpen, members, onClose }: TeamDialogProps) {
  const t = useDashboardT();
  return (
    <ModalDialog
      title={team ? t('teams.dialog.editTitle', { name: team.name }) : t('teams.new')}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
    >
      {isOpen && <TeamForm key={team?._id ?? 'new'} team={team} members={members} onClose={onClose} />}
    </ModalDialog>
  );
}

function TeamForm({
  team,
  members,
  onClose,
}: {
  team: Team | null;
  members: readonly Member[];
  onClose: () => void;
}) {
  const create = useCreateTeam();
  const update = useUpdateTeam();
  const t = useDashboardT();
  const [values, setValues] = useState(() => teamFormValues(team));
  const [errors, setErrors] = useState<FormErrors<Field>>(NO_FORM_ERRORS);
  const pending = create.isPending || update.isPending;
  const origin = window.location.origin;
  const link = values.accessLink.trim() || suggestedTeamLink(values.name);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = toTeamBody(
      values,
      members.map((m) => m.userId),
    );
    const parsed = TeamBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(errorsFromValidation(parsed.error, FIELDS));
      return;
    }
    setErrors(NO_FORM_ERRORS);
    const callbacks = {
      onSuccess: (saved: Team) => {
        toast.success(team ? t('teams.dialog.saved') : t('teams.dialog.created', { name: saved.name }));
        onClose();
      },
      onError: (error: Error) => setErrors(errorsFromApi(error, FIELDS, { ACCESS_LINK_TAKEN: 'accessLink' })),
    };
    if (team) update.mutate({ id: team._id, patch: parsed.data }, callbacks);
    else create.mutate(parsed.data, callbacks);
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <FormAlert message={errors.form} />
      <TextField
        label={t('teams.dialog.name')}
        name="name"
        value={values.name}
        onChange={(e) => setValues({ ...values, name: e.target.value })}
        error={errors.fields.name}
      />
      <TextField
        label={t('teams.dialog.accessLink')}
        name="accessLink"
        value={values.accessLink}
        placeholder={suggestedTeamLink(values.name) || 'sales-team'}
        autoCapitalize="none"
        spellCheck={false}
        onChange={(e) => setValues({ ...values, accessLink: e.target.value })}
        hint={`${origin}/${link || '…'}/`}
        error={errors.fields.accessLink}
      />
      <TextareaField
        label={t('teams.dialog.description')}
        name="description"
        rows={2}
        value={values.description}
        onChange={(e) => setValues({ ...values, description: e.target.value })}
        error={errors.fields.description}
      />
      <fieldset className="min-w-0">
        <legend className="text-sm font-medium text-gray-800">{t('teams.dialog.members')}</legend>
        {errors.fields.members && <p className="mt-1 text-sm text-red-700">{errors.fields.members}</p>}
        <ul className="mt-2 max-h-72 divide-y divide-gray-100 overflow-y-auto rounded-lg border border-gray-200">
          {members.map((member) => {
            const name = memberName(member);
            const picked = member.userId in values.members;
            return (
              <li key={member.userId} className="flex flex-wrap items-center gap-3 px-3 py-2.5">
                <input
                  type="checkbox"
                  id={`team-member-${member.userId}`}
                  checked={picked}
                  onChange={(e) => setValues(toggleTeamMember(values, member.userId, e.target.checked))}
                  className="size-4 rounded border-gray-300 accent-brand-600"
                />
                <label
                  htmlFor={`team-member-${member.userId}`}
                  className="flex min-w-0 flex-1 items-center gap-3"
                >
                  <MemberAvatar {...member} />
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-medium text-gray-900">{name}</span>
                    <span className="block truncate text-xs text-gray-500">{member.emailId}</span>
                  </span>
                </label>
                {picked && (
                  <SwitchField
                    label={t('teams.dialog.leads', { name })}
                    hideLabel
                    isSelected={values.members[member.userId] ?? false}
                    onChange={(on) => setValues(setTeamLead(values, member.userId, on))}
                  />
                )}
                {picked && <span className="text-xs text-gray-600">{t('teams.dialog.lead')}</span>}
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          {t('teams.dialog.cancel')}
        </Button>
        <Button type="submit" isLoading={pending} loadingText={t('teams.dialog.saving')}>
          {team ? t('teams.dialog.save') : t('teams.dialog.create')}
        </Button>
      </div>
    </form>
  );
}
