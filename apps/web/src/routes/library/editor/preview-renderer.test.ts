import { applyTone, NO_ADJUSTMENTS, PHOTO_EDIT_ORIGINAL, type PhotoEdit } from '@kinframe/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uniformsOf } from './edit-shader.ts';
import { lumaHistogram } from './histogram.ts';
import {
  canvasSizeFor,
  createPreviewRenderer,
  editPixels,
  forgetWebGlSupport,
  sharpenPixels,
} from './preview-renderer.ts';

/** A small picture of every kind of colour: a gradient in red and green, blue by the diagonal. */
function testPixels(width: number, height: number): Uint8ClampedArray {
  const pixels = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const index = (y * width + x) * 4;
      pixels[index] = Math.round((x / (width - 1)) * 255);
      pixels[index + 1] = Math.round((y / (height - 1)) * 255);
      pixels[index + 2] = (x * 37 + y * 11) % 256;
      pixels[index + 3] = 255;
    }
  }
  return pixels;
}

const everyAdjustment: PhotoEdit = {
  ...PHOTO_EDIT_ORIGINAL,
  adjust: {
    exposure: 20,
    contrast: -15,
    highlights: -30,
    shadows: 25,
    saturation: 10,
    vibrance: 30,
    warmth: 20,
    tint: -10,
    sharpness: 0,
    vignette: 40,
  },
};

describe('the canvas fallback', () => {
  it("gives the contract's applyTone pixels exactly", () => {
    const width = 24;
    const height = 16;
    const image = { data: testPixels(width, height), width, height } as ImageData;
    editPixels(image, everyAdjustment);
    const expected = testPixels(width, height);
    applyTone(expected, width, height, 4, everyAdjustment.adjust);
    expect(Array.from(image.data)).toEqual(Array.from(expected));
  });

  it('sharpens edges and leaves flat areas as they are', () => {
    const flat = new Uint8ClampedArray(4 * 4 * 4).fill(120);
    sharpenPixels(flat, 4, 4, 100);
    expect(Array.from(flat).every((value) => value === 120)).toBe(true);
    const edge = testPixels(8, 8);
    const before = edge.slice();
    sharpenPixels(edge, 8, 8, 60);
    expect(Array.from(edge)).not.toEqual(Array.from(before));
  });
});

describe('choosing the renderer', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    forgetWebGlSupport();
  });

  it('draws with the 2D fallback on the preview’s own canvas when the driver refuses the shader', () => {
    // A canvas keeps its first kind of context: the preview's canvas must never be asked for WebGL here.
    const asked = new Map<HTMLCanvasElement, string[]>();
    const drawImage = vi.fn();
    const refusingGl = {
      VERTEX_SHADER: 1,
      FRAGMENT_SHADER: 2,
      COMPILE_STATUS: 3,
      createShader: () => ({}),
      shaderSource: () => {},
      compileShader: () => {},
      getShaderParameter: () => false,
      createProgram: () => ({}),
      getExtension: () => ({ loseContext: () => {} }),
    };
    const context2d = {
      setTransform: () => {},
      clearRect: () => {},
      drawImage,
      getImageData: (_x: number, _y: number, width: number, height: number) => ({
        data: new Uint8ClampedArray(width * height * 4),
        width,
        height,
      }),
      putImageData: () => {},
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
      this: HTMLCanvasElement,
      kind: string,
    ) {
      asked.set(this, [...(asked.get(this) ?? []), kind]);
      return (kind === 'webgl' ? refusingGl : context2d) as never;
    });
    const canvas = document.createElement('canvas');
    canvas.width = 4;
    canvas.height = 3;
    const source = document.createElement('canvas');
    const renderer = createPreviewRenderer(canvas, { source, width: 4, height: 3 });
    renderer.render(PHOTO_EDIT_ORIGINAL);
    expect(renderer.kind).toBe('2d');
    expect(asked.get(canvas)).toEqual(['2d']);
    expect(drawImage).toHaveBeenCalledWith(source, 0, 0);
  });
});

describe("the shader's uniforms", () => {
  it('carry the sharpening kernel and one edited pixel as the step', () => {
    const edit: PhotoEdit = {
      ...PHOTO_EDIT_ORIGINAL,
      rotate: 90,
      crop: { x: 0, y: 0, width: 0.5, height: 0.5 },
      adjust: { ...NO_ADJUSTMENTS, sharpness: 50, exposure: 10 },
    };
    const uniforms = uniformsOf(edit, 400, 300);
    expect(uniforms.sharpenAmount).toBeCloseTo(0.25);
    expect(uniforms.pixelStep[0]).toBeCloseTo(1 / 150);
    expect(uniforms.pixelStep[1]).toBeCloseTo(1 / 200);
    expect(uniforms.tone.exposure).toBe(10);
    expect(canvasSizeFor({ width: 400, height: 300 }, edit)).toEqual({ width: 150, height: 200 });
    expect(canvasSizeFor({ width: 400, height: 300 }, edit, 100)).toEqual({ width: 75, height: 100 });
    // Never more pixels than the box it is shown in has; a box not measured yet is no limit.
    expect(canvasSizeFor({ width: 400, height: 300 }, edit, 1000, { width: 300, height: 100 })).toEqual({
      width: 75,
      height: 100,
    });
    expect(canvasSizeFor({ width: 400, height: 300 }, edit, 1000, { width: 0, height: 0 })).toEqual({
      width: 150,
      height: 200,
    });
  });
});

describe('the luma histogram', () => {
  it('counts every pixel at its level', () => {
    const pixels = new Uint8ClampedArray([0, 0, 0, 255, 255, 255, 255, 255, 255, 255, 255, 255]);
    const counts = lumaHistogram(pixels);
    expect(counts[0]).toBe(1);
    expect(counts[255]).toBe(2);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
  });
});
