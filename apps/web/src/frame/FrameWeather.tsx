import type { PlaylistWeather } from '@kinframe/contract';
import styles from './FrameWeather.module.css';
import { usePlayerTexts } from './player-texts.ts';
import { WeatherIcon } from './WeatherIcon.tsx';
import { weatherViewOf } from './weather.ts';

/** The sky and the temperature of the frame's place, as the server last reported them. */
export function FrameWeather({
  weather,
  now,
  language,
}: {
  weather: PlaylistWeather | undefined;
  now: Date;
  language: string;
}) {
  const texts = usePlayerTexts();
  const view = weatherViewOf(weather, now, texts, language);
  if (!view) return null;
  return (
    <div className={styles.weather} data-testid="frame-weather">
      <WeatherIcon className={styles.icon} kind={view.kind} isNight={view.isNight} label={view.sky} />
      <span>{view.temperature}</span>
    </div>
  );
}
