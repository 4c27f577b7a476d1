import {
  type Capabilities,
  NO_CAPABILITIES,
  PLUS_BENEFITS,
  type PlusBenefitKey,
  ZCapabilities,
} from '@kinframe/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountKeys } from '../../api/account.ts';
import enUS from '../../i18n/locales/en-US.json';

const localeFiles = import.meta.glob<typeof enUS>('../../i18n/locales/*.json', { eager: true, import: 'default' });

import { DEFAULT_VIEW_SETTINGS } from '../../routes/library/view-settings.ts';
import { json } from '../../test/answers.ts';
import { renderWithApp } from '../../test/render.tsx';
import { PlusBenefits } from './PlusBenefits.tsx';

/**
 * Texts that promise a part of Kinframe a server may not have, each tied to what makes it true:
 * a capability the server reports (GET v3/app-config) or online payment (GET v3/billing/plans).
 * Each is checked both ways: shown where it is true, absent where it is not.
 */
type Need = 'onlinePayment' | keyof Capabilities;
interface Promised {
  /** The locale key of the text that promises it. */
  text: `plus.benefits.${PlusBenefitKey}`;
  needs: Need;
  /** What the person reads where it is true. */
  reads: RegExp;
}

const PROMISES: Promised[] = [
  { text: 'plus.benefits.trial', needs: 'onlinePayment', reads: /^7-day free trial$/ },
  {
    text: 'plus.benefits.connectedAlbums',
    needs: 'connectedAlbums',
    reads: /^Sync up to 1,200 photos per connected Dropbox or Google Photos album$/,
  },
];

/** A server where `need` is set up (connected albums: both providers, 1,200 photos an album). */
const CONFIGURED: Capabilities = {
  connectedAlbums: { providers: ['dropbox', 'google'], maxPhotos: 1200 },
  map: null,
};

/** Words that promise a capability wherever they stand in a text of a screen that sells or announces. */
const NAMES_OF: Record<keyof Capabilities, RegExp> = {
  connectedAlbums: /\b(Google|Dropbox)\b/,
  map: /\bmaps?\b/i,
};
/** The texts that sell or announce Kinframe: the Plus card, What's new, the membership screen. */
const PROMISING_SECTIONS = ['plus', 'familyHome.learnMore', 'membership'];

let capabilities: Capabilities;
const fetchMock = vi.fn<typeof fetch>(async (input) => {
  if (String(input).endsWith('/api/v3/app-config')) {
    return json(200, {
      mailDomain: 'kinframe.test',
      captcha: { provider: 'none' },
      version: '1',
      shop: null,
      signUp: 'open',
      capabilities,
    });
  }
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

/** The Plus card's benefits on a server with `capabilities`, once it has said what it offers. */
async function benefitsOn(server: Capabilities, canPayOnline: boolean): Promise<string[]> {
  capabilities = server;
  const { queryClient } = await renderWithApp(<PlusBenefits canPayOnline={canPayOnline} />);
  await vi.waitFor(() => expect(queryClient.getQueryState(accountKeys.appConfig)?.status).toBe('success'));
  const list = await screen.findByRole('list', { name: 'What Plus includes' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

function leaves(value: unknown, prefix: string): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => leaves(inner, `${prefix}.${key}`));
}

function sectionOf(path: string): unknown {
  return path.split('.').reduce<unknown>((value, part) => (value as Record<string, unknown> | undefined)?.[part], enUS);
}

describe('a promise on screen', () => {
  it.each(PROMISES)('$text is shown where $needs is set up, and nowhere else', async ({ needs, reads }) => {
    const shown = await benefitsOn(needs === 'onlinePayment' ? NO_CAPABILITIES : CONFIGURED, needs === 'onlinePayment');
    expect(
      shown.some((text) => reads.test(text)),
      shown.join(' | '),
    ).toBe(true);
    cleanup();
    const absent = await benefitsOn(NO_CAPABILITIES, false);
    expect(
      absent.some((text) => reads.test(text)),
      absent.join(' | '),
    ).toBe(false);
  });

  it('names only the providers the server has set up', async () => {
    const shown = await benefitsOn({ connectedAlbums: { providers: ['dropbox'], maxPhotos: 2500 }, map: null }, false);
    expect(shown).toContain('Sync up to 2,500 photos per connected Dropbox album');
  });

  it('stands only on what the contract lists as a capability, or on online payment', () => {
    const listed = new Set<string>(['onlinePayment', ...Object.keys(ZCapabilities.shape)]);
    for (const benefit of PLUS_BENEFITS) {
      if ('needs' in benefit) expect(listed.has(benefit.needs), benefit.key).toBe(true);
    }
    for (const { needs } of PROMISES) expect(listed.has(needs)).toBe(true);
    // Every benefit that needs something is in the table above, so each is checked both ways.
    const needing = PLUS_BENEFITS.filter((benefit) => 'needs' in benefit).map(
      (benefit) => `plus.benefits.${benefit.key}`,
    );
    expect(PROMISES.map((promise) => promise.text).sort()).toEqual(needing.sort());
  });

  it('has no benefit text the Plus card does not show from the contract', () => {
    const keys = Object.keys(enUS.plus.benefits);
    expect(keys.sort()).toEqual(PLUS_BENEFITS.map((benefit) => benefit.key).sort());
  });

  it('names a capability only in a text tied to it', () => {
    const tied = new Map(PROMISES.map((promise) => [promise.text, promise.needs]));
    const untied = PROMISING_SECTIONS.flatMap((section) => leaves(sectionOf(section), section)).flatMap(([key, text]) =>
      (Object.keys(NAMES_OF) as (keyof Capabilities)[])
        .filter((capability) => NAMES_OF[capability].test(text) && tied.get(key as Promised['text']) !== capability)
        .map((capability) => `${key} names ${capability}`),
    );
    expect(untied).toEqual([]);
  });
});

describe("What's new", () => {
  it.each(Object.entries(localeFiles))(
    '%s says the library opens in squares, and names the layout choice that shows photos at their own shape',
    (_file, texts) => {
      const { layoutRatio, layout } = texts.library.toolbar;
      const news = texts.familyHome.learnMore.new.library;
      expect(DEFAULT_VIEW_SETTINGS.layout).toBe('square');
      expect(news).toContain(layout);
      expect(news).toContain(layoutRatio);
    },
  );
});
