// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { framePlayerLink } from '../components/DownloadAppDialog.tsx';

const manifest = JSON.parse(readFileSync(new URL('../../public/frame.webmanifest', import.meta.url), 'utf8'));
const appManifest = JSON.parse(readFileSync(new URL('../../public/manifest.webmanifest', import.meta.url), 'utf8'));
const html = readFileSync(new URL('../../frame.html', import.meta.url), 'utf8');

describe("the frame player's install manifest", () => {
  it('installs the player as an app of its own: full screen, landscape, at /frame', () => {
    expect(manifest).toMatchObject({
      id: '/frame',
      start_url: '/frame',
      scope: '/frame',
      display: 'fullscreen',
      orientation: 'landscape',
    });
    expect(manifest.id).not.toBe(appManifest.id);
    expect(html).toContain('<link rel="manifest" href="/frame.webmanifest" />');
  });

  it("uses the app's own icons", () => {
    expect(manifest.icons).toEqual(appManifest.icons);
  });

  it('is where the get-Kinframe dialog sends a tablet or TV', () => {
    expect(framePlayerLink('https://photos.example.org')).toBe(`https://photos.example.org${manifest.start_url}`);
  });
});
