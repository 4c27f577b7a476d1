import type { Profile } from '@kinframe/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/answers.ts';
import { renderWithApp } from '../../test/render.tsx';
import { EditProfileDialog } from './EditProfileDialog.tsx';

const profile: Profile = {
  username: 'ada.l',
  first_name: 'Ada',
  last_name: 'Lindqvist',
  email: 'ada@example.com',
  email_confirmed: true,
  pending_email: null,
  contact_email: 'ada@example.com',
  country: 'SE',
  product_email: 'ada.l@kinframe.local',
  language: 'en-US',
  avatar: null,
  stats: { video_storage_used: 0 },
  server_role: null,
};

const fetchMock = vi.fn<typeof fetch>();
const sentForms = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes('user/profile/edit/'))
    .map(([, init]) => new URLSearchParams(String(init?.body)));

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByLabelText(label, { selector: 'input, select' });
const save = () => act(() => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));

describe('the edit-profile dialog', () => {
  it('sends nothing without the current password, and says so at the field', async () => {
    fetchMock.mockImplementation(async () => json(200, { mailDomain: 'kinframe.local' }));
    await renderWithApp(<EditProfileDialog profile={profile} onClose={() => {}} />);
    await save();
    expect(screen.getByText('Please enter current password')).toBeTruthy();
    expect(field('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(sentForms()).toEqual([]);
  });

  it('shows a wrong current password at its field, then saves with the right one', async () => {
    const onClose = vi.fn();
    fetchMock.mockImplementation(async (url, init) => {
      if (!String(url).includes('user/profile/edit/')) return json(200, { mailDomain: 'kinframe.local' });
      const sent = new URLSearchParams(String(init?.body));
      return sent.get('old_password') === 'Right-pass1!'
        ? json(200, { ...profile, first_name: sent.get('first_name') })
        : json(400, {
            success: false,
            code: 'password_incorrect',
            message: 'Password is incorrect',
            errors: [{ id: 'old_password', code: 'password_incorrect', message: 'Password is incorrect' }],
          });
    });
    await renderWithApp(<EditProfileDialog profile={profile} onClose={onClose} />);
    fireEvent.change(field('First name'), { target: { value: 'Adele' } });
    fireEvent.change(field('Current password'), { target: { value: 'wrong' } });
    await save();
    await waitFor(() => expect(screen.getByText('Password is incorrect')).toBeTruthy());
    expect(field('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.change(field('Current password'), { target: { value: 'Right-pass1!' } });
    expect(screen.queryByText('Password is incorrect')).toBeNull();
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [, second] = sentForms();
    expect(second?.get('first_name')).toBe('Adele');
    expect(second?.has('email')).toBe(false);
  });

  it('asks for the new email twice, and sends both', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('user/profile/edit/') ? json(200, profile) : json(200, { mailDomain: 'kinframe.local' }),
    );
    await renderWithApp(<EditProfileDialog profile={profile} onClose={() => {}} />);
    expect(screen.queryByLabelText('Confirm new email')).toBeNull();
    fireEvent.change(field('Email'), { target: { value: 'ada@new.example' } });
    fireEvent.change(field('Current password'), { target: { value: 'pw' } });
    await save();
    expect(screen.getByText('Please enter email confirmation')).toBeTruthy();
    fireEvent.change(field('Confirm new email'), { target: { value: 'ada@new.example' } });
    await save();
    await waitFor(() => expect(sentForms()).toHaveLength(1));
    expect(sentForms()[0]?.get('email_confirm')).toBe('ada@new.example');
  });
});
