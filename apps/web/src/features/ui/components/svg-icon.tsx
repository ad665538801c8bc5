import type { ReactNode } from 'react';

export interface IconProps {
  className?: string;
}

/**
 * The frame every line icon shares: a 24-unit stroked glyph, hidden from assistive technology.
 * A glyph that points along the line (back, previous, next) is `mirrored`: in a right-to-left page
 * it turns round, so "next" still points the way the page reads.
 */
export function SvgIcon({
  className,
  defaultClassName = 'size-5',
  mirrored = false,
  children,
}: IconProps & { defaultClassName?: string; mirrored?: boolean; children: ReactNode }) {
  const classes = className ?? defaultClassName;
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
      className={mirrored ? `${classes} rtl:-scale-x-100` : classes}
    >
      {children}
    </svg>
  );
}
