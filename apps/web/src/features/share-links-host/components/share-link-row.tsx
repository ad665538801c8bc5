import type { ShareLink } from '@kairos/core/share-links/share-link-schema';
import { EmbedButton } from '../../embed/components/embed-button';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { useAgentPreferences } from '../../settings/use-agent-preferences';
import { Badge } from '../../ui/components/badge';
import { Button } from '../../ui/components/button';
import { formatUses, STATUS_KEYS, STATUS_TONES } from '../share-link-format';
import { CopyButton } from './copy-button';

interface ShareLinkRowProps {
  link: ShareLink;
  onRevoke: () => void;
}

/** One link: address and status, uses, expiry and age, and its actions. */
export function ShareLinkRow({ link, onRevoke }: ShareLinkRowProps) {
  const { formatDateTime } = useAgentPreferences();
  const t = useDashboardT();
  const shortUrl = link.url.replace(/^https?:\/\//, '');
  const lockedFor = link.preFill.disableChange
    ? [link.preFill.name, link.preFill.emailId].filter(Boolean).join(', ')
    : '';
  return (
    <li aria-label={shortUrl} className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-start sm:px-5">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 truncate font-mono text-sm text-gray-900" title={link.url}>
            {shortUrl}
          </span>
          <Badge tone={STATUS_TONES[link.status]}>{t(STATUS_KEYS[link.status])}</Badge>
          {link.source && <Badge>{link.source}</Badge>}
        </div>
        <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div className="flex gap-1.5">
            <dt className="shrink-0 text-gray-500">{t('shareLinks.row.uses')}</dt>
            <dd className="text-gray-900 tabular-nums">{formatUses(t, link.used, link.limit)}</dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="shrink-0 text-gray-500">{t('shareLinks.row.expires')}</dt>
            <dd className="text-gray-900">
              {link.expireAt ? formatDateTime(link.expireAt) : t('shareLinks.row.never')}
            </dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="shrink-0 text-gray-500">{t('shareLinks.row.created')}</dt>
            <dd className="text-gray-900">{formatDateTime(link.createdAt)}</dd>
          </div>
          {lockedFor && (
            <div className="flex min-w-0 basis-full gap-1.5">
              <dt className="shrink-0 text-gray-500">{t('shareLinks.row.onlyFor')}</dt>
              <dd className="min-w-0 truncate text-gray-900">{lockedFor}</dd>
            </div>
          )}
        </dl>
      </div>
      {link.status !== 'REVOKED' && (
        <div className="flex shrink-0 gap-2">
          <CopyButton text={link.url} srSuffix={shortUrl} />
          <EmbedButton
            target={{ shareLink: link.link }}
            canHideDetails={link.type === 'EVENT'}
            srSuffix={shortUrl}
          />
          <Button variant="secondary" className="text-red-700" onClick={onRevoke}>
            {t('shareLinks.row.revoke')}
            <span className="sr-only"> {shortUrl}</span>
          </Button>
        </div>
      )}
    </li>
  );
}
