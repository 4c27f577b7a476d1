import { checkConfirmation, checkRequired } from '@kinframe/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { renderWithApp } from '../../test/render.tsx';
import { FormAlert } from '../FormAlert.tsx';
import { TextField } from '../TextField.tsx';
import { useDialogForm } from './use-dialog-form.ts';

afterEach(cleanup);

const wrongPassword = new ApiError({ status: 400, code: 'password_incorrect', message: 'Password is incorrect' });

/** A password and its confirmation, checked by the contract's rules, as the account dialogs ask. */
function PasswordForm({ send }: { send: (values: { password: string; passwordConfirm: string }) => void }) {
  const form = useDialogForm({
    fields: ['password', 'passwordConfirm'],
    initial: { password: '', passwordConfirm: '' },
    issuesOf: ({ password, passwordConfirm }) => ({
      password: checkRequired('password', password),
      passwordConfirm: checkConfirmation(password, passwordConfirm, 'passwordConfirm'),
    }),
    codeFields: { password_incorrect: 'password' },
  });
  return (
    <form onSubmit={form.submitWith(send)} noValidate>
      <FormAlert messages={form.problems} />
      <TextField label="Password" {...form.field('password')} />
      <TextField label="Confirm" {...form.field('passwordConfirm')} />
      <button type="submit">Save</button>
      <button type="button" onClick={() => form.refuse(wrongPassword)}>
        Refuse
      </button>
      <button type="button" onClick={() => form.refuse(new Error('offline'))}>
        Fail
      </button>
    </form>
  );
}

/** One field that only has to be filled in, whose every refusal shows under it. */
function NameForm({ send }: { send: (values: { name: string }) => void }) {
  const form = useDialogForm({
    fields: ['name'],
    initial: { name: '' },
    issuesOf: ({ name }) => ({ name: name.trim() === '' ? 'Name it' : null }),
    showProblems: 'onSend',
    refusalsAt: 'name',
  });
  return (
    <form onSubmit={form.submitWith(send)} noValidate>
      <TextField label="Name" {...form.field('name')} />
      <button type="submit">Save</button>
      <button type="button" onClick={() => form.refuse(wrongPassword)}>
        Refuse
      </button>
    </form>
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));

describe('a dialog form checked as it is left', () => {
  it('shows a field’s problem once it was left, and a confirmation follows its password', async () => {
    await renderWithApp(<PasswordForm send={vi.fn()} />);
    fireEvent.blur(input('Password'));
    expect(screen.getByText('Please enter password')).toBeTruthy();
    expect(screen.queryByText('Please enter password confirmation')).toBeNull();

    fireEvent.change(input('Password'), { target: { value: 'Frame-2027!' } });
    fireEvent.change(input('Confirm'), { target: { value: 'Frame-2027!' } });
    fireEvent.blur(input('Confirm'));
    expect(input('Confirm').getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(input('Password'), { target: { value: 'Frame-2028!' } });
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
  });

  it('sends nothing while a rule fails, shows every problem and focuses the first', async () => {
    const send = vi.fn();
    await renderWithApp(<PasswordForm send={send} />);
    await save();
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByText('Please enter password')).toBeTruthy();
    expect(screen.getByText('Please enter password confirmation')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input('Password')));
  });

  it('keeps the server’s word on a field until that field changes', async () => {
    const send = vi.fn();
    await renderWithApp(<PasswordForm send={send} />);
    fireEvent.change(input('Password'), { target: { value: 'Frame-2027!' } });
    fireEvent.change(input('Confirm'), { target: { value: 'Frame-2027!' } });
    await save();
    expect(send).toHaveBeenCalledWith({ password: 'Frame-2027!', passwordConfirm: 'Frame-2027!' });

    fireEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(screen.getByText('Password is incorrect')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.blur(input('Password'));
    fireEvent.change(input('Confirm'), { target: { value: 'Frame-2027!' } });
    expect(screen.getByText('Password is incorrect')).toBeTruthy();
    fireEvent.change(input('Password'), { target: { value: 'Frame-2027?' } });
    expect(screen.queryByText('Password is incorrect')).toBeNull();
  });

  it('puts a failure that names no field in the form’s alert, until the form is sent again', async () => {
    await renderWithApp(<PasswordForm send={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong');
    await save();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('a dialog form checked when sent', () => {
  it('says nothing when the field is left, and what sending found until the field changes', async () => {
    const send = vi.fn();
    await renderWithApp(<NameForm send={send} />);
    fireEvent.blur(input('Name'));
    expect(screen.queryByText('Name it')).toBeNull();
    await save();
    expect(screen.getByText('Name it')).toBeTruthy();
    fireEvent.change(input('Name'), { target: { value: ' ' } });
    expect(screen.queryByText('Name it')).toBeNull();
    await save();
    expect(screen.getByText('Name it')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('shows a refusal that names no field under its one field', async () => {
    await renderWithApp(<NameForm send={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(screen.getByText('Password is incorrect')).toBeTruthy();
    expect(input('Name').getAttribute('aria-invalid')).toBe('true');
  });
});
