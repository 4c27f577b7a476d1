// @vitest-environment node
import { readFileSync } from 'node:fs';
import { UPLOAD_ACCEPT } from '@kinframe/contract';
import { describe, expect, it } from 'vitest';
import { routeAt } from '../app/route-table.ts';
import { routeRequest } from './sw-routing.ts';

const publicFile = (name: string) => new URL(`../../public/${name}`, import.meta.url);
const manifest = JSON.parse(readFileSync(publicFile('manifest.webmanifest'), 'utf8'));
const css = readFileSync(new URL('../styles/global.css', import.meta.url), 'utf8');
const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');

/** A PNG's size, from its IHDR chunk. */
function pngSize(name: string): string {
  const bytes = readFileSync(publicFile(name.replace(/^\//, '')));
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the install manifest', () => {
  it('opens the family screens, standalone, over the whole site', () => {
    expect(manifest).toMatchObject({ name: 'Kinframe', start_url: '/family', scope: '/', display: 'standalone' });
    expect(routeAt(manifest.start_url)?.name).toBe('family');
  });

  it("takes its colours from the app's page", () => {
    const page = css.match(/--color-page:\s*(#[0-9a-f]{6})/i)?.[1];
    expect(manifest.theme_color).toBe(page);
    expect(manifest.background_color).toBe(page);
    expect(html).toContain(`<meta name="theme-color" content="${page}" />`);
  });

  it('has icons of 192 and 512 pixels and a maskable one, drawn at their stated sizes', () => {
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) expect(pngSize(icon.src)).toBe(icon.sizes);
    expect(pngSize('icons/apple-touch-icon.png')).toBe('180x180');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });

  it('receives shared photos and videos of every type the library accepts, where the worker takes them', () => {
    const target = manifest.share_target;
    expect(target).toMatchObject({ action: '/share', method: 'POST', enctype: 'multipart/form-data' });
    const accept = target.params.files[0].accept as string[];
    expect(target.params.files[0].name).toBe('files');
    for (const type of [
      'image/*',
      'video/*',
      ...UPLOAD_ACCEPT.photos,
      ...UPLOAD_ACCEPT.videos,
      ...UPLOAD_ACCEPT.extensions,
    ])
      expect(accept).toContain(type);
    const origin = 'https://kinframe.example';
    expect(
      routeRequest({ method: 'POST', mode: 'navigate', url: `${origin}${target.action}` }, origin, new Set()),
    ).toBe('share');
  });
});
