import type { ReactNode } from 'react';

interface BookerFrameProps {
  /** The event's details; left out with `hideLHS`. */
  aside?: ReactNode;
  children: ReactNode;
}

/**
 * The booking card: event details beside the step on desktop (above it on smaller screens), and a
 * narrower card when the details are hidden.
 */
export function BookerFrame({ aside, children }: BookerFrameProps) {
  return (
    <div
      className={`w-full overflow-hidden rounded-2xl border border-(--pb-border) bg-(--pb-surface) shadow-sm ${
        aside ? 'max-w-5xl lg:grid lg:grid-cols-[17.5rem_minmax(0,1fr)]' : 'max-w-3xl'
      }`}
    >
      {aside && (
        <aside className="border-(--pb-border) border-b p-5 sm:p-6 lg:border-e lg:border-b-0">{aside}</aside>
      )}
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/** A pulsing block in the theme's border colour, for loading states. */
export function Placeholder({ className }: { className: string }) {
  return (
    <span aria-hidden="true" className={`block animate-pulse rounded-md bg-(--pb-border) ${className}`} />
  );
}
