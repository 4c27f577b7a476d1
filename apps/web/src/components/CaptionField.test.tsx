import { LIMITS } from '@kinframe/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { CaptionField } from './CaptionField.tsx';
import { captionCount } from './caption.ts';

afterEach(cleanup);

describe('caption counter', () => {
  it('counts up to the contract limit', () => {
    expect(captionCount('')).toEqual({ count: 0, max: LIMITS.caption.max, isOver: false });
    expect(captionCount('x'.repeat(LIMITS.caption.max))).toMatchObject({ count: 160, isOver: false });
    expect(captionCount('x'.repeat(LIMITS.caption.max + 1))).toMatchObject({ isOver: true });
  });

  it('shows the count as the caption is typed and saves it', async () => {
    const handleSave = vi.fn();
    await renderWithApp(<CaptionField initialCaption="Beach" isSaving={false} onSave={handleSave} />);
    expect(screen.getByText('5/160')).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'Caption' }) as HTMLTextAreaElement;
    expect(field.maxLength).toBe(160);
    fireEvent.change(field, { target: { value: 'Beach day with Grandma' } });
    expect(screen.getByText('22/160')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save caption' }));
    await waitFor(() => expect(handleSave).toHaveBeenCalledWith('Beach day with Grandma'));
  });

  it('cannot save an unchanged caption', async () => {
    await renderWithApp(<CaptionField initialCaption="Beach" isSaving={false} onSave={vi.fn()} />);
    expect((screen.getByRole('button', { name: 'Save caption' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
