import type { AppConfig } from '@kinframe/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/answers.ts';
import { renderWithApp } from '../../test/render.tsx';
import { SignUpForm } from './SignUpForm.tsx';

const config: AppConfig = {
  mailDomain: 'kinframe.local',
  captcha: { provider: 'none' },
  version: 'test',
  shop: null,
  capabilities: { connectedAlbums: null, map: null },
  signUp: 'open',
};

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => json(200, { email: false, username: false }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByLabelText(label, { selector: 'input, select' });
const type = (label: string, value: string) => {
  fireEvent.change(field(label), { target: { value } });
  fireEvent.blur(field(label));
};
const submit = () => act(() => fireEvent.click(screen.getByRole('button', { name: 'Create account' })));

describe('the sign-up form', () => {
  it('labels every field and shows the mail domain after the username', async () => {
    await renderWithApp(<SignUpForm config={config} />);
    for (const label of ['Username', 'Password', 'First name', 'Last name', 'Country', 'Email']) {
      expect(field(label)).toBeTruthy();
    }
    expect(screen.getByRole('checkbox', { name: 'I agree to the Privacy Policy and Terms of Service' })).toBeTruthy();
    expect(screen.getByText('@kinframe.local')).toBeTruthy();
  });

  it('shows each rule of spec section 5 in its words when sent empty', async () => {
    await renderWithApp(<SignUpForm config={config} />);
    await submit();
    for (const text of [
      'Please enter username',
      'Please enter password',
      'Please enter first name',
      'Please enter last name',
      'Please enter country',
      'Please enter email',
      'Please agree to the Privacy Policy and Terms of Service',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tells length, characters, email and password problems as the person leaves each field', async () => {
    await renderWithApp(<SignUpForm config={config} />);
    type('Username', 'abc');
    expect(screen.getByText('Username must be between 4 and 240 characters long')).toBeTruthy();
    type('Username', 'an na');
    expect(
      screen.getByText('Username may only contain letters, digits, full stops, underscores and hyphens'),
    ).toBeTruthy();
    type('First name', 'Ann<');
    expect(screen.getByText('Names may not contain & / : $ % < >')).toBeTruthy();
    type('Email', 'ann@kinframe.local');
    expect(screen.getByText('Enter your registered email instead')).toBeTruthy();
    type('Email', 'not-an-email');
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    type('Password', 'lowercase!1');
    expect(screen.getByText('Password must contain at least 1 uppercase letter')).toBeTruthy();
  });

  it('ticks the password rules as they are met', async () => {
    await renderWithApp(<SignUpForm config={config} />);
    fireEvent.change(field('Password'), { target: { value: 'Abc' } });
    const rules = within(screen.getByRole('list', { name: 'Password rules' }));
    expect(rules.getByText('An uppercase letter').parentElement?.textContent).toContain('(done)');
    expect(rules.getByText('A lowercase letter').parentElement?.textContent).toContain('(done)');
    expect(rules.getByText('A symbol, like ! or #').parentElement?.textContent).toContain('(still needed)');
    expect(rules.getByText('8 to 128 characters').parentElement?.textContent).toContain('(still needed)');
  });

  it('says when the email or username is already taken, asking with the mail domain appended', async () => {
    fetchMock.mockImplementation(async (_url, init) => {
      const sent = new URLSearchParams(String(init?.body));
      return json(200, sent.has('email') ? { email: true } : { username: true });
    });
    await renderWithApp(<SignUpForm config={config} />);
    fireEvent.change(field('Email'), { target: { value: 'ann@example.com' } });
    fireEvent.change(field('Username'), { target: { value: 'ann.smith' } });
    await waitFor(() => expect(screen.getByText('This email is already associated with an account')).toBeTruthy());
    await waitFor(() => expect(screen.getByText('This username is already associated with an account')).toBeTruthy());
    const askedUsernames = fetchMock.mock.calls.map(([, init]) =>
      new URLSearchParams(String(init?.body)).get('username'),
    );
    expect(askedUsernames).toContain('ann.smith@kinframe.local');
  });

  it('shows the server’s field errors under their fields', async () => {
    await renderWithApp(<SignUpForm config={config} />);
    type('Username', 'ann.smith');
    type('Password', 'Secret!pass');
    type('First name', 'Ann');
    type('Last name', 'Smith');
    fireEvent.change(field('Country'), { target: { value: 'GB' } });
    type('Email', 'ann@example.com');
    fireEvent.click(screen.getByRole('checkbox'));
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('v3/users/')
        ? json(409, {
            success: false,
            code: 'email_taken',
            message: 'This email is already used',
            errors: [{ id: 'email', code: 'email_taken', message: 'This email is already used' }],
          })
        : json(200, {}),
    );
    await submit();
    await waitFor(() => expect(screen.getByText('This email is already used')).toBeTruthy());
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    const sent = fetchMock.mock.calls.find(([url]) => String(url).includes('v3/users/'));
    const body = new URLSearchParams(String(sent?.[1]?.body));
    expect(body.get('username')).toBe('ann.smith@kinframe.local');
    expect(body.get('country')).toBe('GB');
    expect(body.get('language')).toBe('en-US');
  });
});
