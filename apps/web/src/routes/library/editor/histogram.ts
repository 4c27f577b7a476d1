import { lumaOf } from '@kinframe/contract';

/** The luma histogram (256 counts) of 8-bit RGBA pixels, for "Auto". */
export function lumaHistogram(pixels: Uint8ClampedArray): number[] {
  const counts = new Array<number>(256).fill(0);
  for (let index = 0; index < pixels.length; index += 4) {
    const level = Math.round(
      255 *
        lumaOf(
          (pixels[index] as number) / 255,
          (pixels[index + 1] as number) / 255,
          (pixels[index + 2] as number) / 255,
        ),
    );
    counts[level] = (counts[level] as number) + 1;
  }
  return counts;
}

/** The proxy's histogram, drawn small: a few thousand pixels tell the levels as well as millions. */
export function histogramOfPicture(source: CanvasImageSource, width: number, height: number): number[] | null {
  const scale = Math.min(1, 256 / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  return lumaHistogram(context.getImageData(0, 0, canvas.width, canvas.height).data);
}
