import type { WeatherKind } from '@kinframe/contract';
import type { ReactNode } from 'react';

/** Line drawings on a 24-unit grid, in the text's colour; the sun becomes the moon by night. */
const SUN = (
  <>
    <circle cx="12" cy="12" r="4.5" />
    <path d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4" />
  </>
);
const MOON = <path d="M19.5 14.5A8 8 0 0 1 9.5 4.5a8 8 0 1 0 10 10z" />;
const SMALL_SUN = (
  <>
    <circle cx="8" cy="8" r="3" />
    <path d="M8 2v1.3M2 8h1.3M3.8 3.8l.9.9M12.2 3.8l-.9.9" />
  </>
);
const SMALL_MOON = <path d="M12 9.5A5 5 0 0 1 6.5 4a5 5 0 1 0 5.5 5.5z" />;
const CLOUD = <path d="M7 18.5h10a4 4 0 0 0 .4-8A5.5 5.5 0 0 0 7 9.5a4.5 4.5 0 0 0 0 9z" />;
const HIGH_CLOUD = <path d="M7 15h10a4 4 0 0 0 .4-8A5.5 5.5 0 0 0 7 6a4.5 4.5 0 0 0 0 9z" />;

function drawingOf(kind: WeatherKind, isNight: boolean): ReactNode {
  switch (kind) {
    case 'clear':
      return isNight ? MOON : SUN;
    case 'partly-cloudy':
      return (
        <>
          {isNight ? SMALL_MOON : SMALL_SUN}
          <path d="M9 19.5h8.5a3.5 3.5 0 0 0 .3-7A4.8 4.8 0 0 0 9 12.4a3.6 3.6 0 0 0 0 7.1z" />
        </>
      );
    case 'cloudy':
      return CLOUD;
    case 'fog':
      return <path d="M4 8h16M3 12h18M5 16h14M7 20h10" />;
    case 'rain':
      return (
        <>
          {HIGH_CLOUD}
          <path d="M8 18l-1 3M12 18l-1 3M16 18l-1 3" />
        </>
      );
    case 'snow':
      return (
        <>
          {HIGH_CLOUD}
          <path d="M8 19.5h.01M12 21h.01M16 19.5h.01M10 22.5h.01M14 22.5h.01" />
        </>
      );
    case 'thunder':
      return (
        <>
          {HIGH_CLOUD}
          <path d="M12.5 15l-2.5 4h3l-2 4" />
        </>
      );
  }
}

/** The kind of sky as a small picture; `label` is its name for a screen reader. */
export function WeatherIcon({
  kind,
  isNight,
  label,
  className,
}: {
  kind: WeatherKind;
  isNight: boolean;
  label: string;
  className?: string;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      role="img"
      aria-label={label}
      data-kind={kind}
      data-night={isNight || undefined}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <title>{label}</title>
      {drawingOf(kind, isNight)}
    </svg>
  );
}
