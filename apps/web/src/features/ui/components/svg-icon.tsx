import type { ReactNode } from 'react';

export interface IconProps {
  className?: string;
}

/** The frame every line icon shares: a 24-unit stroked glyph, hidden from assistive technology. */
export function SvgIcon({
  className,
  defaultClassName = 'size-5',
  children,
}: IconProps & { defaultClassName?: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className ?? defaultClassName}
    >
      {children}
    </svg>
  );
}
