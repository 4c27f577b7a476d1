import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Article, type ArticleList, type Faq, type HelpSearchResults, LOCALES } from '@kinframe/contract';
import { FIXTURES_DIR } from '@kinframe/testkit/media';
import { describe, expect, it } from 'vitest';
import { HELP_ARTICLES_DIR, MAIL_ADDRESS_MARK } from '../src/modules/help/help.service.ts';
import { type TestApp, testDatabases, useTestApp } from './harness.ts';

const HELP = '/api/v3/help';
const FIXTURES = path.join(FIXTURES_DIR, 'help');

async function germanClient(t: TestApp) {
  const german = await t.createUser({ language: 'de-DE' });
  const client = t.client('10.9.4.1');
  expect((await client.login(german.email, german.password)).statusCode).toBe(200);
  return client;
}

describe.each(testDatabases())('help articles on $name', (database) => {
  const t = useTestApp(database, { helpArticlesDir: path.resolve(FIXTURES) });

  async function search(q: string, locale = 'en-US') {
    const { client } = await t.loggedInClient();
    const response = await client.get(`${HELP}/search?q=${encodeURIComponent(q)}&locale=${locale}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as HelpSearchResults).results;
  }

  it('lists the articles in their order, in the asked language, English where there is no translation', async () => {
    const { client } = await t.loggedInClient();
    const english = (await client.get(`${HELP}/articles?locale=en-US`)).json() as ArticleList;
    expect(english.articles.map((article) => article.slug)).toEqual([
      'getting-started',
      'pairing-a-frame',
      'photos-by-mail',
    ]);
    expect(english.articles[1]).toEqual({
      slug: 'pairing-a-frame',
      title: 'Pairing a frame',
      summary: 'Connect a frame to your family with its six-letter code.',
      locale: 'en-US',
    });
    const german = (await client.get(`${HELP}/articles?locale=de-DE`)).json() as ArticleList;
    expect(german.articles.map((article) => [article.slug, article.locale, article.title])).toEqual([
      ['getting-started', 'en-US', 'Getting started'],
      ['pairing-a-frame', 'de-DE', 'Einen Rahmen koppeln'],
      ['photos-by-mail', 'en-US', 'Photos by mail'],
    ]);
  });

  it("reads in the person's own language when no language is asked", async () => {
    const client = await germanClient(t);
    const article = (await client.get(`${HELP}/articles/pairing-a-frame`)).json() as Article;
    expect(article.title).toBe('Einen Rahmen koppeln');
    expect(article.locale).toBe('de-DE');
    const fallback = (await client.get(`${HELP}/articles/photos-by-mail`)).json() as Article;
    expect(fallback.locale).toBe('en-US');
  });

  it("names the reader's own Kinframe address where an article speaks of it, and in its search snippet", async () => {
    const { client, user } = await t.loggedInClient();
    const address = `${user.username}@${t.context.config.mailDomain}`;
    const article = (await client.get(`${HELP}/articles/photos-by-mail?locale=en-US`)).json() as Article;
    expect(article.html).toContain(`yours is <code>${address}</code>.`);
    expect(article.html).not.toContain(MAIL_ADDRESS_MARK);
    const found = (await client.get(`${HELP}/search?q=family&locale=en-US`)).json() as HelpSearchResults;
    expect(found.results.find((result) => result.slug === 'photos-by-mail')?.snippet).toContain(address);
    // Another reader reads their own.
    const other = await t.loggedInClient();
    const theirs = (await other.client.get(`${HELP}/articles/photos-by-mail?locale=en-US`)).json() as Article;
    expect(theirs.html).toContain(`<code>${other.user.username}@`);
    expect(theirs.html).not.toContain(address);
  });

  it('renders an article with heading anchors, safe links and no raw HTML', async () => {
    const { client } = await t.loggedInClient();
    const response = await client.get(`${HELP}/articles/getting-started?locale=en-US`);
    expect(response.statusCode, response.body).toBe(200);
    const article = response.json() as Article;
    expect(article.headings).toEqual([
      { id: 'first-steps', text: 'First steps' },
      { id: 'questions', text: 'Questions' },
    ]);
    expect(article.html).toContain('<h2 id="first-steps">First steps</h2>');
    expect(article.html).toContain('<h3 id="do-i-need-a-frame">');
    expect(article.html).toContain('<a href="/hub/learn/pairing-a-frame">pair a frame</a>');
    expect(article.html).toContain(
      '<a href="https://example.org/docs" target="_blank" rel="noopener noreferrer">the project site</a>',
    );
    // Raw markup is text, and a script link is no link.
    expect(article.html).not.toContain('<script');
    expect(article.html).not.toContain('<img');
    expect(article.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(article.html).not.toMatch(/href="javascript:/i);
    expect(article.html).toContain('[bad link](javascript:alert(1))');
  });

  it('answers 404 for a name that is no article, and 400 for a language that is none', async () => {
    const { client } = await t.loggedInClient();
    for (const slug of ['no-such-article', 'not-an-article', '..%2F..%2Fetc%2Fpasswd']) {
      const response = await client.get(`${HELP}/articles/${slug}`);
      expect(response.statusCode, slug).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
    // An article in no folder at all (the fixtures have no "self-hosting").
    expect((await client.get(`${HELP}/articles/self-hosting`)).statusCode).toBe(404);
    expect((await client.get(`${HELP}/articles/${'a'.repeat(100)}`)).statusCode).toBe(404);
    expect((await client.get(`${HELP}/articles?locale=xx-XX`)).statusCode).toBe(400);
  });

  it('finds articles by a word, by its start and despite a typo, with a snippet', async () => {
    const byWord = await search('shield');
    expect(byWord.map((result) => result.slug)).toEqual(['photos-by-mail']);
    expect(byWord[0]?.snippet).toContain('email shield');
    expect((await search('shie')).map((result) => result.slug)).toEqual(['photos-by-mail']);
    expect((await search('shild')).map((result) => result.slug)).toContain('photos-by-mail');
    // The title outweighs a mention in the text.
    expect((await search('pairing'))[0]?.slug).toBe('pairing-a-frame');
    expect(await search('zebra')).toEqual([]);
  });

  it('finds Japanese words in a Japanese article', async () => {
    const results = await search('ライブラリ', 'jp-JP');
    expect(results.map((result) => result.slug)).toEqual(['getting-started']);
    expect(results[0]?.title).toBe('はじめに');
    expect(results[0]?.snippet).toContain('ライブラリ');
  });

  it('refuses an empty or too long search', async () => {
    const { client } = await t.loggedInClient();
    for (const query of ['', '?q=', '?q=%20%20', `?q=${'a'.repeat(101)}`]) {
      const response = await client.get(`${HELP}/search${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('gathers the questions sections into the FAQ, each with its anchor', async () => {
    const { client } = await t.loggedInClient();
    const faq = (await client.get(`${HELP}/faq?locale=en-US`)).json() as Faq;
    expect(faq.entries).toEqual([
      {
        slug: 'getting-started',
        question: 'Do I need a frame?',
        anchor: 'do-i-need-a-frame',
        answerHtml: '<p>No. The library works without one.</p>',
      },
      {
        slug: 'getting-started',
        question: 'Where are my photos kept?',
        anchor: 'where-are-my-photos-kept',
        answerHtml: '<p>On your Kinframe server, in <strong>your</strong> library.</p>',
      },
      {
        slug: 'pairing-a-frame',
        question: 'The code expired',
        anchor: 'the-code-expired',
        answerHtml: '<p>Codes last ten minutes: restart the frame for a new one.</p>',
      },
    ]);
    const german = (await client.get(`${HELP}/faq?locale=de-DE`)).json() as Faq;
    expect(german.entries.map((entry) => entry.question)).toContain('Der Code ist abgelaufen');
  });

  it('is for signed-in members only', async () => {
    const anonymous = t.client();
    for (const url of [
      `${HELP}/articles`,
      `${HELP}/articles/getting-started`,
      `${HELP}/search?q=frame`,
      `${HELP}/faq`,
    ]) {
      expect((await anonymous.get(url)).statusCode, url).toBe(401);
    }
    const { client } = await t.loggedInClient({ plan: 'lite' });
    expect((await client.get(`${HELP}/articles`)).statusCode).toBe(403);
  });
});

describe('the mail article, in every language Kinframe ships', () => {
  it("shows the reader's real address rather than a made-up example", () => {
    for (const locale of LOCALES) {
      const source = readFileSync(path.join(HELP_ARTICLES_DIR, locale, 'photos-by-mail.md'), 'utf8');
      expect(source, locale).toContain(MAIL_ADDRESS_MARK);
      expect(source, locale).not.toContain('yourname@');
    }
  });
});
