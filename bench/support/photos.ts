// Photo-like test pictures for the benchmarks: a smooth colour gradient with soft waves (large
// areas the encoder compresses, as skies and walls) and moderate sensor-like noise, as a camera
// JPEG at quality 90 with its EXIF date. Pure noise would make every codec look slower than it is.
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

export async function makePhotoLikeJpeg(path: string, width: number, height: number, seed: number): Promise<number> {
  const random = prng(seed * 7919 + 17);
  const corner = () => [random() * 255, random() * 255, random() * 255];
  const [a, b, c, d] = [corner(), corner(), corner(), corner()] as number[][];
  const fx = (2 + random() * 6) / width;
  const fy = (2 + random() * 6) / height;
  const phase = random() * 6.28;
  const pixels = Buffer.allocUnsafe(width * height * 3);
  let offset = 0;
  for (let y = 0; y < height; y += 1) {
    const v = y / height;
    for (let x = 0; x < width; x += 1) {
      const u = x / width;
      const wave = 28 * Math.sin(6.28 * (x * fx + y * fy) + phase);
      for (let channel = 0; channel < 3; channel += 1) {
        const top = (a?.[channel] ?? 0) * (1 - u) + (b?.[channel] ?? 0) * u;
        const bottom = (c?.[channel] ?? 0) * (1 - u) + (d?.[channel] ?? 0) * u;
        const noise = (random() - 0.5) * 24;
        const value = top * (1 - v) + bottom * v + wave + noise;
        pixels[offset] = value < 0 ? 0 : value > 255 ? 255 : value;
        offset += 1;
      }
    }
  }
  const day = String(1 + (seed % 28)).padStart(2, '0');
  const info = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'Kinframe', Model: 'Bench' }, IFD2: { DateTimeOriginal: `2025:06:${day} 12:00:00` } })
    .toFile(path);
  return info.size;
}
