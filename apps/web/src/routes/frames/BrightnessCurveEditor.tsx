import {
  BRIGHTNESS_MAX_POINTS,
  BRIGHTNESS_PRESETS,
  type Brightness,
  type BrightnessCurve,
  type BrightnessPoint,
  type BrightnessPreset,
  clockTimeOf,
  curveLevelAt,
  curveOfSleepSchedule,
  minutesOf,
  type SleepSchedule,
  toLanguageTag,
} from '@kinframe/contract';
import { type PointerEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { Switch } from '../../components/Switch.tsx';
import hiddenStyles from '../../components/VisuallyHidden.module.css';
import { currentLocale } from '../../i18n/i18n.ts';
import styles from './BrightnessCurveEditor.module.css';
import {
  curveIssue,
  daysWithSameTimes,
  isBeyondSleepSchedule,
  isSameOnEveryDay,
  sortedCurve,
  sortedDay,
  withAddedPoint,
  withDayPoints,
} from './brightness-curve.ts';
import dialogStyles from './FrameDialogs.module.css';
import { weekDays } from './frame-texts.ts';

const PRESETS: BrightnessPreset[] = ['eveningDim', 'nightOff', 'alwaysOn'];
const DAY_MINUTES = 24 * 60;
/** The chart's own units: a minute across, a tenth of a percent up. */
const CHART = { width: DAY_MINUTES, height: 1000 };

interface BrightnessFieldsProps {
  value: Brightness;
  /** Where a new curve starts: the sleep schedule the frame follows now, when it has one. */
  sleep: SleepSchedule;
  onChange: (value: Brightness) => void;
  /** Problems show once the person tried to save. */
  showIssues: boolean;
}

/**
 * How bright the frame's screen is through the day: not dimmed (the sleep schedule alone turns it
 * off), or a curve per weekday, drawn and edited point by point, from a ready-made start.
 */
export function BrightnessFields({ value, sleep, onChange, showIssues }: BrightnessFieldsProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={dialogStyles.fieldset}>
      <legend className={dialogStyles.legend}>{t('frames.settings.brightness.title')}</legend>
      <Switch
        label={t('frames.settings.brightness.enabled')}
        isOn={value.curve !== null}
        onChange={(isOn) =>
          onChange({ curve: isOn ? (curveOfSleepSchedule(sleep) ?? BRIGHTNESS_PRESETS.eveningDim) : null })
        }
      />
      {value.curve ? (
        <BrightnessCurveEditor value={value.curve} onChange={(curve) => onChange({ curve })} showIssues={showIssues} />
      ) : null}
    </fieldset>
  );
}

interface BrightnessCurveEditorProps {
  value: BrightnessCurve;
  onChange: (value: BrightnessCurve) => void;
  showIssues: boolean;
}

/**
 * The curve of one day (or of every day at once): a chart whose points can be dragged, and the same
 * points as a list of time and brightness controls, the way a keyboard or a screen reader edits it.
 */
export function BrightnessCurveEditor({ value, onChange, showIssues }: BrightnessCurveEditorProps) {
  const { t } = useTranslation();
  const tag = toLanguageTag(currentLocale());
  const days = useMemo(() => weekDays(tag), [tag]);
  const firstDay = days[0]?.day ?? 0;
  const [choice, setChoice] = useState<'every' | number>(() => (isSameOnEveryDay(value) ? 'every' : firstDay));
  // "Every day" shows the day last looked at, and a change gives every day its points.
  const [shownDay, setShownDay] = useState(firstDay);
  const day = choice === 'every' ? shownDay : choice;
  const editedDay = choice === 'every' ? null : choice;
  const points = value.days[day] ?? [];
  const setPoints = (next: BrightnessPoint[]) => onChange(withDayPoints(value, editedDay, next));
  const setPoint = (index: number, change: Partial<BrightnessPoint>) =>
    setPoints(points.map((point, at) => (at === index ? { ...point, ...change } : point)));
  const isBeyondSchedule = useMemo(() => curveIssue(value) === null && isBeyondSleepSchedule(value), [value]);
  const sameTimeDays = showIssues ? daysWithSameTimes(value) : [];
  const issueId = useId();

  const dayOptions = [
    { value: 'every', label: t('frames.settings.brightness.everyDay') },
    ...days.map(({ day: number, long }) => ({ value: String(number), label: long })),
  ];

  return (
    <div className={styles.editor}>
      <p className={dialogStyles.hint}>{t('frames.settings.brightness.hint')}</p>
      <fieldset className={dialogStyles.days}>
        <legend className={dialogStyles.subLegend}>{t('frames.settings.brightness.presets')}</legend>
        <div className={styles.presets}>
          {PRESETS.map((preset) => (
            <Button
              key={preset}
              variant="secondary"
              onClick={() => {
                onChange(BRIGHTNESS_PRESETS[preset]);
                setChoice('every');
              }}
            >
              {t(`frames.settings.brightness.preset.${preset}`)}
            </Button>
          ))}
        </div>
      </fieldset>
      <div className={styles.dayRow}>
        <SelectField
          label={t('frames.settings.brightness.day')}
          options={dayOptions}
          value={String(choice)}
          onChange={(event) => {
            const picked = event.currentTarget.value;
            if (picked === 'every') {
              setChoice('every');
            } else {
              setChoice(Number(picked));
              setShownDay(Number(picked));
            }
          }}
        />
        {choice !== 'every' ? (
          <Button variant="quiet" onClick={() => onChange(withDayPoints(value, null, sortedDay(points)))}>
            {t('frames.settings.brightness.copyToEveryDay')}
          </Button>
        ) : null}
      </div>
      {choice === 'every' && !isSameOnEveryDay(value) ? (
        <p className={dialogStyles.hint}>{t('frames.settings.brightness.differentDays')}</p>
      ) : null}
      <CurveChart curve={value} day={day} onMove={setPoint} />
      <fieldset className={dialogStyles.days} aria-describedby={sameTimeDays.length > 0 ? issueId : undefined}>
        <legend className={dialogStyles.subLegend}>{t('frames.settings.brightness.points')}</legend>
        <ol className={styles.points}>
          {points.map((point, index) => (
            <PointRow
              // The row stays where it is while its time is typed: the list is sorted when drawn and sent.
              // biome-ignore lint/suspicious/noArrayIndexKey: a point has no identity but its place
              key={index}
              point={point}
              number={index + 1}
              canRemove={points.length > 1}
              onChange={(change) => setPoint(index, change)}
              onRemove={() => setPoints(points.filter((_, at) => at !== index))}
            />
          ))}
        </ol>
        {sameTimeDays.length > 0 ? (
          <p id={issueId} className={dialogStyles.error}>
            {t('frames.settings.brightness.sameTimeDays', {
              days: days
                .filter(({ day: number }) => sameTimeDays.includes(number))
                .map(({ long }) => long)
                .join(', '),
            })}
          </p>
        ) : null}
        <div className={styles.addRow}>
          <Button
            variant="secondary"
            disabled={points.length >= BRIGHTNESS_MAX_POINTS}
            onClick={() => setPoints(withAddedPoint(value, day))}
          >
            {t('frames.settings.brightness.addPoint')}
          </Button>
          <span className={dialogStyles.hint}>
            {t('frames.settings.brightness.maxPoints', { max: BRIGHTNESS_MAX_POINTS })}
          </span>
        </div>
      </fieldset>
      {isBeyondSchedule ? <p className={dialogStyles.hint}>{t('frames.settings.brightness.olderFrames')}</p> : null}
    </div>
  );
}

interface PointRowProps {
  point: BrightnessPoint;
  number: number;
  canRemove: boolean;
  onChange: (change: Partial<BrightnessPoint>) => void;
  onRemove: () => void;
}

function PointRow({ point, number, canRemove, onChange, onRemove }: PointRowProps) {
  const { t } = useTranslation();
  const timeId = useId();
  const levelId = useId();
  return (
    <li className={styles.point}>
      <label htmlFor={timeId} className={hiddenStyles.hidden}>
        {t('frames.settings.brightness.pointTime', { number })}
      </label>
      <input
        id={timeId}
        className={styles.time}
        type="time"
        step={60}
        required
        value={point.time}
        onChange={(event) => onChange({ time: event.currentTarget.value || point.time })}
      />
      <label htmlFor={levelId} className={hiddenStyles.hidden}>
        {t('frames.settings.brightness.pointLevel', { number })}
      </label>
      <input
        id={levelId}
        className={styles.level}
        type="range"
        min={0}
        max={100}
        step={1}
        value={point.level}
        aria-valuetext={t('frames.settings.brightness.levelValue', { level: point.level })}
        onChange={(event) => onChange({ level: Number(event.currentTarget.value) })}
      />
      <output htmlFor={levelId} className={styles.levelValue} aria-hidden="true">
        {t('frames.settings.brightness.levelValue', { level: point.level })}
      </output>
      <Button variant="quiet" disabled={!canRemove} onClick={onRemove}>
        {t('frames.settings.brightness.removePoint', { number })}
      </Button>
    </li>
  );
}

interface CurveChartProps {
  curve: BrightnessCurve;
  day: number;
  onMove: (index: number, change: BrightnessPoint) => void;
}

const xOf = (minute: number) => minute;
const yOf = (level: number) => CHART.height - level * 10;

/**
 * The day's curve, 24 hours across and 0–100 % up, from the level it carries in at midnight to the
 * one it carries out. A point dragged keeps between its neighbours, in 5 minutes and whole percent.
 * The chart only repeats the list below, so screen readers skip it.
 */
function CurveChart({ curve, day, onMove }: CurveChartProps) {
  const svg = useRef<SVGSVGElement>(null);
  const dragging = useRef<{ index: number; min: number; max: number } | null>(null);
  const sorted = useMemo(() => sortedCurve(curve), [curve]);
  const points = curve.days[day] ?? [];
  const line = [
    { minute: 0, level: curveLevelAt(sorted, day, 0) },
    ...(sorted.days[day] ?? []).map((point) => ({ minute: minutesOf(point.time), level: point.level })),
    { minute: DAY_MINUTES, level: curveLevelAt(sorted, day, DAY_MINUTES) },
  ];

  const pointAt = (event: PointerEvent<SVGElement>) => {
    const box = svg.current?.getBoundingClientRect();
    const drag = dragging.current;
    if (!box || !drag || box.width === 0 || box.height === 0) return null;
    if (!Number.isFinite(event.clientX) || !Number.isFinite(event.clientY)) return null;
    const minute = Math.round((((event.clientX - box.left) / box.width) * DAY_MINUTES) / 5) * 5;
    const level = Math.round(100 - ((event.clientY - box.top) / box.height) * 100);
    return {
      index: drag.index,
      point: {
        time: clockTimeOf(Math.min(drag.max, Math.max(drag.min, minute))),
        level: Math.min(100, Math.max(0, level)),
      },
    };
  };

  const startDrag = (index: number, event: PointerEvent<SVGLineElement>) => {
    const own = minutesOf(points[index]?.time ?? '00:00');
    const others = points.filter((_, at) => at !== index).map((point) => minutesOf(point.time));
    const before = others.filter((minute) => minute < own);
    const after = others.filter((minute) => minute > own);
    dragging.current = {
      index,
      min: before.length > 0 ? Math.max(...before) + 1 : 0,
      max: after.length > 0 ? Math.min(...after) - 1 : DAY_MINUTES - 1,
    };
    // The point follows the pointer even where it leaves the dot (jsdom has no capture).
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const moveDrag = (event: PointerEvent<SVGLineElement>) => {
    const moved = pointAt(event);
    if (moved) onMove(moved.index, moved.point);
  };
  const endDrag = () => {
    dragging.current = null;
  };

  return (
    <div className={styles.chartBox}>
      <svg
        ref={svg}
        className={styles.chart}
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
        data-testid="brightness-chart"
      >
        {[6, 12, 18].map((hour) => (
          <line key={hour} className={styles.grid} x1={hour * 60} x2={hour * 60} y1={0} y2={CHART.height} />
        ))}
        <polyline
          className={styles.line}
          points={line.map((point) => `${xOf(point.minute)},${yOf(point.level)}`).join(' ')}
        />
        {points.map((point, index) => (
          // A line of no length with round ends: a dot that keeps its size however the chart stretches.
          <line
            // biome-ignore lint/suspicious/noArrayIndexKey: the same place as the row of the list
            key={index}
            className={styles.handle}
            data-point={index + 1}
            x1={xOf(minutesOf(point.time))}
            x2={xOf(minutesOf(point.time))}
            y1={yOf(point.level)}
            y2={yOf(point.level)}
            onPointerDown={(event) => startDrag(index, event)}
            onPointerMove={moveDrag}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
          />
        ))}
      </svg>
      <div className={styles.hours} aria-hidden="true">
        {[0, 6, 12, 18, 24].map((hour) => (
          <span key={hour}>{`${hour}:00`}</span>
        ))}
      </div>
    </div>
  );
}
