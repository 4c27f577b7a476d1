// Pictures that do and do not belong on a frame, made as a phone would have made them: the
// analysis's tests, its bench and the review's browser flow measure its checks on these.
import sharp from 'sharp';

function prng(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 0x1_0000_0000;
  };
}

/** A camera's EXIF, so the screenshot check sees a photo as a photo. */
const CAMERA_EXIF = { IFD0: { Make: 'Google', Model: 'Pixel 8' } };

/**
 * A photo-like picture: a coloured landscape (sky, sun, hills, a tree line) with the fine texture
 * and sensor noise a camera gives, each `seed` a scene of its own (different layout and colours).
 */
export async function makeLandscape(
  width: number,
  height: number,
  seed: number,
): Promise<{ pixels: Buffer; width: number; height: number }> {
  const random = prng(seed * 7919 + 3);
  const hue = () => Math.floor(random() * 360);
  const skyHue = hue();
  const landHue = hue();
  const sunX = 0.15 + random() * 0.7;
  const horizon = 0.45 + random() * 0.3;
  const trees = Array.from(
    { length: 12 + Math.floor(random() * 20) },
    () =>
      `<circle cx="${random() * width}" cy="${horizon * height + random() * height * 0.05}" r="${(0.02 + random() * 0.05) * width}" fill="hsl(${landHue + 20}, 45%, ${18 + random() * 20}%)"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${skyHue}, 60%, 45%)"/><stop offset="1" stop-color="hsl(${skyHue + 30}, 70%, 80%)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#s)"/>
    <circle cx="${sunX * width}" cy="${horizon * height * 0.5}" r="${Math.min(width, height) * 0.08}" fill="hsl(45, 95%, 70%)"/>
    ${trees}
    <path d="M0 ${horizon * height} Q ${width * 0.3} ${(horizon - 0.1) * height} ${width * 0.6} ${horizon * height} T ${width} ${(horizon - 0.05) * height} V ${height} H 0 Z" fill="hsl(${landHue}, 55%, 35%)"/>
  </svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  // Grass, leaves and sensor noise: what makes a photo a photo at the pixel level.
  const texture = prng(seed + 11);
  for (let index = 0; index < data.length; index += 1) {
    const value = (data[index] ?? 0) + (texture() - 0.5) * 36;
    data[index] = value < 0 ? 0 : value > 255 ? 255 : value;
  }
  return { pixels: data, width: info.width, height: info.height };
}

async function landscapeJpeg(width: number, height: number, seed: number) {
  const { pixels } = await makeLandscape(width, height, seed);
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** A photo fit for a frame: a camera's JPEG of a landscape. */
export async function makeFramePhoto(path: string, { width = 1600, height = 1200, seed = 1 } = {}): Promise<void> {
  await (await landscapeJpeg(width, height, seed)).jpeg({ quality: 90 }).withExif(CAMERA_EXIF).toFile(path);
}

/** The same photo out of focus: a camera's JPEG blurred as a missed focus blurs it. */
export async function makeBlurredPhoto(path: string, { width = 1600, height = 1200, seed = 1 } = {}): Promise<void> {
  const sigma = Math.max(width, height) / 130;
  await (await landscapeJpeg(width, height, seed)).blur(sigma).jpeg({ quality: 90 }).withExif(CAMERA_EXIF).toFile(path);
}

/** A photo taken in a pocket or with the lens covered: nearly black, with the sensor's noise. */
export async function makeDarkPhoto(path: string, { width = 1600, height = 1200, seed = 1 } = {}): Promise<void> {
  await (await landscapeJpeg(width, height, seed))
    .linear(0.06, 2)
    .jpeg({ quality: 90 })
    .withExif(CAMERA_EXIF)
    .toFile(path);
}

/**
 * A phone's screenshot: a PNG at an iPhone's screen size (1179x2556), no camera data; a status bar,
 * a chat's bubbles and a photo in one of them.
 */
export async function makeScreenshot(path: string, { width = 1179, height = 2556 } = {}): Promise<void> {
  const bubbles = Array.from({ length: 9 }, (_, index) => {
    const isMine = index % 2 === 1;
    const y = 260 + index * 230;
    return `<rect x="${isMine ? width * 0.35 : 40}" y="${y}" rx="40" width="${width * 0.6}" height="180" fill="${isMine ? '#0a84ff' : '#e9e9eb'}"/>
      <text x="${isMine ? width * 0.35 + 40 : 80}" y="${y + 105}" font-family="DejaVu Sans" font-size="48" fill="${isMine ? '#fff' : '#000'}">Message number ${index + 1} here</text>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#ffffff"/>
    <text x="60" y="100" font-family="DejaVu Sans" font-size="46" font-weight="bold">9:41</text>
    <rect x="0" y="140" width="${width}" height="100" fill="#f6f6f6"/>
    <text x="${width / 2 - 100}" y="205" font-family="DejaVu Sans" font-size="50">Family</text>
    ${bubbles}
    <rect x="0" y="${height - 200}" width="${width}" height="200" fill="#f6f6f6"/>
  </svg>`;
  await sharp(Buffer.from(svg)).png().toFile(path);
}

/**
 * A page of text photographed on a table: a slightly turned white sheet with lines of words,
 * filling most of the picture, the table's wood at the edges, the light a little uneven.
 */
export async function makeDocumentPhoto(path: string, { width = 1600, height = 1200, seed = 5 } = {}): Promise<void> {
  const random = prng(seed);
  const words = ['Invoice', 'Total', 'amount', 'due', 'payment', 'the', 'and', 'items', 'service', 'date', '2026'];
  const lines = Array.from({ length: 26 }, (_, index) => {
    const text = Array.from(
      { length: 6 + Math.floor(random() * 6) },
      () => words[Math.floor(random() * words.length)],
    ).join(' ');
    return `<text x="${width * 0.16}" y="${height * 0.12 + index * height * 0.03}" font-family="DejaVu Serif" font-size="${height * 0.022}" fill="#222">${text}</text>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#8a6a4a"/>
    <g transform="rotate(-2 ${width / 2} ${height / 2})">
      <rect x="${width * 0.1}" y="${height * 0.04}" width="${width * 0.8}" height="${height * 0.92}" fill="#f4f2ec"/>
      ${lines}
    </g>
  </svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const noise = prng(seed + 1);
  for (let index = 0; index < data.length; index += 1) {
    const value = (data[index] ?? 0) + (noise() - 0.5) * 14;
    data[index] = value < 0 ? 0 : value > 255 ? 255 : value;
  }
  await sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
    .jpeg({ quality: 88 })
    .withExif(CAMERA_EXIF)
    .toFile(path);
}

/** A till receipt photographed on a grey counter: a narrow strip of paper with short lines of print. */
export async function makeReceiptPhoto(path: string, { width = 1200, height = 1600, seed = 9 } = {}): Promise<void> {
  const random = prng(seed);
  const items = ['MILK', 'BREAD', 'APPLES', 'COFFEE', 'RICE', 'EGGS', 'CHEESE', 'TEA', 'SOAP'];
  const lines = Array.from({ length: 34 }, (_, index) => {
    const name = items[Math.floor(random() * items.length)];
    const price = (random() * 20).toFixed(2);
    return `<text x="${width * 0.27}" y="${height * 0.07 + index * height * 0.026}" font-family="DejaVu Sans Mono" font-size="${height * 0.02}" fill="#333">${name} ........ ${price}</text>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#d9d6cf"/>
    <rect x="${width * 0.22}" y="${height * 0.02}" width="${width * 0.56}" height="${height * 0.96}" fill="#fbfbf7"/>
    ${lines}
  </svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 88 }).withExif(CAMERA_EXIF).toFile(path);
}
