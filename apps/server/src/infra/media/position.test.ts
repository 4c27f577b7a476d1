import { describe, expect, it } from 'vitest';
import { parseIso6709, positionOf } from './position.ts';

describe('positions from metadata', () => {
  it('reads ISO 6709 as phones write it', () => {
    expect(parseIso6709('+48.8577+002.2950+035.000/')).toEqual({ latitude: 48.8577, longitude: 2.295, altitude: 35 });
    expect(parseIso6709('-33.8688+151.2093/')).toEqual({ latitude: -33.8688, longitude: 151.2093, altitude: null });
    // Degrees and minutes run together.
    expect(parseIso6709('+4851.46+00217.70/')?.latitude).toBeCloseTo(48.8577, 4);
  });

  it('refuses what is no position', () => {
    expect(parseIso6709('+00.0000+000.0000/')).toBeNull();
    expect(parseIso6709('+95.0000+010.0000/')).toBeNull();
    expect(parseIso6709('somewhere')).toBeNull();
    expect(positionOf(10, 200, null)).toBeNull();
    expect(positionOf(Number.NaN, 10, null)).toBeNull();
    expect(positionOf(10, 10, 1e9)).toEqual({ latitude: 10, longitude: 10, altitude: null });
  });
});
