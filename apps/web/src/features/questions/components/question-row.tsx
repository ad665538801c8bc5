import type { ReactNode } from 'react';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { ChevronDownIcon, TrashIcon } from '../../ui/components/icons';
import { ReorderHandle, type useReorder } from '../../ui/components/reorder-handle';

interface QuestionRowProps {
  /** The question's text, or a stand-in while it is empty. */
  title: string;
  summary: string;
  index: number;
  panelId: string;
  isOpen: boolean;
  onToggle: () => void;
  onDelete: () => void;
  /** Essential questions (name, email) stay. */
  canDelete?: boolean;
  errors: Record<string, string>;
  reorder: ReturnType<typeof useReorder>;
  /** Beside the delete button, e.g. the event editor's "ask this" switch. */
  extra?: ReactNode;
  /** The open question's settings. */
  children: ReactNode;
}

/**
 * One sortable question of a booking form or a routing form: a grip to drag or move with the
 * arrow keys, the title and type to open its settings, and delete.
 */
export function QuestionRow(props: QuestionRowProps) {
  const t = useDashboardT();
  const { title, index, isOpen, errors, reorder } = props;
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <li
      {...reorder.rowProps(index)}
      draggable={!isOpen}
      className="bg-white first:rounded-t-lg last:rounded-b-lg data-drop-target:bg-brand-50"
    >
      <div className="flex items-center gap-2 px-2 py-2.5 sm:px-3">
        <ReorderHandle label={title} onKeyDown={reorder.handleKeys(index, title)} />
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={props.panelId}
          onClick={props.onToggle}
          className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-1 py-1 text-left hover:bg-gray-50"
        >
          <span className="min-w-0 flex-1">
            <span
              className={`block truncate font-medium text-sm ${hasErrors ? 'text-red-700' : 'text-gray-900'}`}
            >
              {index + 1}. {title}
            </span>
            <span className="block truncate text-gray-500 text-xs">{props.summary}</span>
          </span>
          <span className="sr-only">
            {t(isOpen ? 'common.question.closeSettings' : 'common.question.edit')}
          </span>
          <ChevronDownIcon
            className={`size-4 shrink-0 text-gray-400 transition-transform ${isOpen ? 'rotate-180' : ''}`}
          />
        </button>
        {props.extra}
        <button
          type="button"
          className="rounded-md p-1.5 text-gray-500 hover:bg-gray-100 hover:text-gray-900 disabled:opacity-30 disabled:hover:bg-transparent"
          aria-label={t('common.question.delete', { title })}
          disabled={props.canDelete === false}
          onClick={props.onDelete}
        >
          <TrashIcon className="size-4" />
        </button>
      </div>
      {hasErrors && !isOpen && <p className="px-4 pb-3 text-red-700 text-sm">{Object.values(errors)[0]}</p>}
      {isOpen && <div id={props.panelId}>{props.children}</div>}
    </li>
  );
}
