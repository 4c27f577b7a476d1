import { type PhotoEdit, straightenedSize, turnedSize } from '@kinframe/contract';

/**
 * Where each point of the edited picture comes from in the original, as an affine map of texture
 * coordinates (0..1, y down): `source = [a c e; b d f] * [u v 1]`. It undoes the contract's steps
 * in reverse: the crop, the straightening (a clockwise turn by `straighten` degrees about the
 * centre, kept to its largest upright rectangle), the flips, then the quarter turns (clockwise).
 */
export interface Affine {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
  f: number;
}

const multiply = (m: Affine, n: Affine): Affine => ({
  a: m.a * n.a + m.c * n.b,
  b: m.b * n.a + m.d * n.b,
  c: m.a * n.c + m.c * n.d,
  d: m.b * n.c + m.d * n.d,
  e: m.a * n.e + m.c * n.f + m.e,
  f: m.b * n.e + m.d * n.f + m.f,
});

export function applyAffine(m: Affine, u: number, v: number): { x: number; y: number } {
  return { x: m.a * u + m.c * v + m.e, y: m.b * u + m.d * v + m.f };
}

export function invertAffine(m: Affine): Affine {
  const det = m.a * m.d - m.b * m.c;
  return {
    a: m.d / det,
    b: -m.b / det,
    c: -m.c / det,
    d: m.a / det,
    e: (m.c * m.f - m.d * m.e) / det,
    f: (m.b * m.e - m.a * m.f) / det,
  };
}

/** The map from the edited picture's texture coordinates to the original's, for an original of `width` x `height`. */
export function sourceMapOf(width: number, height: number, edit: PhotoEdit): Affine {
  const turned = turnedSize(width, height, edit.rotate);
  const straight = straightenedSize(turned.width, turned.height, edit.straighten);
  const crop = edit.crop ?? { x: 0, y: 0, width: 1, height: 1 };
  // Edited picture -> straightened picture (fractions).
  const fromCrop: Affine = { a: crop.width, b: 0, c: 0, d: crop.height, e: crop.x, f: crop.y };
  // Straightened fractions -> turned fractions: centre, to pixels, turn back, to turned fractions.
  const angle = (edit.straighten * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const toPixels: Affine = {
    a: straight.width,
    b: 0,
    c: 0,
    d: straight.height,
    e: -straight.width / 2,
    f: -straight.height / 2,
  };
  // The picture was turned clockwise (y down) by the angle; a point of it came from the point turned back.
  const turnBack: Affine = { a: cos, b: -sin, c: sin, d: cos, e: 0, f: 0 };
  const toTurned: Affine = { a: 1 / turned.width, b: 0, c: 0, d: 1 / turned.height, e: 0.5, f: 0.5 };
  const fromStraight = multiply(toTurned, multiply(turnBack, toPixels));
  // Undo the flips (they came after the quarter turns).
  const unflip: Affine = {
    a: edit.flipHorizontal ? -1 : 1,
    b: 0,
    c: 0,
    d: edit.flipVertical ? -1 : 1,
    e: edit.flipHorizontal ? 1 : 0,
    f: edit.flipVertical ? 1 : 0,
  };
  // Turned fractions -> original fractions.
  const unturn: Affine =
    edit.rotate === 90
      ? { a: 0, b: -1, c: 1, d: 0, e: 0, f: 1 }
      : edit.rotate === 180
        ? { a: -1, b: 0, c: 0, d: -1, e: 1, f: 1 }
        : edit.rotate === 270
          ? { a: 0, b: 1, c: -1, d: 0, e: 1, f: 0 }
          : { a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 };
  return multiply(unturn, multiply(unflip, multiply(fromStraight, fromCrop)));
}

/** The map as a column-major 3x3 matrix, for a shader's mat3 uniform. */
export function affineToMat3(m: Affine): Float32Array {
  return new Float32Array([m.a, m.b, 0, m.c, m.d, 0, m.e, m.f, 1]);
}
