import { type Adjustments, editedSize, type PhotoEdit, sharpenKernel } from '@kinframe/contract';
import { affineToMat3, sourceMapOf } from './geometry.ts';

/** The quad over the whole canvas; `uv` is the edited picture's texture coordinate, y down. */
export const VERTEX_SHADER = `
attribute vec2 position;
varying vec2 uv;
void main() {
  uv = vec2(position.x * 0.5 + 0.5, 0.5 - position.y * 0.5);
  gl_Position = vec4(position, 0.0, 1.0);
}
`;

/**
 * The contract's photo edit, pixel for pixel: geometry by texture coordinates (sourceMapOf), then
 * the sharpening kernel over the four neighbours, then toneOf and vignetteOf line for line.
 */
export const FRAGMENT_SHADER = `
precision highp float;
varying vec2 uv;
uniform sampler2D picture;
uniform mat3 sourceMap;
/** One pixel of the edited picture (at the texture's resolution) in uv. */
uniform vec2 pixelStep;
uniform float sharpenAmount;
uniform float exposure;
uniform float contrast;
uniform float highlights;
uniform float shadows;
uniform float saturation;
uniform float vibrance;
uniform float warmth;
uniform float tint;
uniform float vignette;
/** From this uv.x on, the untoned picture shows (the split view); 1.0 or more for none. */
uniform float originalFrom;

vec3 sampleAt(vec2 at) {
  vec3 source = sourceMap * vec3(at, 1.0);
  return texture2D(picture, source.xy).rgb;
}

float lumaOf(vec3 c) {
  return 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b;
}

void main() {
  vec3 c = sampleAt(uv);
  if (uv.x >= originalFrom) {
    gl_FragColor = vec4(c, 1.0);
    return;
  }
  if (sharpenAmount > 0.0) {
    float a = sharpenAmount;
    vec3 sum = c * (1.0 + 4.0 * a)
      - a * sampleAt(uv - vec2(0.0, pixelStep.y))
      - a * sampleAt(uv + vec2(0.0, pixelStep.y))
      - a * sampleAt(uv - vec2(pixelStep.x, 0.0))
      - a * sampleAt(uv + vec2(pixelStep.x, 0.0));
    // The server sharpens 8-bit pixels: the result is clamped before the tone.
    c = clamp(floor(sum * 255.0 + 0.5) / 255.0, 0.0, 1.0);
  }
  // Exposure: up to two stops either way.
  c *= pow(2.0, exposure / 50.0);
  // Contrast about the middle grey.
  c = (c - 0.5) * (1.0 + contrast / 100.0) + 0.5;
  // Shadows lift (or deepen) the dark half, highlights the light half, weighted by luma.
  float luma = clamp(lumaOf(c), 0.0, 1.0);
  float dark = pow(max(0.0, 1.0 - 2.0 * luma), 2.0);
  float light = pow(max(0.0, 2.0 * luma - 1.0), 2.0);
  c += (shadows / 100.0) * 0.35 * dark + (highlights / 100.0) * 0.35 * light;
  // Warmth moves red against blue; tint moves green against magenta.
  c.r *= 1.0 + (warmth / 100.0) * 0.15;
  c.b *= 1.0 - (warmth / 100.0) * 0.15;
  c.g *= 1.0 - (tint / 100.0) * 0.15;
  // Saturation pulls every colour from (or towards) its grey; vibrance mostly the dull ones.
  float grey = lumaOf(c);
  float chroma = max(max(c.r, c.g), c.b) - min(min(c.r, c.g), c.b);
  float mixing = 1.0 + saturation / 100.0 + (vibrance / 100.0) * (1.0 - clamp(chroma, 0.0, 1.0));
  c = clamp(vec3(grey) + (c - vec3(grey)) * mixing, 0.0, 1.0);
  // Vignette: nothing taken in the middle, up to vignette% at the corners, eased between.
  if (vignette > 0.0) {
    vec2 d = (uv - 0.5) * 2.0;
    float reach = min(1.0, length(d) / sqrt(2.0));
    float t = clamp((reach - 0.35) / 0.65, 0.0, 1.0);
    c *= 1.0 - (vignette / 100.0) * 0.8 * t * t * (3.0 - 2.0 * t);
  }
  gl_FragColor = vec4(c, 1.0);
}
`;

/** The uniforms' values for one recipe on a texture of `textureWidth` x `textureHeight`. */
export interface EditUniforms {
  sourceMap: Float32Array;
  pixelStep: [number, number];
  sharpenAmount: number;
  tone: Omit<Adjustments, 'sharpness'>;
}

export function uniformsOf(edit: PhotoEdit, textureWidth: number, textureHeight: number): EditUniforms {
  const size = editedSize(textureWidth, textureHeight, edit);
  const { sharpness, ...tone } = edit.adjust;
  // The kernel's side weight is its "a": the shader rebuilds the kernel from it.
  const sideWeight = -(sharpenKernel(sharpness)[1] as number);
  return {
    sourceMap: affineToMat3(sourceMapOf(textureWidth, textureHeight, edit)),
    pixelStep: [1 / size.width, 1 / size.height],
    sharpenAmount: sideWeight,
    tone,
  };
}
