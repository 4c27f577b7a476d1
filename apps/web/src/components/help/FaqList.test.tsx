import type { FaqEntry } from '@kinframe/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/answers.ts';
import { renderWithApp } from '../../test/render.tsx';
import { FaqList } from './FaqList.tsx';
import { LearnMoreLink } from './LearnMoreLink.tsx';

const ENTRIES: FaqEntry[] = [
  {
    slug: 'pairing-a-frame',
    question: 'The code expired',
    anchor: 'the-code-expired',
    answerHtml: '<p>Restart the frame. <img src="x" onerror="alert(1)"><script>alert(1)</script></p>',
  },
  {
    slug: 'photos-by-mail',
    question: 'Can I send videos by mail?',
    anchor: 'can-i-send-videos-by-mail',
    answerHtml: '<p>Yes, <a href="/hub/learn/getting-started">see the guide</a>.</p>',
  },
];

const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === '/api/v3/help/faq') return json(200, { entries: ENTRIES });
  return json(404, { success: false, code: 'not_found', message: 'Not found' });
});

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the FAQ list', () => {
  it('asks for the questions in the interface language and shows each one closed', async () => {
    await renderWithApp(<FaqList />);
    const first = await screen.findByText('The code expired');
    expect(new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost').searchParams.get('locale')).toBe('en-US');
    expect(first.closest('details')?.open).toBe(false);
    expect(screen.getByText('Can I send videos by mail?')).toBeTruthy();
  });

  it('opens an answer, purified, with a link to its place in the article', async () => {
    const { container } = await renderWithApp(<FaqList />);
    const question = await screen.findByText('The code expired');
    fireEvent.click(question);
    const details = question.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(true);
    expect(within(details).getByText('Restart the frame.')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    const more = within(details).getByRole('link', { name: 'Read more in the article' });
    expect(more.getAttribute('href')).toBe('/hub/learn/pairing-a-frame#the-code-expired');
  });
});

describe('learn more links', () => {
  it('goes to the article, at a section when given one', async () => {
    await renderWithApp(
      <>
        <LearnMoreLink slug="pairing-a-frame" />
        <LearnMoreLink slug="photos-by-mail" anchor="the-email-shield" label="How photos by mail work" />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe('/hub/learn/pairing-a-frame');
    expect(screen.getByRole('link', { name: 'How photos by mail work' }).getAttribute('href')).toBe(
      '/hub/learn/photos-by-mail#the-email-shield',
    );
  });
});
