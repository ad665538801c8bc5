import type { ApiToken, ApiTokenCreated } from '@kairos/core/accounts/api-token-schema';
import { formatZone } from '@kairos/core/dates/format';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
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

  return (
    <FormSection
      title="API tokens"
      description={
        <>
          Let scripts and integrations such as Zapier or n8n use the{' '}
          <a href="/api/docs" className="font-medium text-brand-700 underline hover:text-brand-800">
            Kairos API
          </a>{' '}
          as you, in this workspace. A token can do only what its scopes and your role both allow.
        </>
      }
      action={
        <Button onClick={() => setCreating(true)}>
          <PlusIcon className="size-4" />
          New token
        </Button>
      }
    >
      {tokens.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : tokens.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Could not load your tokens: {tokens.error.message}
        </p>
      ) : tokens.data.tokens.length === 0 ? (
        <p className="text-sm text-gray-600">No tokens yet.</p>
      ) : (
        <>
          <p className="text-xs text-gray-500">Times in {formatZone(prefs.timezone, Date.now())}</p>
          <ul
            aria-label="API tokens"
            className="-mx-4 -mb-4 divide-y divide-gray-100 border-t border-gray-100 sm:-mx-6 sm:-mb-6"
          >
            {tokens.data.tokens.map((token) => (
              <li key={token._id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-gray-900">
                    <span className="break-words">{token.name}</span>
                    {token.expired && <Badge tone="red">Expired</Badge>}
                  </p>
                  <p className="text-sm text-gray-600">{describeScopes(token.scopes)}</p>
                  <p className="mt-0.5 text-xs text-gray-500">
                    Created {prefs.formatDate(token.createdAt)} · Last used{' '}
                    {token.lastUsedAt ? prefs.formatInstant(token.lastUsedAt) : 'never'} ·{' '}
                    {token.expiresAt
                      ? `${token.expired ? 'Expired' : 'Expires'} ${prefs.formatInstant(token.expiresAt)}`
                      : 'No expiry'}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  onClick={() => setRevoking(token)}
                  className="text-red-700 hover:bg-red-50"
                >
                  Revoke<span className="sr-only"> {token.name}</span>
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
        title="Revoke this token?"
        message={`Scripts and integrations using “${revoking?.name ?? ''}” stop working at once. This cannot be undone.`}
        confirmLabel="Revoke token"
        isDestructive
        isOpen={revoking !== null}
        isPending={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking._id, {
            onSuccess: () => toast.success('Token revoked'),
            onError: (error) => toast.error(error.message),
            onSettled: () => setRevoking(null),
          })
        }
      />
    </FormSection>
  );
}
