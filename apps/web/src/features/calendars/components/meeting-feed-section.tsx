import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { CopyButton } from '../../share-links-host/components/copy-button';
import { Button } from '../../ui/components/button';
import { ConfirmDialog } from '../../ui/components/confirm-dialog';
import { Skeleton } from '../../ui/components/skeleton';
import { meetingFeedQuery, useRenewFeed, useRevokeFeed } from '../queries';

/** The host's own meetings as a subscribable feed: make, copy, replace or revoke its secret address. */
export function MeetingFeedSection() {
  const t = useDashboardT();
  const feed = useQuery(meetingFeedQuery);
  const renew = useRenewFeed();
  const revoke = useRevokeFeed();
  const [confirm, setConfirm] = useState<'renew' | 'revoke' | null>(null);
  const onError = (error: Error) => toast.error(error.message);

  if (feed.isPending) return <Skeleton className="h-16" />;
  if (feed.isError)
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-700">
        {feed.error.message}
      </p>
    );
  const current = feed.data.feed;
  return (
    <section aria-labelledby="meeting-feed-title" className="space-y-3 border-t border-gray-100 pt-4">
      <div>
        <h3 id="meeting-feed-title" className="text-sm font-medium text-gray-900">
          {t('calendars.feed.title')}
        </h3>
        <p className="mt-0.5 text-sm text-gray-600">{t('calendars.feed.intro')}</p>
      </div>
      {current ? (
        <>
          <input
            readOnly
            aria-label={t('calendars.feed.address')}
            value={current.webcalUrl}
            className="block w-full rounded-lg border border-gray-300 bg-gray-50 px-3 py-2 font-mono text-xs text-gray-800"
            onFocus={(e) => e.currentTarget.select()}
          />
          <div className="flex flex-wrap gap-2">
            <CopyButton
              text={current.webcalUrl}
              label={t('calendars.feed.copy')}
              srSuffix={t('calendars.feed.copySuffix')}
            />
            <Button type="button" variant="secondary" onClick={() => setConfirm('renew')}>
              {t('calendars.feed.renew')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setConfirm('revoke')}>
              {t('calendars.feed.revoke')}
            </Button>
          </div>
        </>
      ) : (
        <Button
          type="button"
          variant="secondary"
          isLoading={renew.isPending}
          loadingText={t('calendars.feed.creating')}
          onClick={() => renew.mutate(undefined, { onError })}
        >
          {t('calendars.feed.create')}
        </Button>
      )}
      <ConfirmDialog
        cancelLabel={t('common.cancel')}
        title={confirm === 'revoke' ? t('calendars.feed.revokeTitle') : t('calendars.feed.renewTitle')}
        message={t('calendars.feed.confirmMessage')}
        confirmLabel={confirm === 'revoke' ? t('calendars.feed.revoke') : t('calendars.feed.replace')}
        isOpen={confirm !== null}
        isPending={renew.isPending || revoke.isPending}
        isDestructive
        onCancel={() => setConfirm(null)}
        onConfirm={() =>
          (confirm === 'revoke' ? revoke : renew).mutate(undefined, {
            onError,
            onSettled: () => setConfirm(null),
          })
        }
      />
    </section>
  );
}
