import type { ApiToken, ApiTokenCreated } from '@kairos/core/accounts/api-token-schema';
import { formatZone } from '@kairos/core/dates/format';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useDashboardT, withElement } from '../../i18n/dashboard-i18n';
import { useAgentPreferences } from '../../settings/use-agent-preferences';
import { Badge } from '../../ui/components/badge';
import { Button } from '../../ui/components/button';
import { ConfirmDialog } from '../../ui/components/confirm-dialog';
import { FormSection } from '../../ui/components/form-section';
import { PlusIcon } from '../../ui/components/icons';
import { Skeleton } from '../../ui/components/skeleton';
import { apiTokensQuery, useRevokeApiToken } from '../queries';
import { describeScopes } from '../scope-choices';
import { TokenDialog } from './token-dialog';
import { TokenSecretDialog } from './token-secret-dialog';

/** Settings › API tokens: the member's personal tokens for scripts and integrations. */
export function ApiTokensSection() {
  const tokens = useQuery(apiTokensQuery);
  const revoke = useRevokeApiToken();
  const prefs = useAgentPreferences();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const t = useDashboardT();

  return (
    <FormSection
      title={t('apiTokens.title')}
      description={withElement(
        t,
        'apiTokens.intro',
        'apiLink',
        <a href="/api/docs" className="font-medium text-brand-700 underline hover:text-brand-800">
          {t('apiTokens.apiLink')}
        </a>,
      )}
      action={
        <Button onClick={() => setCreating(true)}>
          <PlusIcon className="size-4" />
          {t('apiTokens.new')}
        </Button>
      }
    >
      {tokens.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : tokens.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('apiTokens.loadFailed', { error: tokens.error.message })}
        </p>
      ) : tokens.data.tokens.length === 0 ? (
        <p className="text-sm text-gray-600">{t('apiTokens.none')}</p>
      ) : (
        <>
          <p className="text-xs text-gray-500">
            {t('apiTokens.timesIn', { zone: formatZone(prefs.timezone, Date.now()) })}
          </p>
          <ul
            aria-label={t('apiTokens.title')}
            className="-mx-4 -mb-4 divide-y divide-gray-100 border-t border-gray-100 sm:-mx-6 sm:-mb-6"
          >
            {tokens.data.tokens.map((token) => (
              <li key={token._id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-gray-900">
                    <span className="break-words">{token.name}</span>
                    {token.expired && <Badge tone="red">{t('apiTokens.expired')}</Badge>}
                  </p>
                  <p className="text-sm text-gray-600">{describeScopes(token.scopes, t)}</p>
                  <p className="mt-0.5 text-xs text-gray-500">
                    {t('apiTokens.usage', {
                      created: prefs.formatDate(token.createdAt),
                      lastUsed: token.lastUsedAt
                        ? prefs.formatInstant(token.lastUsedAt)
                        : t('apiTokens.never'),
                      expiry: token.expiresAt
                        ? t(token.expired ? 'apiTokens.expiredAt' : 'apiTokens.expiresAt', {
                            at: prefs.formatInstant(token.expiresAt),
                          })
                        : t('apiTokens.noExpiry'),
                    })}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  onClick={() => setRevoking(token)}
                  className="text-red-700 hover:bg-red-50"
                >
                  {t('apiTokens.revoke')}
                  <span className="sr-only"> {token.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      <TokenDialog
        isOpen={creating}
        onClose={() => setCreating(false)}
        onCreated={(made) => {
          setCreating(false);
          setCreated(made);
        }}
      />
      {created && (
        <TokenSecretDialog
          name={created.token.name}
          secret={created.secret}
          onClose={() => setCreated(null)}
        />
      )}
      <ConfirmDialog
        cancelLabel={t('common.cancel')}
        title={t('apiTokens.revokeQuestion')}
        message={t('apiTokens.revokeWarning', { name: revoking?.name ?? '' })}
        confirmLabel={t('apiTokens.revokeConfirm')}
        isDestructive
        isOpen={revoking !== null}
        isPending={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking._id, {
            onSuccess: () => toast.success(t('apiTokens.revoked')),
            onError: (error) => toast.error(error.message),
            onSettled: () => setRevoking(null),
          })
        }
      />
    </FormSection>
  );
}
