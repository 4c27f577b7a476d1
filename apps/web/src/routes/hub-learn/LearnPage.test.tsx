import type { Article, ArticleSearchResult, ArticleSummary } from '@kinframe/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client.ts';
import { routeNamed } from '../../app/route-table.ts';
import { initI18n } from '../../i18n/i18n.ts';
import { json } from '../../test/answers.ts';
import '../../test/render.tsx';
import { ArticlePage } from './ArticlePage.tsx';
import { LearnPage } from './LearnPage.tsx';

const ARTICLES: ArticleSummary[] = [
  { slug: 'getting-started', title: 'Getting started', summary: 'The first steps.', locale: 'en-US' },
  { slug: 'photos-by-mail', title: 'Photos by mail', summary: 'Mail photos to your frames.', locale: 'en-US' },
];
const RESULTS: ArticleSearchResult[] = [
  { slug: 'photos-by-mail', title: 'Photos by mail', summary: 'Mail photos.', snippet: 'The email shield keeps…' },
];

const ARTICLE: Article = {
  slug: 'photos-by-mail',
  title: 'Photos by mail',
  summary: 'Mail photos to your frames.',
  locale: 'en-US',
  headings: [{ id: 'the-email-shield', text: 'The email shield' }],
  html:
    '<p>Start with <a href="/hub/learn/getting-started">getting started</a>.</p>' +
    '<h2 id="the-email-shield">The email shield</h2><p>It holds mail.<img src="x" onerror="alert(1)"></p>' +
    '<p><a href="https://example.org" target="_blank" rel="noopener noreferrer">Elsewhere</a></p>',
};

const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === '/api/v3/help/articles') return json(200, { articles: ARTICLES });
  if (url.pathname === '/api/v3/help/articles/photos-by-mail') return json(200, ARTICLE);
  if (url.pathname === '/api/v3/help/search') {
    return json(200, { results: url.searchParams.get('q') === 'shield' ? RESULTS : [] });
  }
  return json(404, { success: false, code: 'not_found', message: 'Not found' });
});

const searches = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v3/help/search')
    .map((url) => url.searchParams.get('q'));

/** The Learn tab and the article page in a data router, starting at `path`. */
async function renderLearn(path = '/hub/learn') {
  const i18n = await initI18n('en-US');
  const learn = routeNamed('hub-learn');
  const article = routeNamed('hub-learn-article');
  const router = createMemoryRouter(
    [
      { path: learn.path, element: <LearnPage />, handle: { route: learn } },
      { path: article.path, element: <ArticlePage />, handle: { route: article } },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router };
}

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Learn tab', () => {
  it('shows every article as a card linking to it', async () => {
    await renderLearn();
    const card = await screen.findByRole('link', { name: /Photos by mail/ });
    expect(card.getAttribute('href')).toBe('/hub/learn/photos-by-mail');
    expect(screen.getByRole('link', { name: /Getting started/ })).toBeTruthy();
  });

  it('searches once typing pauses, and the arrow keys move from the field into the results', async () => {
    await renderLearn();
    const field = await screen.findByRole('searchbox', { name: 'Search help articles' });
    fireEvent.change(field, { target: { value: 'shi' } });
    fireEvent.change(field, { target: { value: 'shield' } });
    const result = await screen.findByRole('link', { name: /The email shield keeps/ });
    expect(searches()).toEqual(['shield']);
    expect(result.getAttribute('href')).toBe('/hub/learn/photos-by-mail');
    expect(screen.getByRole('status').textContent).toBe('1 article found');
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(result);
    fireEvent.keyDown(result, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(field);
    fireEvent.keyDown(field, { key: 'Escape' });
    expect((field as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(screen.getByRole('link', { name: /Getting started/ })).toBeTruthy());
  });

  it('says so when nothing matches', async () => {
    await renderLearn();
    const field = await screen.findByRole('searchbox', { name: 'Search help articles' });
    fireEvent.change(field, { target: { value: 'zebra' } });
    expect(await screen.findByText('No article matches “zebra”. Try another word.')).toBeTruthy();
  });

  it('shows an article purified, lists its sections, and opens links to other articles in the app', async () => {
    const { container, router } = await renderLearn('/hub/learn/photos-by-mail#the-email-shield');
    expect(await screen.findByRole('heading', { level: 1, name: 'Photos by mail' })).toBeTruthy();
    expect(container.querySelector('[onerror]')).toBeNull();
    const onThisPage = screen.getByRole('navigation', { name: 'On this page' });
    expect(onThisPage.querySelector('a')?.getAttribute('href')).toBe('#the-email-shield');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    const elsewhere = screen.getByRole('link', { name: 'Elsewhere' });
    expect(elsewhere.getAttribute('target')).toBe('_blank');
    expect(elsewhere.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'All articles' }).getAttribute('href')).toBe('/hub/learn');
    fireEvent.click(screen.getByRole('link', { name: 'getting started' }));
    expect(router.state.location.pathname).toBe('/hub/learn/getting-started');
  });
});
