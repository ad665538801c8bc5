/** A grey placeholder block that pulses while content loads; hidden from assistive technology. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`block animate-pulse rounded-md bg-gray-200 ${className ?? 'h-4 w-full'}`}
    />
  );
}
