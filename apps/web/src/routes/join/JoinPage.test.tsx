import type { AppConfig, JoinPreview } from '@kinframe/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client.ts';
import { routeNamed } from '../../app/route-table.ts';
import { ToastProvider } from '../../components/Toasts.tsx';
import { initI18n } from '../../i18n/i18n.ts';
import { json } from '../../test/answers.ts';
import '../../test/render.tsx';
import { JoinPage } from './JoinPage.tsx';

const TOKEN = 'aBcDeF_token-0123456789';
let config: AppConfig;
let preview: JoinPreview | null;

const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === '/api/v3/app-config') return json(200, config);
  if (url.pathname === '/api/v3/join') {
    return preview
      ? json(200, preview)
      : json(404, {
          success: false,
          code: 'invitation_invalid',
          message: 'This invitation link is not valid: it may have expired, been used up or been withdrawn.',
        });
  }
  if (url.pathname === '/api/user/exists/json/') return json(200, { email: false, username: false });
  if (url.pathname === '/api/v3/users/' && init?.method === 'POST') return json(200, { success: true });
  return json(404, { success: false, code: 'not_found', message: 'Not found' });
});

async function renderJoin() {
  const i18n = await initI18n('en-US');
  const route = routeNamed('join');
  const router = createMemoryRouter([{ path: route.path, element: <JoinPage />, handle: { route } }], {
    initialEntries: [`/join/${TOKEN}`],
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input, select' });
const type = (label: string, value: string) => {
  fireEvent.change(field(label), { target: { value } });
  fireEvent.blur(field(label));
};

beforeEach(() => {
  // A server by invitation only: its sign-up page offers no form, the link's page does.
  config = {
    mailDomain: 'kinframe.local',
    captcha: { provider: 'none' },
    version: 'test',
    shop: null,
    capabilities: { connectedAlbums: null, map: null },
    signUp: 'invite',
  };
  preview = {
    inviter: { displayName: 'Olga Berg' },
    server: { name: 'The Berg family', url: 'https://photos.berg.example' },
    email: 'grandpa@example.com',
    plan: 'plus',
    expiresAt: '2026-05-20T12:00:00.000Z',
  };
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the page of an invitation link', () => {
  it('says who invites to which server and on which plan, and signs up with the token', async () => {
    await renderJoin();
    await screen.findByText('Olga Berg invites you to Kinframe at The Berg family (photos.berg.example).');
    expect(
      screen.getByText(/Your account comes with Kinframe Plus\. The invitation works until May 20, 2026\./),
    ).toBeTruthy();
    // The invitation is for one address: it is filled in, and stays as it is.
    const email = (await screen.findByLabelText('Email', { selector: 'input' })) as HTMLInputElement;
    expect(email.value).toBe('grandpa@example.com');
    expect(email.readOnly).toBe(true);
    expect(screen.getByText('The invitation is for this address.')).toBeTruthy();

    type('Username', 'grandpa');
    type('Password', 'Secret!pass1');
    type('First name', 'Karl');
    type('Last name', 'Berg');
    fireEvent.change(field('Country'), { target: { value: 'SE' } });
    fireEvent.click(screen.getByRole('checkbox'));
    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Create account' })));

    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/v3/users/'))).toBe(true),
    );
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/v3/users/'));
    const body = new URLSearchParams(String(sent?.[1]?.body));
    expect(body.get('invitation')).toBe(TOKEN);
    expect(body.get('email')).toBe('grandpa@example.com');
    expect(body.get('username')).toBe('grandpa@kinframe.local');
    const asked = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/v3/join'));
    expect(JSON.parse(String(asked?.[1]?.body))).toEqual({ token: TOKEN });
  });

  it('names only the server when the one who invited has left, and leaves the address to the person', async () => {
    preview = {
      inviter: null,
      server: { name: null, url: 'http://localhost:8080' },
      email: null,
      plan: 'lite',
      expiresAt: '2026-05-20T12:00:00.000Z',
    };
    await renderJoin();
    await screen.findByText("You're invited to Kinframe at localhost:8080.");
    expect(screen.getByText(/Your account starts on Kinframe Lite\./)).toBeTruthy();
    const email = (await screen.findByLabelText('Email', { selector: 'input' })) as HTMLInputElement;
    expect(email.value).toBe('');
    expect(email.readOnly).toBe(false);
  });

  it('says why a link no longer works, and offers no form', async () => {
    preview = null;
    await renderJoin();
    await screen.findByText('This invitation link is not valid: it may have expired, been used up or been withdrawn.');
    expect(screen.getByText('Ask whoever sent it for a new one.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
  });
});
