import type { PlaylistItem, PlaylistWeather } from '@kinframe/contract';
import { useEffect, useState } from 'react';
import { FrameWeather } from './FrameWeather.tsx';
import { clockTexts, type OverlaySettings, photoDetailsOf } from './overlays.ts';
import styles from './Player.module.css';
import { usePlayerTexts } from './player-texts.ts';
import { weatherViewOf } from './weather.ts';

/** The current time, moved on at each new minute (the clock shows no seconds). */
function useMinute(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const untilNextMinute = 60_000 - (now.getTime() % 60_000);
    const timer = setTimeout(() => setNow(new Date()), untilNextMinute);
    return () => clearTimeout(timer);
  }, [now]);
  return now;
}

/**
 * The time and the date, large and light, in the bottom corner of the screen over a soft shade;
 * the weather of the frame's place above them when the playlist has it (alone when the clock is off).
 */
export function FrameClock({
  settings,
  language,
  weather,
}: {
  settings: OverlaySettings;
  language: string;
  weather?: PlaylistWeather;
}) {
  const now = useMinute();
  const hasWeather = weatherViewOf(weather, now, usePlayerTexts(), language) !== null;
  if (!settings.showClock && !hasWeather) return null;
  const { time, date } = clockTexts(now, language, settings.clockFormat);
  return (
    <div className={styles.clock} data-testid="frame-clock">
      <FrameWeather weather={weather} now={now} language={language} />
      {settings.showClock && (
        <>
          <time className={styles.clockTime} dateTime={now.toISOString()}>
            {time}
          </time>
          <span className={styles.clockDate}>{date}</span>
        </>
      )}
    </div>
  );
}

/** One photo's caption, date taken and who shared it, at its bottom edge (the top edge for the upper of two stacked). */
export function PhotoOverlay({
  item,
  settings,
  language,
}: {
  item: PlaylistItem;
  settings: OverlaySettings;
  language: string;
}) {
  const texts = usePlayerTexts();
  const { caption, takenOn, sharedBy } = photoDetailsOf(item, settings, texts, language);
  if (!caption && !takenOn && !sharedBy) return null;
  const byline = [takenOn, sharedBy].filter(Boolean).join(' · ');
  return (
    <figcaption className={styles.details}>
      {caption && <span className={styles.caption}>{caption}</span>}
      {byline && <span className={styles.byline}>{byline}</span>}
    </figcaption>
  );
}
