import { type ReactNode, useId } from 'react';

interface FormSectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Controls shown on the right of the title, e.g. a switch that turns the section on. */
  action?: ReactNode;
  className?: string;
}

/** A titled card grouping related fields, named by its title for assistive technology. */
export function FormSection({ title, description, children, action, className }: FormSectionProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`rounded-xl border border-gray-200 bg-white p-4 shadow-xs sm:p-6 ${className ?? ''}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-48 flex-1">
          <h2 id={id} className="text-base font-semibold text-gray-900">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-gray-600">{description}</p>}
        </div>
        {action}
      </div>
      <div className="mt-5 space-y-5">{children}</div>
    </section>
  );
}
