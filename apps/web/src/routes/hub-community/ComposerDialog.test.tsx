import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/answers.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ComposerDialog } from './ComposerDialog.tsx';

const fetchMock = vi.fn<typeof fetch>(async () =>
  json(404, { success: false, code: 'not_found', message: 'Not found' }),
);

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** What the composer sent to the server, as the server reads it. */
function sentPost() {
  const sent = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/api/v3/community/posts'));
  return JSON.parse(String(sent?.[1]?.body));
}

async function write(title: string, body: string) {
  await act(async () => fireEvent.change(screen.getByLabelText('Title'), { target: { value: title } }));
  await act(async () => fireEvent.change(screen.getByLabelText('Your text'), { target: { value: body } }));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Post' })));
}

describe("the community's composer", () => {
  it('sends a post written as a tip as a tip', async () => {
    await renderWithApp(<ComposerDialog onClose={() => {}} onPosted={() => {}} />);
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: /Tip/ })));
    expect((screen.getByRole('radio', { name: /Tip/ }) as HTMLInputElement).checked).toBe(true);
    await write('Photos look best at 4:3', 'Crop them before you upload.');
    expect(sentPost()).toMatchObject({ kind: 'tip', title: 'Photos look best at 4:3' });
  });

  it('starts as the kind the person was looking at', async () => {
    await renderWithApp(<ComposerDialog initialKind="tip" onClose={() => {}} onPosted={() => {}} />);
    expect((screen.getByRole('radio', { name: /Tip/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByPlaceholderText('For example: Photos look best at 4:3')).toBeTruthy();
    await write('Hang frames at eye level', 'About 150 cm from the floor.');
    expect(sentPost()).toMatchObject({ kind: 'tip' });
  });

  it('sends a question as a question', async () => {
    await renderWithApp(<ComposerDialog onClose={() => {}} onPosted={() => {}} />);
    await write('How do I show one album on two frames?', 'I have two frames.');
    expect(sentPost()).toMatchObject({ kind: 'question' });
  });
});
