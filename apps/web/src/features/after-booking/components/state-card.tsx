import type { ReactNode } from 'react';
import { Placeholder } from '../../booker/components/booker-frame';

const CARD =
  'w-full max-w-xl rounded-2xl border border-(--pb-border) bg-(--pb-surface) px-5 py-8 text-center shadow-sm sm:px-10';

/** A centred card on a public page: a confirmation, or a state that stops the flow. */
export function StateCard(props: { icon?: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className={`my-auto ${CARD}`}>
      <title>{props.title}</title>
      {props.icon && (
        <span
          aria-hidden="true"
          className="mx-auto mb-4 grid size-12 place-items-center rounded-full bg-(--pb-brand-soft) text-(--pb-brand-ink)"
        >
          {props.icon}
        </span>
      )}
      <h1 className="font-semibold text-2xl tracking-tight">{props.title}</h1>
      {props.children}
    </div>
  );
}

export const PRIMARY_LINK =
  'inline-flex items-center justify-center rounded-lg bg-(--pb-button) px-4 py-2 font-medium text-(--pb-button-text) text-sm hover:bg-(--pb-button-hover)';

/** The outline of a booking card while the booking loads. */
export function BookingCardPending({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className={`my-auto flex flex-col items-center gap-3 ${CARD}`}>
      <Placeholder className="size-12 rounded-full" />
      <Placeholder className="h-7 w-56" />
      <Placeholder className="h-4 w-64" />
      <div className="mt-4 flex w-full flex-col gap-3 text-start">
        <Placeholder className="h-4 w-3/4" />
        <Placeholder className="h-4 w-1/2" />
        <Placeholder className="h-4 w-2/3" />
      </div>
    </div>
  );
}
