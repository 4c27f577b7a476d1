import type { LibraryItem } from '@kinframe/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n.ts';
import { ItemTile } from './ItemTile.tsx';
import { LONG_PRESS_MS } from './use-long-press.ts';

const item = {
  id: 4,
  name: 'lake.jpg',
  kind: 'photo',
  status: 'processing',
  isFavourite: false,
  durationSeconds: null,
  urls: { square: null, ratio: null },
} as unknown as LibraryItem;

/** jsdom has no PointerEvent: one that carries its pointer's type, as browsers' do. */
class TouchOrMouseEvent extends MouseEvent {
  readonly pointerType: string;
  constructor(type: string, init: MouseEventInit & { pointerType?: string } = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? '';
  }
}

beforeEach(async () => {
  await initI18n('en-US');
  vi.stubGlobal('PointerEvent', TouchOrMouseEvent);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  cleanup();
});

function renderTile() {
  const onTileClick = vi.fn();
  const onCheckClick = vi.fn();
  render(
    <ItemTile
      item={item}
      index={0}
      layout="square"
      isSelected={false}
      label="lake.jpg"
      onTileClick={onTileClick}
      onCheckClick={onCheckClick}
    />,
  );
  return { onTileClick, onCheckClick, button: screen.getByRole('button', { name: 'lake.jpg' }) };
}

describe('a tile on a touch screen', () => {
  it('is selected by a long press, and the tap that ends the press does not open it', () => {
    const { onTileClick, onCheckClick, button } = renderTile();
    fireEvent.pointerDown(button, { pointerType: 'touch', clientX: 20, clientY: 20 });
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS));
    expect(onCheckClick).toHaveBeenCalledTimes(1);
    fireEvent.pointerUp(button, { pointerType: 'touch' });
    fireEvent.click(button);
    expect(onTileClick).not.toHaveBeenCalled();
    // The next tap is a tap again.
    fireEvent.pointerDown(button, { pointerType: 'touch', clientX: 20, clientY: 20 });
    fireEvent.click(button);
    expect(onTileClick).toHaveBeenCalledTimes(1);
  });

  it('is not selected by a finger that scrolls, nor by a mouse held down', () => {
    const { onCheckClick, button } = renderTile();
    fireEvent.pointerDown(button, { pointerType: 'touch', clientX: 20, clientY: 20 });
    fireEvent.pointerMove(button, { pointerType: 'touch', clientX: 20, clientY: 60 });
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS));
    fireEvent.pointerDown(button, { pointerType: 'mouse', clientX: 20, clientY: 20 });
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS));
    expect(onCheckClick).not.toHaveBeenCalled();
  });
});
