import type { Page } from 'playwright-core';
import type { apiAs } from './api.ts';

/**
 * Opens the frame player on `screen` and claims the code it shows for the person behind `api`, as
 * `name`, as a person does from their phone; the new frame's id. Anything the player must have from
 * its first moment (a clock of the test's) is set up on `screen` before.
 */
export async function claimPlayer(screen: Page, api: ReturnType<typeof apiAs>, name: string): Promise<number> {
  await screen.goto('/frame');
  const code = (await screen.getByText(/^[A-Z2-9]{3} [A-Z2-9]{3}$/).textContent())?.replace(' ', '') ?? '';
  const frame = await api<{ id: number }>('POST', '/api/v3/frames/claim', { data: { code, name } });
  return frame.id;
}
