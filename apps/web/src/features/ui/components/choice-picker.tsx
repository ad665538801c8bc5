import {
  type CSSProperties,
  type KeyboardEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { fixedDropdownStyle, pickerPanelClass, placePickerPanel } from '../picker-panel';
import { checkChoiceValues, EMPTY_TYPE_AHEAD, TYPE_AHEAD_RESET_MS, typeAhead } from '../type-ahead';
import { ChevronDownIcon } from './icons';

export interface ChoiceOption {
  value: string;
  label: string;
}

interface ChoicePickerProps {
  /** The id a `<label for>` points at; without one, `label` names the control too. */
  id?: string;
  /** The name of the list (and of the control when it has no `<label>`). */
  label: string;
  options: readonly ChoiceOption[];
  /** The chosen value, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** The closed control's text while nothing is chosen, in the page's language. */
  placeholder: string;
  /** Said when the list has no options, in the page's language. */
  emptyText: string;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: boolean | undefined;
  'aria-required'?: boolean | undefined;
  className?: string;
}

/**
 * A select-only combobox (spec sections 2 and 9): a bottom sheet on phones, a dropdown above,
 * with type-ahead on the closed control and the open list. An option whose value is empty
 * throws: it could not be told apart from no choice.
 */
export function ChoicePicker(props: ChoicePickerProps) {
  const { options, value, onChange } = props;
  checkChoiceValues(options.map((option) => option.value));
  const ownId = useId();
  const triggerId = props.id ?? `${ownId}-trigger`;
  const listId = `${ownId}-list`;
  const optionId = (index: number) => `${ownId}-option-${index}`;
  const [isOpen, setIsOpen] = useState(false);
  const [place, setPlace] = useState({ isSheet: false, opensUp: false });
  const [dropdownStyle, setDropdownStyle] = useState<CSSProperties>({});
  const [active, setActive] = useState(0);
  const typed = useRef(EMPTY_TYPE_AHEAD);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const chosen = options.findIndex((option) => option.value === value);

  function open(at = chosen) {
    setPlace(placePickerPanel(triggerRef.current));
    setDropdownStyle(fixedDropdownStyle(triggerRef.current));
    setActive(Math.max(at, 0));
    setIsOpen(true);
  }

  function close(returnFocus: boolean) {
    setIsOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }

  function choose(index: number) {
    const option = options[index];
    if (option) onChange(option.value);
    close(true);
  }

  useLayoutEffect(() => {
    if (isOpen) listRef.current?.focus({ preventScroll: true });
  }, [isOpen]);

  // Scrolls the list alone: scrollIntoView would scroll the page or the card around it too.
  useEffect(() => {
    const list = listRef.current;
    const item = list?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    if (!isOpen || !list || !item) return;
    if (item.offsetTop < list.scrollTop) list.scrollTop = item.offsetTop;
    const bottom = item.offsetTop + item.offsetHeight;
    if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
  }, [isOpen, active]);

  // The dropdown is fixed to the window: it follows its control when the page or a card scrolls.
  useEffect(() => {
    if (!isOpen || place.isSheet) return;
    const follow = () => setDropdownStyle(fixedDropdownStyle(triggerRef.current));
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    return () => {
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
    };
  }, [isOpen, place.isSheet]);

  useEffect(() => {
    if (!isOpen) return;
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  /** A printable key: the option it leads to, or -1. */
  function findTyped(key: string, from: number): number {
    const result = typeAhead(
      typed.current,
      key,
      Date.now(),
      options.map((option) => option.label),
      from,
    );
    typed.current = result.state;
    return result.index;
  }

  // A space inside a typed search ("New York") is part of it, not a press of the control.
  const isTyping = () =>
    typed.current.buffer !== '' && Date.now() - typed.current.lastKeyAt < TYPE_AHEAD_RESET_MS;

  const isPrintable = (event: KeyboardEvent) =>
    event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (['ArrowDown', 'ArrowUp', 'Enter'].includes(event.key) || (event.key === ' ' && !isTyping())) {
      event.preventDefault();
      open();
    } else if (isPrintable(event)) {
      event.preventDefault();
      const index = findTyped(event.key, chosen);
      if (index >= 0 && options[index]) onChange(options[index].value);
    }
  }

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const last = options.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(active + 1, last),
      ArrowUp: Math.max(active - 1, 0),
      Home: 0,
      End: last,
      PageDown: Math.min(active + 8, last),
      PageUp: Math.max(active - 8, 0),
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key] ?? 0);
    } else if (event.key === 'Enter' || (event.key === ' ' && !isTyping())) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    } else if (isPrintable(event)) {
      event.preventDefault();
      const index = findTyped(event.key, active);
      if (index >= 0) setActive(index);
    }
  }

  const selected = options[chosen];
  return (
    <div ref={rootRef} className={`relative ${props.className ?? ''}`}>
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={isOpen}
        aria-controls={isOpen ? listId : undefined}
        aria-describedby={props['aria-describedby']}
        aria-invalid={props['aria-invalid']}
        aria-required={props['aria-required']}
        {...(props.id ? {} : { 'aria-label': props.label })}
        onClick={() => (isOpen ? close(false) : open())}
        onKeyDown={onTriggerKeyDown}
        className="flex w-full items-center gap-2 rounded-lg border border-(--pb-border,var(--color-gray-300)) bg-(--pb-surface,white) px-3 py-2 text-start text-(--pb-text,var(--color-gray-900)) text-sm shadow-xs focus-visible:border-(--pb-brand,var(--color-brand-600)) focus-visible:outline-2 focus-visible:outline-(--pb-brand,var(--color-brand-600)) focus-visible:outline-offset-0 aria-invalid:border-red-600"
      >
        <span
          className={`min-w-0 flex-1 truncate ${selected ? '' : 'text-(--pb-muted,var(--color-gray-500))'}`}
        >
          {selected ? selected.label : props.placeholder}
        </span>
        <ChevronDownIcon className="size-4 shrink-0 opacity-70" />
      </button>
      {isOpen && (
        <>
          {place.isSheet && (
            <div
              aria-hidden="true"
              className="fixed inset-0 z-40 bg-gray-900/40"
              onPointerDown={() => close(true)}
            />
          )}
          <div
            style={place.isSheet ? undefined : dropdownStyle}
            className={`${place.isSheet ? pickerPanelClass(place) : 'fixed z-50 max-h-96 rounded-xl'} flex flex-col overflow-hidden border border-(--pb-border,var(--color-gray-200)) bg-(--pb-surface,white) text-(--pb-text,var(--color-gray-900)) shadow-xl`}
          >
            {place.isSheet && (
              <div aria-hidden="true" className="mx-auto mt-2 h-1 w-10 shrink-0 rounded-full bg-gray-300" />
            )}
            <ul
              ref={listRef}
              id={listId}
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the combobox popup (ARIA 1.2).
              role="listbox"
              tabIndex={-1}
              aria-label={props.label}
              aria-activedescendant={options[active] ? optionId(active) : undefined}
              onKeyDown={onListKeyDown}
              className="relative flex-1 overflow-y-auto overscroll-contain p-1 outline-none"
            >
              {options.map((option, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the list handles the keys for its options.
                // biome-ignore lint/a11y/useFocusableInteractive: options are reached with aria-activedescendant.
                <li
                  key={option.value}
                  id={optionId(index)}
                  data-index={index}
                  // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the listbox.
                  role="option"
                  aria-selected={option.value === value}
                  onClick={() => choose(index)}
                  onPointerMove={() => setActive(index)}
                  className={`cursor-pointer rounded-lg px-3 py-2.5 text-sm ${
                    index === active ? 'bg-(--pb-brand-soft,var(--color-brand-50))' : ''
                  } ${option.value === value ? 'font-semibold' : ''}`}
                >
                  {option.label}
                </li>
              ))}
              {options.length === 0 && (
                <li
                  role="presentation"
                  className="px-3 py-6 text-center text-(--pb-muted,var(--color-gray-600)) text-sm"
                >
                  {props.emptyText}
                </li>
              )}
            </ul>
          </div>
        </>
      )}
    </div>
  );
}
