import {
  ApiTokenBodySchema,
  type ApiTokenCreated,
  type ApiTokenScope,
  scopesAllowedBy,
} from '@kairos/core/accounts/api-token-schema';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { isApiError } from '../../api/api-error';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { FormAlert } from '../../session/components/form-alert';
import { agentInfoQuery } from '../../session/queries';
import { Button } from '../../ui/components/button';
import { ModalDialog } from '../../ui/components/modal-dialog';
import { SelectField } from '../../ui/components/select-field';
import { TextField } from '../../ui/components/text-field';
import { useCreateApiToken } from '../queries';
import { EXPIRY_CHOICES, type ExpiryChoice, expiresAtFor } from '../scope-choices';
import { ScopeGrid } from './scope-grid';

interface TokenDialogProps {
  isOpen: boolean;
  onClose: () => void;
  onCreated: (created: ApiTokenCreated) => void;
}

/** Names a new token, picks its scopes within the member's role and its expiry, and makes it. */
export function TokenDialog({ isOpen, onClose, onCreated }: TokenDialogProps) {
  const t = useDashboardT();
  return (
    <ModalDialog
      title={t('apiTokens.dialog.title')}
      description={t('apiTokens.dialog.intro')}
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      size="lg"
    >
      {isOpen && <TokenForm onClose={onClose} onCreated={onCreated} />}
    </ModalDialog>
  );
}

type Errors = Partial<Record<'name' | 'scopes' | 'expiresAt' | 'form', string>>;

function TokenForm({ onClose, onCreated }: Omit<TokenDialogProps, 'isOpen'>) {
  const { role } = useSuspenseQuery(agentInfoQuery).data;
  const allowed = useMemo(() => new Set(scopesAllowedBy(role)), [role]);
  const create = useCreateApiToken();
  const t = useDashboardT();
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState<ExpiryChoice>('30');
  const [scopes, setScopes] = useState<ApiTokenScope[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const scopesNoteId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ApiTokenBodySchema.safeParse({
      name,
      scopes,
      expiresAt: expiresAtFor(expiry, Date.now()),
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'form') as keyof Errors;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (created) => onCreated(created),
      onError: (error) => {
        if (isApiError(error) && error.issues.length > 0) {
          const next: Errors = {};
          for (const issue of error.issues) {
            const field = (
              ['name', 'scopes', 'expiresAt'].includes(issue.path) ? issue.path : 'form'
            ) as keyof Errors;
            next[field] ??= issue.message;
          }
          setErrors(next);
        } else if (isApiError(error) && error.code === 'CONFLICT') {
          setErrors({ form: error.message });
        } else {
          toast.error(error.message);
        }
      },
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <FormAlert message={errors.form ?? null} />
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_11rem]">
        <TextField
          label={t('apiTokens.dialog.name')}
          name="name"
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setErrors(({ name: _, ...rest }) => rest);
          }}
          error={errors.name}
          maxLength={60}
          placeholder={t('apiTokens.dialog.namePlaceholder')}
          hint={t('apiTokens.dialog.nameHint')}
          autoComplete="off"
        />
        <SelectField
          label={t('apiTokens.dialog.expiresAfter')}
          name="expiry"
          value={expiry}
          onChange={(e) => setExpiry(e.target.value as ExpiryChoice)}
          options={EXPIRY_CHOICES.map((choice) => ({ value: choice.value, label: t(choice.key) }))}
          error={errors.expiresAt}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-gray-800">{t('apiTokens.dialog.scopes')}</legend>
        <p id={scopesNoteId} className={`text-sm ${errors.scopes ? 'text-red-700' : 'text-gray-500'}`}>
          {errors.scopes ?? t('apiTokens.dialog.scopesNote')}
        </p>
        <ScopeGrid
          value={scopes}
          onChange={(next) => {
            setScopes(next);
            setErrors(({ scopes: _, ...rest }) => rest);
          }}
          allowed={allowed}
          describedBy={scopesNoteId}
        />
      </fieldset>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
          {t('apiTokens.dialog.cancel')}
        </Button>
        <Button type="submit" isLoading={create.isPending} loadingText={t('apiTokens.dialog.creating')}>
          {t('apiTokens.dialog.create')}
        </Button>
      </div>
    </form>
  );
}
