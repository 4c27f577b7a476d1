import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import styles from './DropdownMenu.module.css';
import { DropdownMenu, type MenuEntry } from './DropdownMenu.tsx';

afterEach(cleanup);

const openWithKeyboard = async () => {
  await act(async () => fireEvent.keyDown(screen.getByRole('button', { name: 'More for Kitchen' }), { key: 'Enter' }));
  return screen.findByRole('menu');
};

async function renderMenu(entries: readonly MenuEntry[]) {
  await renderWithApp(<DropdownMenu label="More for Kitchen" trigger="⋯" entries={entries} />);
}

describe('a dropdown menu', () => {
  it('says it has a menu, opens it from the keyboard and lists the entries shown, the red ones marked', async () => {
    await renderMenu([
      { key: 'settings', label: 'Settings', onSelect: () => {} },
      { key: 'reload', label: 'Reload', isHidden: true, onSelect: () => {} },
      { kind: 'separator', key: 'line' },
      { key: 'remove', label: 'Remove frame', isDanger: true, onSelect: () => {} },
    ]);
    const button = screen.getByRole('button', { name: 'More for Kitchen' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await openWithKeyboard();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Settings', 'Remove frame']);
    expect(screen.getAllByRole('separator')).toHaveLength(1);
    expect(screen.getByRole('menuitem', { name: 'Remove frame' }).className).toContain(styles.danger);
    expect(screen.getByRole('menuitem', { name: 'Settings' }).className).not.toContain(styles.danger);
  });

  it('does the chosen action and closes, focus back on its button', async () => {
    const onRemove = vi.fn();
    await renderMenu([
      { key: 'settings', label: 'Settings', onSelect: () => {} },
      { key: 'remove', label: 'Remove frame', onSelect: onRemove },
    ]);
    await openWithKeyboard();
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: 'Remove frame' })));
    expect(onRemove).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
    // Radix hands the focus back once the menu has gone, a moment after.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'More for Kitchen' })));
  });

  it('moves through the items with the arrow keys', async () => {
    await renderMenu([
      { key: 'settings', label: 'Settings', onSelect: () => {} },
      { key: 'remove', label: 'Remove frame', onSelect: () => {} },
    ]);
    await openWithKeyboard();
    const [first, second] = screen.getAllByRole('menuitem');
    await waitFor(() => expect(document.activeElement).toBe(first));
    await act(async () => fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' }));
    await waitFor(() => expect(document.activeElement).toBe(second));
  });

  it('closes with Escape without choosing', async () => {
    const onSelect = vi.fn();
    await renderMenu([{ key: 'settings', label: 'Settings', onSelect }]);
    const menu = await openWithKeyboard();
    await act(async () => fireEvent.keyDown(menu, { key: 'Escape' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onSelect).not.toHaveBeenCalled();
    // Radix hands the focus back once the menu has gone, a moment after.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'More for Kitchen' })));
  });

  it('drops a line left at either end once hidden entries are out, and shows nothing with nothing to offer', async () => {
    await renderMenu([
      { key: 'rename', label: 'Rename', isHidden: true, onSelect: () => {} },
      { kind: 'separator', key: 'line' },
      { key: 'leave', label: 'Leave album', onSelect: () => {} },
    ]);
    await openWithKeyboard();
    expect(screen.queryAllByRole('separator')).toEqual([]);
    cleanup();
    await renderMenu([{ key: 'rename', label: 'Rename', isHidden: true, onSelect: () => {} }]);
    expect(screen.queryByRole('button', { name: 'More for Kitchen' })).toBeNull();
  });

  it('checks the current value of a choice and hands over the one chosen', async () => {
    const onChange = vi.fn();
    await renderMenu([
      {
        kind: 'choice',
        key: 'sort',
        label: 'Sort',
        value: 'newest',
        options: [
          { value: 'newest', label: 'Newest first' },
          { value: 'oldest', label: 'Oldest first' },
        ],
        onChange,
      },
    ]);
    await openWithKeyboard();
    expect(screen.getByRole('menuitemradio', { name: 'Newest first' }).getAttribute('aria-checked')).toBe('true');
    await act(async () => fireEvent.click(screen.getByRole('menuitemradio', { name: 'Oldest first' })));
    expect(onChange).toHaveBeenCalledWith('oldest');
  });
});
