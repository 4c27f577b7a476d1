/**
 * An ffmpeg scale filter that fits the picture inside a box, never enlarging it, with the even sides
 * 4:2:0 video needs. The box turns with the picture (1920x1080 holds a portrait clip as 1080x1920).
 * ffmpeg has already turned the picture upright by then, so iw/ih are its size as shown.
 */
export function scaleToFit(longSide: number, shortSide: number): string {
  const landscape = 'gte(iw,ih)';
  const width = `if(${landscape},min(${longSide},iw),min(${shortSide},iw))`;
  const height = `if(${landscape},min(${shortSide},ih),min(${longSide},ih))`;
  return `scale=w='${width}':h='${height}':force_original_aspect_ratio=decrease:force_divisible_by=2`;
}
