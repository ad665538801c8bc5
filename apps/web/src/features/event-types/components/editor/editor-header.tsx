import { Link } from '@tanstack/react-router';
import toast from 'react-hot-toast';
import { EmbedButton } from '../../../embed/components/embed-button';
import { useDashboardT } from '../../../i18n/dashboard-i18n';
import { Badge } from '../../../ui/components/badge';
import { buttonClassName } from '../../../ui/components/button';
import { ChevronLeftIcon, CopyIcon, ExternalLinkIcon } from '../../../ui/components/icons';
import type { EventDraft } from '../../event-draft';
import { EVENT_TYPE_LABEL_KEYS } from '../../event-labels';
import { publicEventUrl } from '../../public-link';

interface EditorHeaderProps {
  /** The saved event: its link works, the draft's may not yet. */
  saved: EventDraft;
  accessLink: string;
}

/** Back link, the event's name and kind, and its public link to copy or open. */
export function EditorHeader({ saved, accessLink }: EditorHeaderProps) {
  const url = publicEventUrl(window.location.origin, accessLink, saved.slug);
  const t = useDashboardT();
  return (
    <header>
      <Link
        to="/app/event-types"
        className="inline-flex items-center gap-1 rounded text-sm font-medium text-gray-600 hover:text-gray-900"
      >
        <ChevronLeftIcon className="size-4" />
        {t('eventTypes.title')}
      </Link>
      <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <span
              aria-hidden="true"
              className="size-3 shrink-0 rounded-full"
              style={{ backgroundColor: saved.color }}
            />
            <h1 className="min-w-0 truncate text-2xl font-semibold tracking-tight text-gray-900">
              {saved.name}
            </h1>
            <Badge tone="brand">{t(EVENT_TYPE_LABEL_KEYS[saved.type])}</Badge>
            {saved.isPrivate && <Badge>{t('eventTypes.row.hidden')}</Badge>}
            {saved.status === 'INACTIVE' && <Badge tone="amber">{t('eventTypes.row.inactive')}</Badge>}
          </div>
          <p className="mt-1 truncate text-sm text-gray-500">{url.replace(/^https?:\/\//, '')}</p>
        </div>
        <div className="flex shrink-0 gap-2">
          <button
            type="button"
            className={buttonClassName('secondary')}
            onClick={() =>
              navigator.clipboard.writeText(url).then(
                () => toast.success(t('eventTypes.list.linkCopied')),
                () => toast.error(t('eventTypes.editor.copyFailed')),
              )
            }
          >
            <CopyIcon className="size-4" />
            {t('eventTypes.row.copyLink')}
          </button>
          <EmbedButton target={{ accessLink, slug: saved.slug }} canHideDetails />
          <a href={url} target="_blank" rel="noreferrer" className={buttonClassName('secondary')}>
            <ExternalLinkIcon className="size-4" />
            {t('eventTypes.editor.preview')}
            <span className="sr-only"> {t('eventTypes.editor.opensInNewTab')}</span>
          </a>
        </div>
      </div>
    </header>
  );
}
