import { describe, expect, it } from 'vitest';
import { fillIn, loadPlayerTexts, pickLocale } from './player-texts.ts';

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
});
