import type { FailedJob, ServerStatus } from '@kinframe/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/answers.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ServerPage } from './ServerPage.tsx';

const status: ServerStatus = {
  version: '1.4.2',
  mediaTools: {
    ffmpeg: { source: 'system', version: '5.1.6' },
    ffprobe: { source: 'system', version: '5.1.6' },
    heic: { source: 'bundled', version: 'libheif 1.19.5' },
  },
  storage: { driver: 'local', mediaBytes: 3 * 1024 ** 3, items: 1200 },
  database: { kind: 'sqlite', bytes: 42 * 1024 ** 2 },
  queue: { provider: 'embedded' },
  signUp: { policy: 'open', newAccountPlan: 'plus', isReachable: true, warning: 'open_to_everyone' },
  mail: {
    outgoing: { smtpHost: 'mail.example.com:587' },
    inbound: { state: 'listening', port: 2525, domain: 'photos.example', isWebhookOn: false },
  },
  connectors: [
    { name: 'stripe', isConfigured: false, settings: ['BILLING_PROVIDER', 'STRIPE_SECRET_KEY'] },
    { name: 'dropbox', isConfigured: true, settings: ['DROPBOX_APP_KEY'] },
  ],
  backups: { isConfigured: false, keep: 7, latest: null },
};

let failed: FailedJob[];

const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === '/api/v3/console/server') return json(200, status);
  if (url.pathname === '/api/v3/console/jobs') {
    return json(200, {
      kinds: [
        { name: 'process-library-item', waiting: 3, running: 1, failed: 0 },
        { name: 'send-mail', waiting: 0, running: 0, failed: failed.length },
      ],
    });
  }
  if (url.pathname === '/api/v3/console/jobs/failed') {
    expect(url.searchParams.get('kind')).toBe('send-mail');
    return json(200, { jobs: failed, nextCursor: null });
  }
  const retry = url.pathname.match(/^\/api\/v3\/console\/jobs\/([^/]+)\/retry$/);
  if (retry && init?.method === 'POST') {
    failed = failed.filter((job) => job.id !== retry[1]);
    return json(200, { id: retry[1], retried: true });
  }
  if (url.pathname === '/api/v3/console/mail/undelivered') {
    return json(200, {
      mails: [
        {
          id: 5,
          to: 'grandma@example.com',
          subject: 'Your download is ready',
          error: '421 Service not available',
          attempts: 3,
          createdAt: '2026-05-06T12:00:00.000Z',
        },
      ],
      nextCursor: null,
    });
  }
  return json(404, { success: false, code: 'not_found', message: 'Not found' });
});

beforeEach(() => {
  failed = [
    {
      id: '17',
      kind: 'send-mail',
      reason: 'connect ECONNREFUSED 10.0.0.5:587',
      failedAt: '2026-05-06T12:00:00.000Z',
      attempts: 9,
    },
  ];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the console's Server tab", () => {
  it('shows the version, tools, storage, the open sign-up warning, mail, connectors and how to turn backups on', async () => {
    renderWithApp(<ServerPage />);
    expect(await screen.findByText('1.4.2')).toBeTruthy();
    expect(screen.getByText('3 GB')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('SIGNUP=invite');
    expect(screen.getByText('libheif 1.19.5')).toBeTruthy();
    expect(screen.getByText('SMTP server mail.example.com:587')).toBeTruthy();
    expect(screen.getByText('Listening on port 2525, @photos.example')).toBeTruthy();
    expect(screen.getByText('Not set: BILLING_PROVIDER, STRIPE_SECRET_KEY')).toBeTruthy();
    expect(screen.getByText('Configured')).toBeTruthy();
    expect(screen.getByText(/Set BACKUP_DIR to take a backup every night/)).toBeTruthy();
    expect(await screen.findByText('421 Service not available')).toBeTruthy();
    expect(screen.getByText('To grandma@example.com')).toBeTruthy();
  });

  it('lists the jobs by kind, opens a kind’s failures with their reasons, and retries one', async () => {
    renderWithApp(<ServerPage />);
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /process-library-item/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '1', '0']);

    fireEvent.click(within(table).getByRole('button', { name: 'Show 1 failed job of send-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Failed: send-mail' });
    expect(await within(dialog).findByText('connect ECONNREFUSED 10.0.0.5:587')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/v3/console/jobs/17/retry',
        expect.objectContaining({ method: 'POST' }),
      ),
    );
    expect(await within(dialog).findByText('No failed jobs of this kind.')).toBeTruthy();
  });
});
