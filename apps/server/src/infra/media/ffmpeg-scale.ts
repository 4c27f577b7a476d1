/**
 * An ffmpeg scale filter that fits the picture inside a box, never enlarging it, with the even sides
 * 4:2:0 video needs. The box turns with the picture (1920x1080 holds a portrait clip as 1080x1920).
 * ffmpeg has already turned the picture upright by then, so iw/ih are its size as shown.
 */
export function scaleToFit(longSide: number, shortSide: number): string {
  const landscape = 'gte(iw,ih)';
  const boxWidth = `if(${landscape},${longSide},${shortSide})`;
  const boxHeight = `if(${landscape},${shortSide},${longSide})`;
  const factor = `min(1,min(${boxWidth}/iw,${boxHeight}/ih))`;
  // The arithmetic by hand rather than force_divisible_by, which ffmpeg only knows from 4.3 on.
  const even = (side: string) => `max(2,trunc(${side}*${factor}/2)*2)`;
  return `scale=w='${even('iw')}':h='${even('ih')}'`;
}
