import type { ReactNode } from 'react';

/** A box that may scroll, focusable so keyboard users can scroll it too. */
export function ScrollRegion({
  label,
  className,
  children,
  id,
  hidden,
}: {
  label: string;
  className: string;
  children: ReactNode;
  id?: string;
  hidden?: boolean;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard.
    <section id={id} aria-label={label} tabIndex={0} hidden={hidden} className={className}>
      {children}
    </section>
  );
}
