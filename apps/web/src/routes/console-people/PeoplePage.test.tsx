import type { ConsolePerson } from '@kinframe/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/answers.ts';
import { renderWithApp } from '../../test/render.tsx';
import { PeoplePage } from './PeoplePage.tsx';

function person(overrides: Partial<ConsolePerson> = {}): ConsolePerson {
  return {
    id: 2,
    username: 'nina',
    displayName: 'Nina New',
    email: 'nina@example.com',
    plan: { tier: 'lite', paidThrough: null },
    serverRole: null,
    storage: { photos: { count: 12, bytes: 3 * 1024 * 1024 }, videos: { count: 1, bytes: 20 * 1024 * 1024 } },
    frames: 2,
    lastActiveAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
    signInDisabled: false,
    createdAt: '2026-05-06T12:00:00.000Z',
    ...overrides,
  };
}

const owner = person({
  id: 1,
  username: 'olga',
  displayName: 'Olga Berg',
  email: 'olga@example.com',
  plan: { tier: 'plus', paidThrough: null },
  serverRole: 'owner',
  lastActiveAt: null,
});

let listed: ConsolePerson[];

const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === '/api/user/profile/edit/') return json(200, { username: 'olga', server_role: 'owner' });
  if (url.pathname === '/api/v3/console/people') {
    const q = url.searchParams.get('q') ?? '';
    return json(200, { people: listed.filter((one) => one.email.includes(q)), nextCursor: null });
  }
  const changed = url.pathname.match(/^\/api\/v3\/console\/people\/(\d+)$/);
  if (changed && init?.method === 'PATCH') {
    const change = JSON.parse(String(init.body));
    listed = listed.map((one) =>
      one.id === Number(changed[1])
        ? {
            ...one,
            ...(change.plan ? { plan: { tier: change.plan, paidThrough: null } } : {}),
            ...(change.signInDisabled !== undefined ? { signInDisabled: change.signInDisabled } : {}),
          }
        : one,
    );
    return json(
      200,
      listed.find((one) => one.id === Number(changed[1])),
    );
  }
  const deleted = url.pathname.match(/^\/api\/v3\/console\/people\/(\d+)\/delete$/);
  if (deleted) {
    if (JSON.parse(String(init?.body)).password !== 'Olga-Photos1') {
      return json(400, { success: false, code: 'password_incorrect', message: 'Password is incorrect' });
    }
    listed = listed.filter((one) => one.id !== Number(deleted[1]));
    return json(200, { success: true });
  }
  return json(404, { success: false, code: 'not_found', message: 'Not found' });
});

beforeEach(() => {
  listed = [person(), owner];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openMenuOf(name: string) {
  fireEvent.keyDown(screen.getByRole('button', { name: `Actions for ${name}` }), { key: 'Enter' });
  await screen.findByRole('menu');
  return screen.getAllByRole('menuitem').map((item) => item.textContent);
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe("the console's people", () => {
  it('shows each person with plan, role, storage, frames and last visit', async () => {
    await renderWithApp(<PeoplePage />);
    await screen.findByText('Nina New');
    const nina = rowOf('Nina New');
    expect(nina.textContent).toContain('nina@example.com');
    expect(nina.textContent).toContain('Kinframe Lite');
    expect(nina.textContent).toContain('12 photos · 3 MB');
    expect(nina.textContent).toContain('1 video · 20 MB');
    expect(nina.textContent).toContain('3 hours ago');
    const olga = rowOf('Olga Berg');
    expect(within(olga).getByText('Owner')).toBeTruthy();
    expect(olga.textContent).toContain('(you)');
    expect(olga.textContent).toContain('Not yet');
    expect(within(olga).getByText('OB')).toBeTruthy();
  });

  it('searches by what is typed, after a pause, and says when nobody matches', async () => {
    await renderWithApp(<PeoplePage />);
    await screen.findByText('Nina New');
    fireEvent.change(screen.getByLabelText('Search people'), { target: { value: 'nobody' } });
    await screen.findByText('Nobody found');
    expect(screen.getByText('No name, username or email matches “nobody”.')).toBeTruthy();
    const searched = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('q='));
    expect(searched).toEqual([expect.stringContaining('/api/v3/console/people?q=nobody&sort=newest')]);
  });

  it('offers the owner only a plan, and someone else every action; disables sign-in', async () => {
    await renderWithApp(<PeoplePage />);
    await screen.findByText('Nina New');
    expect(await openMenuOf('Olga Berg')).toEqual(['Put on Lite']);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    expect(await openMenuOf('Nina New')).toEqual([
      'Put on Plus',
      'Make operator',
      'Disable sign-in',
      'Delete account…',
    ]);
    await act(() => fireEvent.click(screen.getByRole('menuitem', { name: 'Disable sign-in' })));
    await screen.findByText('Nina New can no longer sign in.');
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(String(sent?.[0])).toContain('/api/v3/console/people/2');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ signInDisabled: true });
    await waitFor(() => expect(within(rowOf('Nina New')).getByText('Sign-in disabled')).toBeTruthy());
  });

  it("deletes an account with the operator's own password, telling a wrong one on its field", async () => {
    await renderWithApp(<PeoplePage />);
    await screen.findByText('Nina New');
    await openMenuOf('Nina New');
    await act(() => fireEvent.click(screen.getByRole('menuitem', { name: 'Delete account…' })));
    const dialog = screen.getByRole('dialog', { name: "Delete Nina New's account?" });
    fireEvent.change(within(dialog).getByLabelText('Your own password'), { target: { value: 'wrong' } });
    await act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete account' })));
    await within(dialog).findByText('Password is incorrect');
    fireEvent.change(within(dialog).getByLabelText('Your own password'), { target: { value: 'Olga-Photos1' } });
    await act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete account' })));
    await screen.findByText("Nina New's account is deleted.");
    await waitFor(() => expect(screen.queryByText('Nina New')).toBeNull());
  });
});
