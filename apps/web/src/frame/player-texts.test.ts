import { describe, expect, it } from 'vitest';
import { fillIn, loadPlayerTexts, memoriesTitle, pickLocale } from './player-texts.ts';

describe('the player texts', () => {
  it('picks the first browser language we speak, by region or by language alone', () => {
    expect(pickLocale(['de-DE', 'en-US'])).toBe('de-DE');
    expect(pickLocale(['fr-CA'])).toBe('fr-FR');
    expect(pickLocale(['ja'])).toBe('jp-JP');
    expect(pickLocale(['nl-NL', 'it'])).toBe('it-IT');
    expect(pickLocale(['nl-NL'])).toBe('en-US');
    expect(pickLocale([])).toBe('en-US');
  });

  it('loads the player section of the chosen locale file', async () => {
    const german = await loadPlayerTexts('de-DE');
    expect(german.removedTitle).toBe('Dieser Bilderrahmen wurde aus seinem Kinframe-Konto entfernt');
    const english = await loadPlayerTexts('en-US');
    expect(english.removedTitle).toBe('This frame was removed from its Kinframe account');
    expect(Object.keys(german).sort()).toEqual(Object.keys(english).sort());
  });

  it('fills in placeholders and leaves unknown ones visible', () => {
    expect(fillIn('A new code appears in {time}.', { time: '9:41' })).toBe('A new code appears in 9:41.');
    expect(fillIn('{missing}', {})).toBe('{missing}');
  });

  it('titles a day’s memories in the frame’s language, one year or several', async () => {
    const english = await loadPlayerTexts('en-US');
    expect(memoriesTitle(english, 1, 'en-US')).toBe('1 year ago today');
    expect(memoriesTitle(english, 3, 'en-US')).toBe('3 years ago today');
    const french = await loadPlayerTexts('fr-FR');
    expect(memoriesTitle(french, 1, 'fr-FR')).toBe('Il y a 1 an aujourd’hui');
    expect(memoriesTitle(french, 3, 'fr-FR')).toBe('Il y a 3 ans aujourd’hui');
    const japanese = await loadPlayerTexts('jp-JP');
    expect(memoriesTitle(japanese, 1, 'ja-JP')).toBe('1年前の今日');
  });
});
