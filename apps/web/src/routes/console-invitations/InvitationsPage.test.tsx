import type { AppConfig, CreatedInvitation, Invitation } from '@kinframe/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/answers.ts';
import { renderWithApp } from '../../test/render.tsx';
import { InvitationsPage } from './InvitationsPage.tsx';

const config: AppConfig = {
  mailDomain: 'kinframe.local',
  captcha: { provider: 'none' },
  version: 'test',
  shop: null,
  capabilities: { connectedAlbums: null, map: null },
  signUp: 'invite',
};

function invitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    id: 1,
    email: null,
    plan: 'plus',
    note: '',
    maxUses: 1,
    useCount: 0,
    state: 'open',
    expiresAt: '2026-05-20T12:00:00.000Z',
    revokedAt: null,
    createdAt: '2026-05-06T12:00:00.000Z',
    createdBy: { username: 'olga', displayName: 'Olga Berg' },
    ...overrides,
  };
}

let listed: Invitation[];
const LINK = 'https://photos.berg.example/join/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === '/api/v3/app-config') return json(200, config);
  if (url.pathname === '/api/v3/invitations' && init?.method === 'POST') {
    const body = JSON.parse(String(init.body));
    const made: CreatedInvitation = {
      ...invitation({ id: 9, email: body.email ?? null, plan: body.plan }),
      link: LINK,
    };
    listed = [made, ...listed];
    return json(201, made);
  }
  if (url.pathname === '/api/v3/invitations') return json(200, { invitations: listed, nextCursor: null });
  const revoke = url.pathname.match(/^\/api\/v3\/invitations\/(\d+)\/revoke$/);
  if (revoke) {
    listed = listed.map((each) =>
      each.id === Number(revoke[1]) ? { ...each, state: 'revoked', revokedAt: '2026-05-07T12:00:00.000Z' } : each,
    );
    return json(
      200,
      listed.find((each) => each.id === Number(revoke[1])),
    );
  }
  return json(404, { success: false, code: 'not_found', message: 'Not found' });
});

const writeText = vi.fn(async (_text: string) => undefined);

beforeEach(() => {
  listed = [];
  fetchMock.mockClear();
  writeText.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the operators' invitations", () => {
  it('lists each invitation with whom it is for, its plan, uses and state, and withdraws an open one', async () => {
    listed = [
      invitation({ id: 2, email: 'grandpa@example.com', note: 'For grandpa' }),
      invitation({ id: 1, plan: 'lite', maxUses: 5, useCount: 5, state: 'used', createdBy: null }),
    ];
    await renderWithApp(<InvitationsPage />);
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [forGrandpa, used] = cards as [HTMLElement, HTMLElement];
    expect(within(forGrandpa).getByText('For grandpa@example.com')).toBeTruthy();
    expect(within(forGrandpa).getByText('For grandpa')).toBeTruthy();
    expect(within(forGrandpa).getByText('Open')).toBeTruthy();
    expect(forGrandpa.textContent).toContain('Kinframe Plus · Uses: 0 of 1 · Open until May 20, 2026');
    expect(forGrandpa.textContent).toContain('Made by Olga Berg on May 6, 2026');
    expect(within(used).getByText('For anyone with the link')).toBeTruthy();
    expect(within(used).getByText('Used up')).toBeTruthy();
    expect(used.textContent).toContain('Kinframe Lite · Uses: 5 of 5');
    expect(within(used).queryByRole('button', { name: 'Withdraw' })).toBeNull();

    await act(() => fireEvent.click(within(forGrandpa).getByRole('button', { name: 'Withdraw' })));
    const confirm = screen.getByRole('dialog', { name: 'Withdraw this invitation?' });
    await act(() => fireEvent.click(within(confirm).getByRole('button', { name: 'Withdraw' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/v3/invitations/2/revoke'))).toBe(true);
    await screen.findByText('Withdrawn');
  });

  it('makes an invitation for anyone, then shows its link to copy and as a QR code, once', async () => {
    await renderWithApp(<InvitationsPage />);
    await screen.findByText('No invitations yet');
    await act(() => fireEvent.click(screen.getByRole('button', { name: 'New invitation' })));
    const form = screen.getByRole('dialog', { name: 'New invitation' });
    fireEvent.change(within(form).getByLabelText('How many people may join with it'), { target: { value: '5' } });
    fireEvent.change(within(form).getByLabelText('Plan of the new account'), { target: { value: 'lite' } });
    fireEvent.change(within(form).getByLabelText('Note for yourself'), { target: { value: 'The cousins' } });
    await act(() => fireEvent.click(within(form).getByRole('button', { name: 'Make invitation' })));

    const ready = await screen.findByRole('dialog', { name: 'Invitation ready' });
    const sent = fetchMock.mock.calls.find(
      ([url, init]) => String(url).endsWith('/api/v3/invitations') && init?.method === 'POST',
    );
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      maxUses: 5,
      plan: 'lite',
      expiresInDays: 14,
      note: 'The cousins',
    });
    expect(within(ready).getByText(LINK)).toBeTruthy();
    expect(within(ready).getByTitle(`QR code of the invitation link ${LINK}`)).toBeTruthy();
    expect(within(ready).getByText('Keep it now: the link is not shown again.')).toBeTruthy();
    await act(() => fireEvent.click(within(ready).getByRole('button', { name: 'Copy link' })));
    expect(writeText).toHaveBeenCalledWith(LINK);
    await screen.findByText('Link copied');
  });

  it('makes an invitation for one address, checking it first, and says it was mailed', async () => {
    await renderWithApp(<InvitationsPage />);
    const make = await screen.findByRole('button', { name: 'New invitation' });
    await act(() => fireEvent.click(make));
    const form = screen.getByRole('dialog', { name: 'New invitation' });
    fireEvent.change(within(form).getByLabelText('Who may join'), { target: { value: 'email' } });
    expect(within(form).queryByLabelText('How many people may join with it')).toBeNull();
    await act(() => fireEvent.click(within(form).getByRole('button', { name: 'Make invitation' })));
    expect(within(form).getByText('Please enter email')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.change(within(form).getByLabelText('Their email'), { target: { value: 'grandpa@example.com' } });
    await act(() => fireEvent.click(within(form).getByRole('button', { name: 'Make invitation' })));
    const ready = await screen.findByRole('dialog', { name: 'Invitation ready' });
    expect(ready.textContent).toContain("We've mailed the link to grandpa@example.com.");
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      email: 'grandpa@example.com',
      plan: 'plus',
      expiresInDays: 14,
      note: '',
    });
  });
});
