import { describe, expect, it } from 'vitest';
import { cameraName, exposureParts } from './camera-text.ts';

describe('cameraName', () => {
  it('does not say the make twice when the model repeats it', () => {
    expect(cameraName({ make: 'Canon', model: 'Canon EOS R6', lens: null })).toBe('Canon EOS R6');
    expect(cameraName({ make: 'NIKON CORPORATION', model: 'NIKON Z 6', lens: null })).toBe('NIKON Z 6');
  });

  it('puts the make before a model that does not name it', () => {
    expect(cameraName({ make: 'Apple', model: 'iPhone 15 Pro', lens: null })).toBe('Apple iPhone 15 Pro');
  });

  it('says what there is of make and model, or nothing', () => {
    expect(cameraName({ make: 'FUJIFILM', model: null, lens: null })).toBe('FUJIFILM');
    expect(cameraName({ make: null, model: 'X-T5', lens: null })).toBe('X-T5');
    expect(cameraName({ make: null, model: null, lens: 'XF35mmF1.4 R' })).toBeNull();
  });
});

describe('exposureParts', () => {
  it('gives the figures in the photo apps’ order, in the reader’s digits', () => {
    expect(exposureParts({ fNumber: 2.8, exposureTime: 0.004, iso: 400, focalLength: 23.1 }, 'de-DE')).toEqual([
      { kind: 'fNumber', value: '2,8' },
      { kind: 'exposureTime', value: '1/250' },
      { kind: 'focalLength', value: '23,1' },
      { kind: 'iso', value: '400' },
    ]);
  });

  it('writes a long exposure in seconds and leaves out what the photo did not give', () => {
    expect(exposureParts({ fNumber: null, exposureTime: 2.5, iso: null, focalLength: null }, 'en-US')).toEqual([
      { kind: 'exposureTime', value: '2.5' },
    ]);
  });
});
