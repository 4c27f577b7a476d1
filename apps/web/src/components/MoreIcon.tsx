/** Three dots: the button of a "more" menu (a frame's, a person's, a post's). */
export function MoreIcon({ size = 18 }: { size?: number }) {
  const middle = size / 2;
  const radius = Math.round(size * 0.9) / 10;
  return (
    <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
      {[4, middle, size - 4].map((x) => (
        <circle key={x} cx={x} cy={middle} r={radius} fill="currentColor" />
      ))}
    </svg>
  );
}
