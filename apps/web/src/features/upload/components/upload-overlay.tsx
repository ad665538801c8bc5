/** The full-screen cover while a file uploads, with its progress; its words come from the page. */
export function UploadOverlay({
  progress,
  label,
  progressLabel,
}: {
  progress: number;
  label: (percent: number) => string;
  progressLabel: string;
}) {
  const percent = Math.round(Math.min(1, Math.max(0, progress)) * 100);
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 grid place-items-center bg-black/40 p-6 backdrop-blur-[1px]"
    >
      <div className="w-full max-w-xs rounded-xl bg-white p-4 text-gray-900 shadow-lg">
        <p className="font-medium text-sm">{label(percent)}</p>
        <div
          role="progressbar"
          aria-label={progressLabel}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-3 h-2 overflow-hidden rounded-full bg-gray-200"
        >
          <div
            className="h-full rounded-full bg-gray-900 transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
    </div>
  );
}
