// Draws the web app's install icons (apps/web/public/icons) from the logo mark of
// apps/web/src/components/Logo.tsx, in the accent colour of apps/web/src/styles/global.css.
// The PNGs are committed; run this again after changing the mark or the accent:
//   npm run icons
import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

// sharp is the server's dependency (its media adapter): taken from there, not listed twice.
const sharp = createRequire(new URL('../apps/server/package.json', import.meta.url))('sharp');

const webDir = new URL('../apps/web/', import.meta.url);
const iconsDir = fileURLToPath(new URL('public/icons/', webDir));

const css = await readFile(new URL('src/styles/global.css', webDir), 'utf8');
const accent = css.match(/--color-accent:\s*(#[0-9a-f]{6})/i)?.[1];
if (!accent) throw new Error('global.css has no --color-accent');
const paper = '#fff8f0';

/** The picture inside the mark (a frame with a sun and hills), on the mark's 32-unit grid. */
const glyph = `
  <rect x="8" y="8" width="16" height="16" rx="3" fill="none" stroke="${paper}" stroke-width="2.5"/>
  <circle cx="13" cy="13" r="2" fill="${paper}"/>
  <path d="M9.5 22l5-5 3 3 2-2 3.5 4" fill="none" stroke="${paper}" stroke-width="2" stroke-linejoin="round"/>`;

/** The mark as the app draws it: a rounded tile on a clear background. */
const markSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect x="2" y="2" width="28" height="28" rx="7" fill="${accent}"/>${glyph}</svg>`;

/**
 * Edge to edge, for launchers that cut their own shape (maskable) and for iOS, which rounds the
 * corners itself and would paint clear ones black. The picture spans the middle half: inside the
 * circle of 80 % that a maskable icon must keep.
 */
const fullBleedSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" fill="${accent}"/>${glyph}</svg>`;

const icons = [
  { file: 'icon-192.png', svg: markSvg, size: 192 },
  { file: 'icon-512.png', svg: markSvg, size: 512 },
  { file: 'icon-maskable-512.png', svg: fullBleedSvg, size: 512 },
  { file: 'apple-touch-icon.png', svg: fullBleedSvg, size: 180 },
];

await mkdir(iconsDir, { recursive: true });
for (const { file, svg, size } of icons) {
  // Drawn at the icon's own size (density), so curves are sharp rather than scaled up.
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${iconsDir}${file}`);
  console.log(`${file} ${size}×${size}`);
}
