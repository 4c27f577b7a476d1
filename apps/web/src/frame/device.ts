import type { PairingRequest } from '@kinframe/contract';
import { version } from '../../package.json';

/** The player's version, as the frames page shows it and heartbeats report it. */
export const APP_VERSION = version;

const SCREEN_MIN = 100;
const SCREEN_MAX = 8192;
const clamp = (pixels: number) => Math.min(SCREEN_MAX, Math.max(SCREEN_MIN, Math.round(pixels)));

/** The screen in device pixels: the server makes each frame rendition this size. */
export function screenSize(): { width: number; height: number } {
  const ratio = window.devicePixelRatio || 1;
  return { width: clamp(window.screen.width * ratio), height: clamp(window.screen.height * ratio) };
}

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

/** What the frames page calls this device until its owner names it: "Kinframe player on Chrome". */
export function deviceName(userAgent: string): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  return browser ? `Kinframe player on ${browser}` : 'Kinframe player';
}

export function pairingRequest(): PairingRequest {
  return { deviceName: deviceName(navigator.userAgent), appVersion: APP_VERSION, screen: screenSize() };
}
