import { type KeyboardEvent, useId, useState } from 'react';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { CloseIcon } from '../../ui/components/icons';
import { addTags, removeTag } from '../tag-edit';

interface TagEditorProps {
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  disabled?: boolean;
  label?: string;
}

/** Tags as removable chips, and a box that adds what is typed on Enter or comma. */
export function TagEditor({ tags, onChange, disabled, label: labelProp }: TagEditorProps) {
  const id = useId();
  const t = useDashboardT();
  const label = labelProp ?? t('contacts.tags.label');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  function commit() {
    const result = addTags(tags, text);
    if (!result.ok) {
      setError(
        text.trim() ? t(result.problem.key, 'values' in result.problem ? result.problem.values : {}) : null,
      );
      return;
    }
    setError(null);
    setText('');
    if (result.tags.length !== tags.length) onChange(result.tags);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <div className="mt-1.5 flex flex-wrap items-center gap-1.5 rounded-lg border border-gray-300 bg-white px-2 py-1.5 focus-within:border-brand-600 focus-within:outline-2 focus-within:outline-brand-600">
        <ul className="contents" aria-label={t('contacts.tags.current')}>
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-md bg-brand-50 py-0.5 pr-1 pl-2 text-xs font-medium text-brand-700"
            >
              {tag}
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange(removeTag(tags, tag))}
                aria-label={t('contacts.tags.remove', { tag })}
                className="rounded p-0.5 hover:bg-brand-100"
              >
                <CloseIcon className="size-3" />
              </button>
            </li>
          ))}
        </ul>
        <input
          id={id}
          value={text}
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => text.trim() && commit()}
          placeholder={tags.length ? t('contacts.tags.addAnother') : t('contacts.tags.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          className="min-w-28 flex-1 border-0 bg-transparent px-1 py-0.5 text-sm outline-none"
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="sr-only">
          {t('contacts.tags.hint')}
        </p>
      )}
    </div>
  );
}
