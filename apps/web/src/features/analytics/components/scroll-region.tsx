import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/** Whether there is more to see to the left or the right of a box that scrolls sideways. */
function useSideOverflow(hidden: boolean | undefined) {
  const ref = useRef<HTMLElement>(null);
  const [more, setMore] = useState({ left: false, right: false });
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box || hidden) return;
    const update = () => {
      const left = box.scrollLeft > 1;
      const right = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
      setMore((prev) => (prev.left === left && prev.right === right ? prev : { left, right }));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    box.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      box.removeEventListener('scroll', update);
    };
  }, [hidden]);
  return { ref, more };
}

/**
 * A box that may scroll, focusable so keyboard users can scroll it too. It is the containing block
 * of what it holds (`relative`), so absolutely placed text inside (screen-reader labels) scrolls
 * with it instead of widening the page; a fade marks the side with more, and `hint` says so in
 * words while it scrolls sideways.
 */
export function ScrollRegion({
  label,
  className,
  children,
  id,
  hidden,
  hint,
}: {
  label: string;
  className: string;
  children: ReactNode;
  id?: string;
  hidden?: boolean;
  hint?: string;
}) {
  const { ref, more } = useSideOverflow(hidden);
  const fade = 'pointer-events-none absolute inset-y-0 w-8 from-white';
  return (
    <div hidden={hidden} className="min-w-0">
      <div className="relative">
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard. */}
        <section ref={ref} id={id} aria-label={label} tabIndex={0} className={`relative ${className}`}>
          {children}
        </section>
        {more.left && <div aria-hidden="true" className={`${fade} left-0 bg-linear-to-r`} />}
        {more.right && <div aria-hidden="true" className={`${fade} right-0 bg-linear-to-l`} />}
      </div>
      {hint && (more.left || more.right) && <p className="mt-1 text-xs text-gray-500">{hint}</p>}
    </div>
  );
}
