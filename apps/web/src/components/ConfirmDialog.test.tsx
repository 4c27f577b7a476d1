import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client.ts';
import { renderWithApp } from '../test/render.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

afterEach(cleanup);

function deferred() {
  let settle: { resolve: () => void; reject: (error: unknown) => void } = { resolve: () => {}, reject: () => {} };
  const promise = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
}

async function renderConfirm(onConfirm: () => unknown, extra: { pendingLabel?: string; isDanger?: boolean } = {}) {
  const onClose = vi.fn();
  await renderWithApp(
    <ConfirmDialog
      title="Delete album “Summer”?"
      body="Everyone who contributes loses it too."
      cancelLabel="Cancel"
      confirmLabel="Delete album"
      onConfirm={onConfirm}
      onClose={onClose}
      {...extra}
    />,
  );
  return onClose;
}

describe('a confirmation', () => {
  it('asks its question in a dialog named by its title, and Cancel closes it without the call', async () => {
    const onConfirm = vi.fn();
    const onClose = await renderConfirm(onConfirm);
    const dialog = screen.getByRole('dialog', { name: 'Delete album “Summer”?' });
    expect(dialog.textContent).toContain('Everyone who contributes loses it too.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('keeps its button busy while the call runs, and shows a refusal in the dialog', async () => {
    const call = deferred();
    await renderConfirm(() => call.promise, { pendingLabel: 'Deleting…' });
    const confirm = screen.getByRole('button', { name: 'Delete album' });
    await act(async () => fireEvent.click(confirm));
    const busy = screen.getByRole('button', { name: 'Deleting…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    await act(async () =>
      call.reject(new ApiError({ status: 500, code: undefined, message: 'The album could not be deleted.' })),
    );
    expect(screen.getByRole('alert').textContent).toBe('The album could not be deleted.');
    expect((screen.getByRole('button', { name: 'Delete album' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('is red where it cannot be undone, plain where told so', async () => {
    await renderConfirm(() => undefined);
    const red = screen.getByRole('button', { name: 'Delete album' }).className;
    cleanup();
    await renderConfirm(() => undefined, { isDanger: false });
    expect(screen.getByRole('button', { name: 'Delete album' }).className).not.toBe(red);
  });
});
