import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/answers.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ClaimFrameDialog } from './ClaimFrameDialog.tsx';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const codeField = () => screen.getByRole('textbox', { name: 'Code shown on the frame' }) as HTMLInputElement;
const connect = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Connect frame' })));

describe('setting up my own frame', () => {
  it('shows the code as the frame does, and sends it without its spaces', async () => {
    fetchMock.mockResolvedValue(json(201, { id: 3, name: 'Hall' }));
    const handleClaimed = vi.fn();
    await renderWithApp(<ClaimFrameDialog initialCode="" onClose={vi.fn()} onClaimed={handleClaimed} />);
    fireEvent.change(codeField(), { target: { value: 'abc-23' } });
    expect(codeField().value).toBe('ABC 23');
    await connect();
    expect(screen.getByText('Enter the six letters and digits the frame shows')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(codeField(), { target: { value: 'abc 234' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Frame name (optional)' }), { target: { value: ' Hall ' } });
    await connect();
    await waitFor(() => expect(handleClaimed).toHaveBeenCalledWith({ id: 3, name: 'Hall' }));
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/v3/frames/claim');
    expect(JSON.parse(String(init?.body))).toEqual({ code: 'ABC234', name: 'Hall' });
  });

  it('starts with the code of the QR link, and tells an unknown code at the field', async () => {
    fetchMock.mockResolvedValue(
      json(404, { success: false, code: 'pairing_code_invalid', message: 'This code is not valid or has expired' }),
    );
    await renderWithApp(<ClaimFrameDialog initialCode="XYZ 789" onClose={vi.fn()} onClaimed={vi.fn()} />);
    expect(codeField().value).toBe('XYZ 789');
    await connect();
    await screen.findByText('This code is not valid or has expired');
    expect(codeField().getAttribute('aria-invalid')).toBe('true');
  });

  it('explains the frame limit', async () => {
    fetchMock.mockResolvedValue(
      json(409, { success: false, code: 'frame_limit', message: 'You can have up to 10 frames', params: { max: 10 } }),
    );
    await renderWithApp(<ClaimFrameDialog initialCode="XYZ 789" onClose={vi.fn()} onClaimed={vi.fn()} />);
    await connect();
    expect((await screen.findByRole('alert')).textContent).toContain('You can have up to 10 frames');
  });
});
