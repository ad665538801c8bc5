import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { pickerPanelClass, placePickerPanel } from '../picker-panel';
import { ChevronDownIcon } from './icons';

export interface FilterSelectOption {
  id: string;
  label: string;
  /** Secondary text on the right, such as an offset or a code. */
  detail?: string;
}

interface FilterSelectProps<T extends FilterSelectOption> {
  label: string;
  value: string;
  /** The text of the closed control. */
  valueText: string;
  /** Built when the list first opens, so long lists cost nothing until then. */
  loadOptions: () => readonly T[];
  filter: (options: readonly T[], query: string) => readonly T[];
  onChange: (id: string) => void;
  icon?: ReactNode;
  /** The control's words, in the page's language (it is shown to visitors). */
  words: {
    /** The search box's name, e.g. "Search timezone". */
    searchLabel: string;
    searchPlaceholder: string;
    /** Said when the search matches nothing. */
    empty: string;
  };
  className?: string;
  /** Extra classes of the closed control. */
  triggerClassName?: string;
}

/**
 * A select with a search box: a button that opens a searchable list (a dropdown on larger screens,
 * a bottom sheet on phones). The search box is an ARIA combobox over a listbox; arrow keys move,
 * Enter picks, Escape closes and returns to the button.
 */
export function FilterSelect<T extends FilterSelectOption>(props: FilterSelectProps<T>) {
  const { label, value, valueText, loadOptions, filter, onChange, icon } = props;
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [options, setOptions] = useState<readonly T[] | null>(null);
  const [active, setActive] = useState(0);
  const [opensUp, setOpensUp] = useState(false);
  const [isSheet, setIsSheet] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const shown = isOpen && options ? filter(options, query) : [];

  function open() {
    const all = options ?? loadOptions();
    setOptions(all);
    setQuery('');
    setActive(
      Math.max(
        0,
        all.findIndex((option) => option.id === value),
      ),
    );
    const place = placePickerPanel(triggerRef.current);
    setOpensUp(place.opensUp);
    setIsSheet(place.isSheet);
    setIsOpen(true);
  }

  function close(returnFocus: boolean) {
    setIsOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }

  function choose(option: T) {
    onChange(option.id);
    close(true);
  }

  useLayoutEffect(() => {
    if (!isOpen) return;
    inputRef.current?.focus();
  }, [isOpen]);

  useEffect(() => {
    if (!isOpen) return;
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [isOpen, active]);

  useEffect(() => {
    if (!isOpen) return;
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = shown.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(active + 1, last),
      ArrowUp: Math.max(active - 1, 0),
      PageDown: Math.min(active + 8, last),
      PageUp: Math.max(active - 8, 0),
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key] ?? 0);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = shown[active];
      if (option) choose(option);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  }

  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const panelPosition = `${pickerPanelClass({ isSheet, opensUp })} ${isSheet ? '' : 'min-w-72'}`;

  return (
    <div ref={rootRef} className={`relative ${props.className ?? ''}`}>
      <span id={`${id}-label`} className="sr-only">
        {label}
      </span>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={() => (isOpen ? close(false) : open())}
        className={`flex w-full items-center gap-2 rounded-lg px-2 py-1.5 text-start text-sm hover:bg-(--pb-brand-soft) ${
          props.triggerClassName ?? ''
        }`}
      >
        {icon}
        <span id={`${id}-value`} className="min-w-0 flex-1 truncate">
          {valueText}
        </span>
        <ChevronDownIcon className="size-4 shrink-0 opacity-70" />
      </button>
      {isOpen && (
        <>
          {isSheet && <div aria-hidden="true" className="fixed inset-0 z-40 bg-gray-900/40" />}
          <div
            role="dialog"
            aria-label={label}
            className={`${panelPosition} flex flex-col overflow-hidden border border-(--pb-border,var(--color-gray-200)) bg-(--pb-surface,white) text-(--pb-text,var(--color-gray-900)) shadow-xl`}
          >
            <div className="border-(--pb-border,var(--color-gray-200)) border-b p-2">
              <input
                ref={inputRef}
                type="text"
                role="combobox"
                aria-label={props.words.searchLabel}
                aria-expanded="true"
                aria-controls={listId}
                aria-autocomplete="list"
                aria-activedescendant={shown[active] ? optionId(active) : undefined}
                placeholder={props.words.searchPlaceholder}
                value={query}
                onChange={(event) => {
                  setQuery(event.target.value);
                  setActive(0);
                }}
                onKeyDown={onKeyDown}
                autoComplete="off"
                spellCheck={false}
                className="w-full rounded-lg border border-(--pb-border,var(--color-gray-300)) bg-transparent px-3 py-2 text-sm placeholder:text-(--pb-muted,var(--color-gray-500))"
              />
            </div>
            <ul
              ref={listRef}
              id={listId}
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the combobox popup (ARIA 1.2).
              role="listbox"
              aria-label={label}
              className="flex-1 overflow-y-auto overscroll-contain p-1"
            >
              {shown.map((option, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the search box handles the keys for the list.
                // biome-ignore lint/a11y/useFocusableInteractive: options are reached with aria-activedescendant.
                <li
                  key={option.id}
                  id={optionId(index)}
                  data-index={index}
                  // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the listbox.
                  role="option"
                  aria-selected={option.id === value}
                  onClick={() => choose(option)}
                  onPointerMove={() => setActive(index)}
                  className={`flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm ${
                    index === active ? 'bg-(--pb-brand-soft,var(--color-brand-50))' : ''
                  } ${option.id === value ? 'font-semibold' : ''}`}
                >
                  <span className="min-w-0 truncate">{option.label}</span>
                  {option.detail && (
                    <span className="shrink-0 text-(--pb-muted,var(--color-gray-600)) text-xs">
                      {option.detail}
                    </span>
                  )}
                </li>
              ))}
              {shown.length === 0 && (
                <li
                  role="presentation"
                  className="px-3 py-6 text-center text-(--pb-muted,var(--color-gray-600)) text-sm"
                >
                  {props.words.empty}
                </li>
              )}
            </ul>
          </div>
        </>
      )}
    </div>
  );
}
