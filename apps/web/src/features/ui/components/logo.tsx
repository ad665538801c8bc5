export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className ?? 'size-8'}>
      <rect width="32" height="32" rx="8" className="fill-brand-600" />
      <path
        d="M11 8v16M11 16l9-8M13.5 14l7 10"
        stroke="white"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
  );
}

export function Logo() {
  return (
    <span className="inline-flex items-center gap-2 text-lg font-semibold tracking-tight text-gray-900">
      <LogoMark className="size-8" />
      Kairos
    </span>
  );
}
