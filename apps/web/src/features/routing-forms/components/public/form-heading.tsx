import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { RichText } from '../../../booker/components/rich-text';
import { useT } from '../../../i18n/i18n-context';
import { useIsDesktop } from '../../../shell/use-media-query';
import { CloseIcon } from '../../../ui/components/icons';

/** The description is clamped to two lines; taller than this, it gets a 'more' link (spec section 2). */
const CLAMP_THRESHOLD_PX = 40;

/** The form's title and its description, clamped to two lines with the rest behind 'more'. */
export function FormHeading({ title, description }: { title: string; description: string }) {
  const t = useT();
  const clampRef = useRef<HTMLDivElement>(null);
  const [isLong, setIsLong] = useState(false);
  const [isOpen, setIsOpen] = useState(false);
  const isDesktop = useIsDesktop();

  // Escape closes the full description, wherever the focus is.
  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setIsOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isOpen]);

  useLayoutEffect(() => {
    const element = clampRef.current;
    if (!element) return;
    const measure = () => setIsLong(element.scrollHeight > CLAMP_THRESHOLD_PX + 4);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <header className="flex flex-col gap-1.5">
      {title && <h1 className="font-semibold text-xl tracking-tight">{title}</h1>}
      {description && (
        <div className="relative">
          <div ref={clampRef} className="line-clamp-2 text-(--pb-muted) text-sm leading-5">
            <RichText text={description} />
          </div>
          {isLong && (
            <button
              type="button"
              aria-expanded={isOpen}
              onClick={() => setIsOpen((open) => !open)}
              className="mt-0.5 font-medium text-(--pb-brand-ink) text-sm underline-offset-2 hover:underline"
            >
              {t('routing.more')}
            </button>
          )}
          {isOpen && isDesktop && (
            <div
              role="tooltip"
              className="absolute top-full start-0 z-20 mt-2 max-h-80 w-full max-w-lg overflow-y-auto rounded-xl border border-(--pb-border) bg-(--pb-surface) p-4 text-sm shadow-lg"
            >
              <DescriptionBody description={description} onClose={() => setIsOpen(false)} />
            </div>
          )}
          {isOpen && !isDesktop && (
            <BottomDrawer onClose={() => setIsOpen(false)}>
              <DescriptionBody description={description} onClose={() => setIsOpen(false)} />
            </BottomDrawer>
          )}
        </div>
      )}
    </header>
  );
}

function DescriptionBody({ description, onClose }: { description: string; onClose: () => void }) {
  const t = useT();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => closeRef.current?.focus(), []);
  return (
    <div className="flex items-start gap-3">
      <RichText text={description} className="min-w-0 flex-1 leading-relaxed" />
      <button
        ref={closeRef}
        type="button"
        aria-label={t('routing.closeDescription')}
        onClick={onClose}
        className="shrink-0 rounded p-1 text-(--pb-muted) hover:bg-(--pb-brand-soft)"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}

/** A sheet from the bottom of a phone's screen, closed by its backdrop or Escape. */
function BottomDrawer({ onClose, children }: { onClose: () => void; children: React.ReactNode }) {
  const t = useT();
  return (
    <div className="fixed inset-0 z-40 flex flex-col justify-end">
      <button
        type="button"
        aria-label={t('routing.close')}
        tabIndex={-1}
        onClick={onClose}
        className="absolute inset-0 bg-black/40"
      />
      <div
        role="dialog"
        aria-modal="true"
        aria-label={t('routing.description')}
        className="relative max-h-[70vh] overflow-y-auto rounded-t-2xl bg-(--pb-surface) p-5 pb-8 text-sm shadow-xl"
      >
        <span aria-hidden="true" className="mx-auto mb-4 block h-1 w-10 rounded-full bg-(--pb-border)" />
        {children}
      </div>
    </div>
  );
}
