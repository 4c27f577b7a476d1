import * as Menu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './DropdownMenu.module.css';

interface EntryBase {
  key: string;
  /** Left out of the menu: a choice this person does not have here. */
  isHidden?: boolean;
  /** A look of the caller's own, beside the menu's. */
  className?: string;
}

/** A choice that does something. */
export interface MenuAction extends EntryBase {
  kind?: 'action';
  label: ReactNode;
  icon?: ReactNode;
  /** Red: what cannot be undone, or takes something away (each asks again in its own dialog). */
  isDanger?: boolean;
  isDisabled?: boolean;
  onSelect: () => void;
}

/** A choice that goes somewhere: a page of the app (`to`), or a file or the API (`href`). */
export interface MenuLink extends EntryBase {
  kind: 'link';
  label: ReactNode;
  to?: string;
  href?: string;
  /** With `href`: downloaded rather than opened, under this name (or the server's, with `true`). */
  download?: string | true;
}

/** One value out of several (how the grid is sorted): each a radio item, the current one checked. */
export interface MenuChoice extends EntryBase {
  kind: 'choice';
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** Entries under a heading of their own (Today, This Week...). */
export interface MenuGroup extends EntryBase {
  kind: 'group';
  label: string;
  entries: readonly MenuEntry[];
}

/** Words that are no choice: who is signed in, why the list is empty. */
export interface MenuText extends EntryBase {
  kind: 'text';
  label: ReactNode;
}

export interface MenuSeparator extends EntryBase {
  kind: 'separator';
}

export type MenuEntry = MenuAction | MenuLink | MenuChoice | MenuGroup | MenuText | MenuSeparator;

interface DropdownMenuProps {
  /** What the button shows: an icon, or words. */
  trigger: ReactNode;
  /** The button's name where it shows an icon alone. */
  label?: string;
  /** Shows the name as a tooltip too, as the viewer's icon buttons do. */
  hasTooltip?: boolean;
  triggerClassName?: string;
  /** The menu's own look beside the common one (its width, its layer). */
  className?: string;
  entries: readonly MenuEntry[];
  /** A heading over the entries, with an action of its own beside it (mark all as read). */
  heading?: string;
  headingAction?: MenuAction;
  /** Not modal: the page behind stays readable to assistive tech and reachable by the pointer. */
  isModal?: boolean;
  sideOffset?: number;
  onOpenChange?: (isOpen: boolean) => void;
}

/** Entries left once the hidden ones are out, without a line at either end or two lines together. */
function shownOf(entries: readonly MenuEntry[]): MenuEntry[] {
  const shown: MenuEntry[] = [];
  for (const entry of entries) {
    if (entry.isHidden) continue;
    if (entry.kind === 'separator' && (shown.length === 0 || shown.at(-1)?.kind === 'separator')) continue;
    shown.push(entry);
  }
  if (shown.at(-1)?.kind === 'separator') shown.pop();
  return shown;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

function Entry({ entry }: { entry: MenuEntry }) {
  switch (entry.kind) {
    case 'separator':
      return <Menu.Separator className={classes(styles.separator, entry.className)} />;
    case 'text':
      return <p className={classes(styles.text, entry.className)}>{entry.label}</p>;
    case 'group':
      return (
        <Menu.Group className={entry.className} aria-label={entry.label}>
          <Menu.Label className={styles.label}>{entry.label}</Menu.Label>
          {shownOf(entry.entries).map((inner) => (
            <Entry key={inner.key} entry={inner} />
          ))}
        </Menu.Group>
      );
    case 'choice':
      return (
        <Menu.Group className={entry.className}>
          <Menu.Label className={styles.label}>{entry.label}</Menu.Label>
          <Menu.RadioGroup value={entry.value} onValueChange={entry.onChange}>
            {entry.options.map((option) => (
              <Menu.RadioItem key={option.value} value={option.value} className={`${styles.item} ${styles.choice}`}>
                <Menu.ItemIndicator className={styles.check}>
                  <Check size={16} aria-hidden="true" />
                </Menu.ItemIndicator>
                {option.label}
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
        </Menu.Group>
      );
    case 'link':
      return (
        <Menu.Item asChild className={classes(styles.item, entry.className)}>
          {entry.to !== undefined ? (
            <Link to={entry.to}>{entry.label}</Link>
          ) : (
            <a href={entry.href} download={entry.download}>
              {entry.label}
            </a>
          )}
        </Menu.Item>
      );
    default:
      return (
        <Menu.Item
          className={classes(styles.item, entry.isDanger && styles.danger, entry.className)}
          disabled={entry.isDisabled}
          onSelect={entry.onSelect}
        >
          {entry.icon ? (
            <span className={styles.icon} aria-hidden="true">
              {entry.icon}
            </span>
          ) : null}
          {entry.label}
        </Menu.Item>
      );
  }
}

/**
 * A button that opens a menu of choices given as data. Radix keeps it accessible: the button says
 * it has a menu and whether it is open, arrow keys move through the items, Escape, a choice or a
 * click outside closes it, and focus goes back to the button. A menu with nothing to offer is not shown.
 */
export function DropdownMenu({
  trigger,
  label,
  hasTooltip = false,
  triggerClassName,
  className,
  entries,
  heading,
  headingAction,
  isModal = true,
  sideOffset = 6,
  onOpenChange,
}: DropdownMenuProps) {
  const shown = shownOf(entries);
  if (shown.length === 0 && heading === undefined) return null;
  return (
    <Menu.Root modal={isModal} onOpenChange={onOpenChange}>
      <Menu.Trigger className={triggerClassName} aria-label={label} title={hasTooltip ? label : undefined}>
        {trigger}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className={classes(styles.menu, className)} align="end" sideOffset={sideOffset}>
          {heading !== undefined ? (
            <div className={styles.head}>
              <h2 className={styles.heading}>{heading}</h2>
              {headingAction && !headingAction.isHidden ? (
                <Menu.Item className={styles.headingAction} onSelect={headingAction.onSelect}>
                  {headingAction.label}
                </Menu.Item>
              ) : null}
            </div>
          ) : null}
          {shown.map((entry) => (
            <Entry key={entry.key} entry={entry} />
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
