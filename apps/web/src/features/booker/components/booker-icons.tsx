import type { ReactNode } from 'react';
import { type IconProps as GlyphProps, SvgIcon } from '../../ui/components/svg-icon';

/** The booker's icons default to the smaller size its compact rows use. */
function Glyph({ className, children }: GlyphProps & { children: ReactNode }) {
  return (
    <SvgIcon className={className} defaultClassName="size-4">
      {children}
    </SvgIcon>
  );
}

export function ClockIcon(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </Glyph>
  );
}

export function VideoIcon(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <rect x="3" y="6" width="13" height="12" rx="2" />
      <path d="m16 10 5-3v10l-5-3" />
    </Glyph>
  );
}

export function MapPinIcon(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </Glyph>
  );
}

export function PhoneIcon(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <path d="M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" />
    </Glyph>
  );
}

export function GlobeIcon(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
    </Glyph>
  );
}

export function WalletIcon(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <rect x="3" y="6" width="18" height="14" rx="2.5" />
      <path d="M3 10h18M16 15h2M7 6l9-3 1 3" />
    </Glyph>
  );
}

export function ChevronLeftIcon(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <path d="m15 18-6-6 6-6" />
    </Glyph>
  );
}

export function ChevronRightIcon(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <path d="m9 18 6-6-6-6" />
    </Glyph>
  );
}

export function ChevronDownIcon(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <path d="m6 9 6 6 6-6" />
    </Glyph>
  );
}

export function ArrowLeftIcon(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <path d="M19 12H5M11 18l-6-6 6-6" />
    </Glyph>
  );
}

export function CheckIcon(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Glyph>
  );
}

export function HourglassIcon(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <path d="M6 3h12M6 21h12M7 3c0 5 5 6 5 9s-5 4-5 9M17 3c0 5-5 6-5 9s5 4 5 9" />
    </Glyph>
  );
}

export function ExternalLinkIcon(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4" />
    </Glyph>
  );
}

export function DownloadIcon(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </Glyph>
  );
}

export function PlusIcon(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <path d="M12 5v14M5 12h14" />
    </Glyph>
  );
}

export function SearchIcon(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m20 20-4.2-4.2" />
    </Glyph>
  );
}

export function PaperclipIcon(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <path d="m20 11.5-8 8a5 5 0 0 1-7-7l8.5-8.5a3.5 3.5 0 0 1 5 5L10 17.5a2 2 0 0 1-3-3L14.5 7" />
    </Glyph>
  );
}

export function CalendarCheckIcon(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <rect x="3" y="4.5" width="18" height="16" rx="2.5" />
      <path d="M3 9.5h18M8 3v3M16 3v3M9 15l2 2 4-4" />
    </Glyph>
  );
}

export function CheckCircleIcon(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.5 2.8 2.8L16.5 9.5" />
    </Glyph>
  );
}

export function LockIcon(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
    </Glyph>
  );
}
