import type { AppConfig, SignUpPolicy } from '@kinframe/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/answers.ts';
import { renderWithApp } from '../../test/render.tsx';
import { SignUpPage } from './SignUpPage.tsx';

function serve(signUp: SignUpPolicy) {
  const config: AppConfig = {
    mailDomain: 'kinframe.local',
    captcha: { provider: 'none' },
    version: 'test',
    shop: null,
    capabilities: { connectedAlbums: null, map: null },
    signUp,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => json(200, config)),
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the sign-up page', () => {
  it('shows the form while anyone may sign up', async () => {
    serve('open');
    await renderWithApp(<SignUpPage />);
    expect(await screen.findByRole('button', { name: 'Create account' })).toBeTruthy();
  });

  it.each([
    ['invite', /This Kinframe is by invitation only\. Ask whoever runs it for an invitation link/],
    ['closed', /This Kinframe isn't taking new accounts\./],
  ] as const)('says so, instead of a form it would refuse, when sign-up is %s', async (policy, words) => {
    serve(policy);
    await renderWithApp(<SignUpPage />);
    expect((await screen.findByRole('status')).textContent).toMatch(words);
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
  });
});
