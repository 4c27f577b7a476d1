import { applyTone, editedSize, type PhotoEdit, sharpenKernel } from '@kinframe/contract';
import { FRAGMENT_SHADER, uniformsOf, VERTEX_SHADER } from './edit-shader.ts';
import { applyAffine, invertAffine, sourceMapOf } from './geometry.ts';

/** Draws a recipe on a proxy of the photo into a canvas: WebGL when there is one, a 2D canvas if not. */
export interface PreviewRenderer {
  readonly kind: 'webgl' | '2d';
  /** `originalFrom`: from this fraction of the width on, the untoned picture shows (the split view); 1 for none. */
  render(edit: PhotoEdit, options?: { originalFrom?: number }): void;
  dispose(): void;
}

/** The screen-sized picture the preview edits, with its pixel size. */
export interface PreviewProxy {
  source: TexImageSource & CanvasImageSource;
  width: number;
  height: number;
}

/**
 * The canvas's pixel size for a recipe: the edited picture at the proxy's resolution, within `maxSide`
 * and, once known, within the device pixels of the box it is shown in (more would be drawn for nothing).
 */
export function canvasSizeFor(
  proxy: { width: number; height: number },
  edit: PhotoEdit,
  maxSide = Number.POSITIVE_INFINITY,
  shownIn?: { width: number; height: number },
) {
  const size = editedSize(proxy.width, proxy.height, edit);
  const fits = shownIn && shownIn.width > 0 && shownIn.height > 0;
  const scale = Math.min(
    1,
    maxSide / Math.max(size.width, size.height),
    fits ? Math.min(shownIn.width / size.width, shownIn.height / size.height) : 1,
  );
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}

export function createPreviewRenderer(canvas: HTMLCanvasElement, proxy: PreviewProxy): PreviewRenderer {
  return (canUseWebGl() ? createWebGlRenderer(canvas, proxy) : null) ?? createCanvasRenderer(canvas, proxy);
}

let webGlWorks: boolean | undefined;

/**
 * Whether this browser compiles the preview's shaders, asked once on a scratch canvas: a canvas keeps
 * the first kind of context it gave, so a driver that refuses the shader after handing out a WebGL
 * context would leave the preview's own canvas blank, with no 2D context for the fallback.
 */
function canUseWebGl(): boolean {
  if (webGlWorks === undefined) {
    const gl = document.createElement('canvas').getContext('webgl');
    webGlWorks = gl !== null && linkProgram(gl) !== null;
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
  }
  return webGlWorks;
}

/** Test seam: forget what the browser was found to do. */
export function forgetWebGlSupport(): void {
  webGlWorks = undefined;
}

function compile(gl: WebGLRenderingContext, type: number, source: string): WebGLShader | null {
  const shader = gl.createShader(type);
  if (!shader) return null;
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  return gl.getShaderParameter(shader, gl.COMPILE_STATUS) ? shader : null;
}

/** The preview's shaders compiled and linked; null when the driver refuses them. */
function linkProgram(gl: WebGLRenderingContext): WebGLProgram | null {
  const vertex = compile(gl, gl.VERTEX_SHADER, VERTEX_SHADER);
  const fragment = compile(gl, gl.FRAGMENT_SHADER, FRAGMENT_SHADER);
  const program = gl.createProgram();
  if (!vertex || !fragment || !program) return null;
  gl.attachShader(program, vertex);
  gl.attachShader(program, fragment);
  gl.linkProgram(program);
  return gl.getProgramParameter(program, gl.LINK_STATUS) ? program : null;
}

function createWebGlRenderer(canvas: HTMLCanvasElement, proxy: PreviewProxy): PreviewRenderer | null {
  // preserveDrawingBuffer: the canvas can be read back (the browser test compares its pixels).
  const gl = canvas.getContext('webgl', { preserveDrawingBuffer: true, premultipliedAlpha: false, antialias: false });
  if (!gl) return null;
  const program = linkProgram(gl);
  if (!program) return null;
  // biome-ignore lint/correctness/useHookAtTopLevel: WebGL's useProgram, not a React hook
  gl.useProgram(program);

  const buffer = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), gl.STATIC_DRAW);
  const position = gl.getAttribLocation(program, 'position');
  gl.enableVertexAttribArray(position);
  gl.vertexAttribPointer(position, 2, gl.FLOAT, false, 0, 0);

  const texture = gl.createTexture();
  gl.bindTexture(gl.TEXTURE_2D, texture);
  // The pixels as the file has them, as the server reads them: no colour conversion, no premultiplying.
  gl.pixelStorei(gl.UNPACK_COLORSPACE_CONVERSION_WEBGL, gl.NONE);
  gl.pixelStorei(gl.UNPACK_PREMULTIPLY_ALPHA_WEBGL, false);
  gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGB, gl.RGB, gl.UNSIGNED_BYTE, proxy.source);
  // A proxy of any size (not a power of two): no mipmaps, no repeat.
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR);

  const at = (name: string) => gl.getUniformLocation(program, name);
  const locations = {
    sourceMap: at('sourceMap'),
    pixelStep: at('pixelStep'),
    sharpenAmount: at('sharpenAmount'),
    originalFrom: at('originalFrom'),
    exposure: at('exposure'),
    contrast: at('contrast'),
    highlights: at('highlights'),
    shadows: at('shadows'),
    saturation: at('saturation'),
    vibrance: at('vibrance'),
    warmth: at('warmth'),
    tint: at('tint'),
    vignette: at('vignette'),
  };
  gl.uniform1i(at('picture'), 0);

  return {
    kind: 'webgl',
    render(edit, { originalFrom = 1 } = {}) {
      const uniforms = uniformsOf(edit, proxy.width, proxy.height);
      gl.viewport(0, 0, canvas.width, canvas.height);
      gl.uniformMatrix3fv(locations.sourceMap, false, uniforms.sourceMap);
      gl.uniform2f(locations.pixelStep, uniforms.pixelStep[0], uniforms.pixelStep[1]);
      gl.uniform1f(locations.sharpenAmount, uniforms.sharpenAmount);
      gl.uniform1f(locations.originalFrom, originalFrom);
      for (const [name, value] of Object.entries(uniforms.tone)) {
        gl.uniform1f(locations[name as keyof typeof uniforms.tone], value);
      }
      gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
    },
    dispose() {
      gl.deleteTexture(texture);
      gl.deleteBuffer(buffer);
      gl.deleteProgram(program);
    },
  };
}

/** Sharpens 8-bit RGBA pixels with the contract's kernel, the picture's edges extended. */
export function sharpenPixels(pixels: Uint8ClampedArray, width: number, height: number, sharpness: number): void {
  if (sharpness === 0) return;
  const kernel = sharpenKernel(sharpness);
  const a = -(kernel[1] as number);
  const centre = kernel[4] as number;
  const source = pixels.slice();
  const at = (x: number, y: number, channel: number) =>
    source[
      (Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))) * 4 + channel
    ] as number;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      for (let channel = 0; channel < 3; channel += 1) {
        const sum =
          centre * at(x, y, channel) -
          a * (at(x, y - 1, channel) + at(x, y + 1, channel) + at(x - 1, y, channel) + at(x + 1, y, channel));
        pixels[(y * width + x) * 4 + channel] = Math.round(sum);
      }
    }
  }
}

/** The fallback's pixel step: the contract's sharpening, then its tone and vignette, on the canvas's pixels. */
export function editPixels(image: ImageData, edit: PhotoEdit): void {
  sharpenPixels(image.data, image.width, image.height, edit.adjust.sharpness);
  applyTone(image.data, image.width, image.height, 4, edit.adjust);
}

export function createCanvasRenderer(canvas: HTMLCanvasElement, proxy: PreviewProxy): PreviewRenderer {
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    kind: '2d',
    render(edit, { originalFrom = 1 } = {}) {
      if (!context) return;
      // The canvas's transform is the inverse of the source map: original pixels -> canvas pixels.
      const map = invertAffine(sourceMapOf(proxy.width, proxy.height, edit));
      const scaleX = canvas.width;
      const scaleY = canvas.height;
      const origin = applyAffine(map, 0, 0);
      const unitX = applyAffine(map, 1, 0);
      const unitY = applyAffine(map, 0, 1);
      context.setTransform(1, 0, 0, 1, 0, 0);
      context.clearRect(0, 0, canvas.width, canvas.height);
      context.setTransform(
        ((unitX.x - origin.x) * scaleX) / proxy.width,
        ((unitX.y - origin.y) * scaleY) / proxy.width,
        ((unitY.x - origin.x) * scaleX) / proxy.height,
        ((unitY.y - origin.y) * scaleY) / proxy.height,
        origin.x * scaleX,
        origin.y * scaleY,
      );
      context.drawImage(proxy.source, 0, 0);
      context.setTransform(1, 0, 0, 1, 0, 0);
      const splitAt = Math.round(Math.max(0, Math.min(1, originalFrom)) * canvas.width);
      if (splitAt === 0) return;
      const image = context.getImageData(0, 0, canvas.width, canvas.height);
      editPixels(image, edit);
      // Only the part left of the split is edited; the rest keeps the untoned pixels drawn above.
      context.putImageData(image, 0, 0, 0, 0, splitAt, canvas.height);
    },
    dispose() {},
  };
}
