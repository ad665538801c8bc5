import type { ShareLink } from '@kairos/core/share-links/share-link-schema';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { Button } from '../../ui/components/button';
import { ConfirmDialog } from '../../ui/components/confirm-dialog';
import { FormSection } from '../../ui/components/form-section';
import { LinkIcon, PlusIcon } from '../../ui/components/icons';
import { Skeleton } from '../../ui/components/skeleton';
import { shareLinksQuery, useRevokeShareLink } from '../queries';
import { CreateShareLinkDialog } from './create-share-link-dialog';
import { ShareLinkRow } from './share-link-row';

interface ShareLinksSectionProps {
  eventId: string;
  eventName: string;
}

function ShareLinksSkeleton() {
  const t = useDashboardT();
  return (
    <div role="status" aria-label={t('shareLinks.loading')} className="space-y-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="space-y-2 rounded-lg border border-gray-100 p-4">
          <Skeleton className="h-4 w-64 max-w-full" />
          <Skeleton className="h-3 w-80 max-w-full" />
        </div>
      ))}
    </div>
  );
}

function EmptyShareLinks() {
  const t = useDashboardT();
  return (
    <div className="rounded-lg border border-dashed border-gray-300 px-4 py-8 text-center">
      <LinkIcon className="mx-auto size-6 text-gray-400" />
      <h3 className="mt-2 text-sm font-semibold text-gray-900">{t('shareLinks.empty.title')}</h3>
      <p className="mt-1 text-sm text-gray-600">{t('shareLinks.empty.body')}</p>
    </div>
  );
}

/** The event's share links: create one, copy one, revoke one. */
export function ShareLinksSection({ eventId, eventName }: ShareLinksSectionProps) {
  const links = useQuery(shareLinksQuery(eventId));
  const revoke = useRevokeShareLink(eventId);
  const t = useDashboardT();
  const [isCreating, setIsCreating] = useState(false);
  const [revoking, setRevoking] = useState<ShareLink | null>(null);

  return (
    <FormSection
      title={t('shareLinks.title')}
      description={t('shareLinks.intro')}
      action={
        <Button onClick={() => setIsCreating(true)}>
          <PlusIcon className="size-4" />
          {t('shareLinks.create')}
        </Button>
      }
    >
      {links.isPending ? (
        <ShareLinksSkeleton />
      ) : links.isError ? (
        <div role="alert" className="text-sm text-gray-700">
          <p>{t('shareLinks.loadFailed', { error: links.error.message })}</p>
          <Button variant="secondary" className="mt-3" onClick={() => links.refetch()}>
            {t('shareLinks.tryAgain')}
          </Button>
        </div>
      ) : links.data.shareLinks.length === 0 ? (
        <EmptyShareLinks />
      ) : (
        <ul
          aria-label={t('shareLinks.list')}
          className="-mx-4 -mb-4 divide-y divide-gray-100 border-t border-gray-100 sm:-mx-6 sm:-mb-6"
        >
          {links.data.shareLinks.map((link) => (
            <ShareLinkRow key={link._id} link={link} onRevoke={() => setRevoking(link)} />
          ))}
        </ul>
      )}
      {isCreating && (
        <CreateShareLinkDialog eventId={eventId} eventName={eventName} onClose={() => setIsCreating(false)} />
      )}
      <ConfirmDialog
        cancelLabel={t('common.cancel')}
        isOpen={revoking !== null}
        title={t('shareLinks.revoke.title')}
        message={t('shareLinks.revoke.message')}
        confirmLabel={t('shareLinks.revoke.confirm')}
        isDestructive
        isPending={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (!revoking) return;
          revoke.mutate(revoking.link, {
            onSuccess: () => {
              setRevoking(null);
              toast.success(t('shareLinks.revoke.done'));
            },
            onError: (error) => {
              setRevoking(null);
              toast.error(error.message);
            },
          });
        }}
      />
    </FormSection>
  );
}
