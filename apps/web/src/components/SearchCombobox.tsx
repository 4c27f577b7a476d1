import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import fieldStyles from './Field.module.css';
import styles from './SearchCombobox.module.css';
import { describedBy, FieldFrame } from './TextField.tsx';

/** Typing pauses this long before a search asks the server. */
const SEARCH_PAUSE_MS = 300;

function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** The next option's index for a key of the list (wrapping), or null when the key moves nothing. */
export function movedIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowDown') return current < 0 ? 0 : (current + 1) % count;
  if (key === 'ArrowUp') return current <= 0 ? count - 1 : current - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

interface SearchComboboxProps<T> {
  label: string;
  hint?: string;
  error?: string;
  maxLength: number;
  /** The kept choice as the field shows it; what was typed and not chosen gives way to it on blur. */
  chosenText: string;
  /** What the person typed, once they pause, while the list is open ('' when closed): search with it. */
  onQuery: (query: string) => void;
  /** The answers to the last query. */
  options: readonly T[];
  optionKey: (option: T) => string;
  optionLabel: (option: T) => ReactNode;
  /** Said to screen readers and shown under the field: searching, how many found, none, a failure. */
  status: string;
  onChoose: (option: T) => void;
  isAutoFocused?: boolean;
}

/**
 * A text field that searches as a person types and offers what it finds as a list (the ARIA 1.2
 * combobox pattern: focus stays in the field, arrows move through the options, Enter chooses,
 * Escape closes the list without closing the dialog around it).
 */
export function SearchCombobox<T>(props: SearchComboboxProps<T>) {
  const { options, onQuery, onChoose } = props;
  const id = useId();
  const listId = `${id}-options`;
  const [text, setText] = useState(props.chosenText);
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const settled = useSettled(text, SEARCH_PAUSE_MS);
  const isListed = isOpen && options.length > 0;

  useEffect(() => onQuery(isOpen ? settled : ''), [isOpen, settled, onQuery]);

  // Escape closes the open list and leaves the dialog open: the dialog hears Escape on the document
  // before React does, so the key is claimed earlier, on the window, and marked as handled.
  useEffect(() => {
    if (!isListed) return;
    const claimEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.target !== input.current) return;
      event.preventDefault();
      setIsOpen(false);
    };
    window.addEventListener('keydown', claimEscape, { capture: true });
    return () => window.removeEventListener('keydown', claimEscape, { capture: true });
  }, [isListed]);

  const choose = (option: T) => {
    onChoose(option);
    setIsOpen(false);
    setActive(-1);
  };

  // The kept choice changes (chosen here, or from outside): the field shows it.
  useEffect(() => setText(props.chosenText), [props.chosenText]);

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter chooses; it never sends the form from this field.
      event.preventDefault();
      const option = options[active] ?? (options.length === 1 ? options[0] : undefined);
      if (isListed && option !== undefined) choose(option);
      return;
    }
    if (event.key === 'ArrowDown' && !isOpen) setIsOpen(true);
    const next = movedIndex(event.key, active, options.length);
    if (next !== null && isListed) {
      event.preventDefault();
      setActive(next);
    }
  };

  return (
    <FieldFrame id={id} label={props.label} hint={props.hint} error={props.error}>
      <div className={styles.combobox}>
        <div className={fieldStyles.control}>
          <input
            id={id}
            ref={input}
            className={fieldStyles.input}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={isListed}
            aria-controls={listId}
            aria-activedescendant={isListed && active >= 0 ? `${listId}-${active}` : undefined}
            aria-invalid={props.error ? true : undefined}
            aria-describedby={describedBy(id, { error: props.error, hint: Boolean(props.hint) })}
            autoComplete="off"
            // biome-ignore lint/a11y/noAutofocus: opened by the person's own click on the field's pencil.
            autoFocus={props.isAutoFocused}
            maxLength={props.maxLength}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setIsOpen(true);
              setActive(-1);
            }}
            onKeyDown={handleKeyDown}
            onBlur={() => {
              setIsOpen(false);
              setText(props.chosenText);
            }}
          />
        </div>
        <div id={listId} role="listbox" className={styles.listbox} hidden={!isListed} aria-label={props.label}>
          {options.map((option, index) => (
            <div
              key={props.optionKey(option)}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // Focus stays in the input (aria-activedescendant); the option is never tabbed to.
              tabIndex={-1}
              className={styles.option}
              // Chosen before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(option);
              }}
            >
              {props.optionLabel(option)}
            </div>
          ))}
        </div>
      </div>
      <p className={styles.status} role="status">
        {props.status}
      </p>
    </FieldFrame>
  );
}
