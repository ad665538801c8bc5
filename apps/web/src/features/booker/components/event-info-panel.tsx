import type { PublicEvent } from '@kairos/core/events/public-event-schema';
import { type ReactNode, useState } from 'react';
import { useT } from '../../i18n/i18n-context';
import { ShareButton } from '../../native/components/share-button';
import { ClockIcon, WalletIcon } from '../../ui/components/icons';
import { formatPrice, hostName, joinNamesIn, priceFor, sayDuration, visibleHosts } from '../event-display';
import { sayMode } from '../mode-labels';
import { HostAvatars } from './host-avatars';
import { ModeIcon } from './mode-icon';
import { RichText } from './rich-text';

interface EventInfoPanelProps {
  event: PublicEvent;
  workspaceName: string;
  duration: number;
  /** A round robin's host the visitor picked: shown alone. */
  hostId?: string | undefined;
  locale: string;
  /** Shown instead of the fixed length when the visitor may choose it. */
  durationPicker?: ReactNode;
  /** The chosen slot and a way back, on the details step. */
  slotSummary?: ReactNode;
  backControl?: ReactNode;
  /** The page's own address, offered to share where the device can (the app, phone browsers). */
  shareUrl?: string;
}

const LONG_DESCRIPTION = 220;

/** The left panel: hosts, the event's name, length, locations, price and description. */
export function EventInfoPanel(props: EventInfoPanelProps) {
  const { event, workspaceName, duration, locale } = props;
  const t = useT();
  const all = visibleHosts(event);
  const picked = all.filter((host) => host.userId === props.hostId);
  const hosts = picked.length > 0 ? picked : all;
  const price = priceFor(event, duration);
  const brand = event.appearance.companyBranding ? event.appearance.bookingName || workspaceName : null;
  return (
    <div className="flex flex-col gap-4">
      {props.backControl}
      <div className="flex flex-col gap-2">
        {brand && <p className="font-medium text-(--pb-muted) text-sm">{brand}</p>}
        {hosts.length > 0 && (
          <div className="flex items-center gap-2.5 lg:flex-col lg:items-start lg:gap-2">
            <HostAvatars hosts={hosts} />
            <p className="font-medium text-(--pb-muted) text-sm">
              {joinNamesIn(locale, hosts.map(hostName))}
            </p>
          </div>
        )}
        {hosts.length === 1 && hosts[0]?.bio && (
          <p className="text-(--pb-muted) text-sm leading-relaxed">{hosts[0].bio}</p>
        )}
        <h1 className="font-semibold text-xl leading-snug tracking-tight sm:text-2xl">{event.name}</h1>
      </div>
      <ul className="flex flex-col gap-2.5 text-sm">
        <li className="flex items-start gap-2.5">
          <ClockIcon className="mt-0.5 size-4 shrink-0 text-(--pb-muted)" />
          {props.durationPicker ?? <span>{sayDuration(t, duration)}</span>}
        </li>
        {event.modes.map((mode) => (
          <li key={`${mode.key}-${mode.value ?? ''}`} className="flex items-start gap-2.5">
            <ModeIcon mode={mode.key} className="mt-0.5 size-4 shrink-0 text-(--pb-muted)" />
            <span className="min-w-0 break-words">{sayMode(t, mode)}</span>
          </li>
        ))}
        {price && (
          <li className="flex items-start gap-2.5">
            <WalletIcon className="mt-0.5 size-4 shrink-0 text-(--pb-muted)" />
            <span>{formatPrice(price.amount, price.currency, locale)}</span>
          </li>
        )}
      </ul>
      {props.slotSummary}
      {event.description && <Description text={event.description} />}
      {props.shareUrl && <ShareButton title={event.name} url={props.shareUrl} label={t('booker.share')} />}
    </div>
  );
}

function Description({ text }: { text: string }) {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  const isLong = text.length > LONG_DESCRIPTION;
  return (
    <div className="text-(--pb-muted) text-sm leading-relaxed">
      <RichText text={text} className={isLong && !isOpen ? 'line-clamp-4 lg:line-clamp-none' : ''} />
      {isLong && (
        <button
          type="button"
          onClick={() => setIsOpen((open) => !open)}
          aria-expanded={isOpen}
          className="mt-1 font-medium text-(--pb-text) underline underline-offset-2 lg:hidden"
        >
          {isOpen ? t('booker.showLess') : t('booker.showMore')}
        </button>
      )}
    </div>
  );
}

/** Lengths to choose from, as a row of toggle buttons. */
export function DurationPicker(props: {
  options: readonly number[];
  value: number;
  onChange: (minutes: number) => void;
}) {
  const t = useT();
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{t('booker.duration')}</legend>
      <div className="flex flex-wrap gap-1.5">
        {props.options.map((minutes) => {
          const isOn = minutes === props.value;
          return (
            <button
              key={minutes}
              type="button"
              aria-pressed={isOn}
              onClick={() => props.onChange(minutes)}
              className={`rounded-md border px-2 py-0.5 font-medium text-xs ${
                isOn
                  ? 'border-(--pb-brand) bg-(--pb-brand) text-(--pb-on-brand)'
                  : 'border-(--pb-border) hover:border-(--pb-brand)'
              }`}
            >
              {sayDuration(t, minutes)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
