import type { ArticleHeading, FaqEntry } from '@kinframe/contract';
import MarkdownIt, { type Token } from 'markdown-it';

/**
 * Markdown to HTML for the help articles. Raw HTML in an article is never passed through (`html:
 * false` writes it as text), and markdown-it's own link check drops `javascript:`, `vbscript:`,
 * `file:` and non-image `data:` links. The web app purifies the HTML again before showing it.
 */
const md = new MarkdownIt({ html: false, linkify: false, typographer: true });

/** The "Questions" section's heading in each language; its `###` headings are the FAQ's questions. */
const QUESTIONS_HEADINGS = new Set([
  'questions',
  'frequently asked questions',
  'fragen',
  'häufige fragen',
  'questions fréquentes',
  'preguntas',
  'preguntas frecuentes',
  'domande',
  'domande frequenti',
  '質問',
  'よくある質問',
]);

/** An anchor for a heading: lower case letters and digits of any script, joined by hyphens. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, 80) || 'section';
}

function isExternal(href: string): boolean {
  return /^(https?:)?\/\//i.test(href) || /^mailto:/i.test(href);
}

md.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
  const token = tokens[idx] as Token;
  const href = String(token.attrGet('href') ?? '');
  // Other sites open apart from the app and learn nothing of the page that linked them.
  if (isExternal(href) && !/^mailto:/i.test(href)) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  }
  return self.renderToken(tokens, idx, options);
};

function textOf(inline: Token | undefined): string {
  if (!inline?.children) return inline?.content ?? '';
  return inline.children
    .filter((child) => child.type === 'text' || child.type === 'code_inline')
    .map((child) => child.content)
    .join('');
}

export interface RenderedArticle {
  html: string;
  headings: ArticleHeading[];
  /** The questions of the "Questions" section, without the article's slug. */
  faq: Omit<FaqEntry, 'slug'>[];
  /** The article's words as plain text (paragraphs, list items, questions), for search and snippets. */
  text: string;
}

export function renderArticle(markdown: string): RenderedArticle {
  const env = {};
  const tokens = md.parse(markdown, env);
  const headings: ArticleHeading[] = [];
  const used = new Set<string>();
  const words: string[] = [];
  const faq: RenderedArticle['faq'] = [];
  let inQuestions = false;
  let question: { text: string; anchor: string; start: number } | null = null;

  const closeQuestion = (end: number) => {
    if (!question) return;
    faq.push({
      question: question.text,
      anchor: question.anchor,
      answerHtml: md.renderer.render(tokens.slice(question.start, end), md.options, env).trim(),
    });
    question = null;
  };

  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as Token;
    // Section titles are indexed apart (`headings`); left out here, a snippet does not repeat them.
    const opener = tokens[index - 1];
    const isSectionTitle = opener?.type === 'heading_open' && (opener.tag === 'h1' || opener.tag === 'h2');
    if (token.type === 'inline' && !isSectionTitle) words.push(textOf(token));
    if (token.type !== 'heading_open') continue;
    const text = textOf(tokens[index + 1]).trim();
    let id = slugify(text);
    for (let n = 2; used.has(id); n++) id = `${slugify(text)}-${n}`;
    used.add(id);
    token.attrSet('id', id);
    if (token.tag === 'h1' || token.tag === 'h2') {
      closeQuestion(index);
      inQuestions = QUESTIONS_HEADINGS.has(text.toLowerCase());
      headings.push({ id, text });
    } else if (token.tag === 'h3' && inQuestions) {
      closeQuestion(index);
      // The answer starts after the heading's three tokens (open, inline, close).
      question = { text, anchor: id, start: index + 3 };
    }
  }
  closeQuestion(tokens.length);
  return { html: md.renderer.render(tokens, md.options, env), headings, faq, text: words.join('\n') };
}

export interface FrontMatter {
  title: string;
  summary: string;
  body: string;
}

/**
 * The two keys between the `---` lines at the top of an article (`title:` and `summary:`, one line
 * each), and the Markdown after them. Null when either is missing.
 */
export function parseFrontMatter(source: string): FrontMatter | null {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(source);
  if (!match) return null;
  const keys = new Map<string, string>();
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const pair = /^(\w+):\s*(.*)$/.exec(line);
    if (pair) keys.set(pair[1] as string, unquote((pair[2] as string).trim()));
  }
  const title = keys.get('title');
  const summary = keys.get('summary');
  if (!title || !summary) return null;
  return { title, summary, body: source.slice(match[0].length) };
}

function unquote(value: string): string {
  const quoted = /^(["'])(.*)\1$/.exec(value);
  return quoted ? (quoted[2] as string) : value;
}
