import {
  DEFAULT_FRAME_SETTINGS,
  type FrameClockFormat,
  type FrameSettings,
  type PlaylistItem,
} from '@kinframe/contract';
import { fillIn, type PlayerTexts } from './player-texts.ts';

/** What the frame writes over its pictures. */
export type OverlaySettings = Pick<
  FrameSettings,
  'showClock' | 'clockFormat' | 'showCaptions' | 'showTakenAt' | 'showSharedBy'
>;

/** Settings from a server older than the overlays lack them: those show nothing new. */
export function overlaySettingsOf(settings: Partial<FrameSettings> | undefined): OverlaySettings {
  return {
    showClock: settings?.showClock ?? DEFAULT_FRAME_SETTINGS.showClock,
    clockFormat: settings?.clockFormat ?? DEFAULT_FRAME_SETTINGS.clockFormat,
    showCaptions: settings?.showCaptions ?? false,
    showTakenAt: settings?.showTakenAt ?? DEFAULT_FRAME_SETTINGS.showTakenAt,
    showSharedBy: settings?.showSharedBy ?? DEFAULT_FRAME_SETTINGS.showSharedBy,
  };
}

/** An unknown language tag falls back to the browser's own rather than failing the frame. */
function formatter(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(language || undefined, options);
  } catch {
    return new Intl.DateTimeFormat(undefined, options);
  }
}

const HOURS: Record<FrameClockFormat, Intl.DateTimeFormatOptions> = {
  auto: {},
  '24h': { hourCycle: 'h23' },
  '12h': { hour12: true },
};

/** The time and today's date as the frame's language writes them ("14:30", "Thursday 26 November"). */
export function clockTexts(now: Date, language: string, format: FrameClockFormat): { time: string; date: string } {
  return {
    time: formatter(language, { hour: 'numeric', minute: '2-digit', ...HOURS[format] }).format(now),
    date: formatter(language, { weekday: 'long', day: 'numeric', month: 'long' }).format(now),
  };
}

/** One photo's lines, each null when its setting is off or the photo has nothing to say. */
export interface PhotoDetails {
  caption: string | null;
  takenOn: string | null;
  sharedBy: string | null;
}

export function photoDetailsOf(
  item: PlaylistItem,
  settings: OverlaySettings,
  texts: PlayerTexts,
  language: string,
): PhotoDetails {
  const taken = Date.parse(item.takenAt);
  return {
    caption: settings.showCaptions && item.caption.trim() ? item.caption : null,
    takenOn:
      settings.showTakenAt && Number.isFinite(taken)
        ? formatter(language, { day: 'numeric', month: 'long', year: 'numeric' }).format(taken)
        : null,
    sharedBy: settings.showSharedBy && item.sharedBy ? fillIn(texts.sharedBy, { name: item.sharedBy }) : null,
  };
}
