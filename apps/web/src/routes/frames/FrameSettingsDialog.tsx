import {
  FRAME_CLOCK_FORMATS,
  FRAME_FILLS,
  FRAME_ORIENTATIONS,
  FRAME_RECENCY,
  FRAME_TRANSITIONS,
  type Frame,
  type FrameSettings,
  pathOf,
  SLIDESHOW_INTERVALS,
  toLanguageTag,
} from '@kinframe/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFrameMutations } from '../../api/frames.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { useDialogForm } from '../../components/forms/use-dialog-form.ts';
import { LearnMoreLink } from '../../components/help/LearnMoreLink.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { Switch } from '../../components/Switch.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useToast } from '../../components/Toasts.tsx';
import { currentLocale } from '../../i18n/i18n.ts';
import { BrightnessFields } from './BrightnessCurveEditor.tsx';
import { curveIssue, sleepScheduleFor, sortedCurve } from './brightness-curve.ts';
import styles from './FrameDialogs.module.css';
import { intervalLabel } from './frame-texts.ts';
import { SleepScheduleFields } from './SleepScheduleFields.tsx';
import { sleepScheduleIssue } from './sleep-schedule.ts';
import { WeatherFields } from './WeatherFields.tsx';

/** The intervals offered, plus the frame's own when another client set one the list lacks. */
export function intervalChoices(current: number): number[] {
  const offered: number[] = [...SLIDESHOW_INTERVALS];
  return offered.includes(current) ? offered : [...offered, current].sort((a, b) => a - b);
}

/**
 * The settings as sent: a curve in order of time, and the sleep schedule of its off times, so a
 * device that knows no curve still turns off when it should.
 */
function withBrightness(settings: FrameSettings): FrameSettings {
  const { curve } = settings.brightness;
  if (!curve) return settings;
  return { ...settings, brightness: { curve: sortedCurve(curve) }, sleep: sleepScheduleFor(curve, settings.sleep) };
}

interface FrameSettingsDialogProps {
  frame: Frame;
  onClose: () => void;
}

/**
 * A frame's name and how it shows the photos: pace, transition, orientation, what fills the screen
 * around a photo of the other shape, order (and how much newer photos are favoured), memories, what it writes on screen (captions, dates, who shared, a
 * clock), sleep.
 */
export function FrameSettingsDialog({ frame, onClose }: FrameSettingsDialogProps) {
  const { t } = useTranslation();
  const notify = useToast();
  const { change } = useFrameMutations();
  const form = useDialogForm({
    fields: ['name'],
    initial: { name: frame.name, ...frame.settings },
    issuesOf: ({ name, sleep, brightness, weather }) => {
      // A curve takes the schedule's place (the schedule sent with it is worked out from it).
      const sleepIssue = brightness.curve ? null : sleepScheduleIssue(sleep);
      const brightnessIssue = curveIssue(brightness.curve);
      return {
        name: name.trim() === '' ? t('frames.settings.nameRequired') : null,
        // SleepScheduleFields says which part of the schedule is wrong; this keeps it from being sent.
        sleep: sleepIssue && t(`frames.sleep.${sleepIssue}`),
        brightness: brightnessIssue && t(`frames.settings.brightness.${brightnessIssue}`),
        // WeatherFields says it beside the place; this keeps the weather from going on with none.
        weather: weather.enabled && !weather.place ? t('frames.settings.weather.placeRequired') : null,
      };
    },
    showProblems: 'onSend',
  });
  const { values, set } = form;
  const tag = toLanguageTag(currentLocale());
  const intervalOptions = useMemo(
    () =>
      intervalChoices(frame.settings.intervalSeconds).map((seconds) => ({
        value: String(seconds),
        label: intervalLabel(seconds, tag),
      })),
    [frame.settings.intervalSeconds, tag],
  );
  const save = ({ name, ...settings }: { name: string } & FrameSettings) =>
    change.mutate(
      { id: frame.id, changes: { name: name.trim(), settings: withBrightness(settings) } },
      {
        onSuccess: () => {
          notify({ type: 'success', content: t('frames.settings.saved') });
          onClose();
        },
        onError: form.refuse,
      },
    );

  return (
    <Dialog open onClose={onClose} title={t('frames.settings.title')}>
      <form className={styles.form} onSubmit={form.submitWith(save)} noValidate>
        <FormAlert messages={form.problems} />
        <TextField label={t('frames.settings.name')} maxLength={50} {...form.field('name')} />
        <SelectField
          label={t('frames.settings.interval')}
          options={intervalOptions}
          value={String(values.intervalSeconds)}
          onChange={(event) => set('intervalSeconds', Number(event.currentTarget.value))}
        />
        <div className={styles.row}>
          <SelectField
            label={t('frames.settings.transition')}
            options={FRAME_TRANSITIONS.map((value) => ({ value, label: t(`frames.settings.transitions.${value}`) }))}
            value={values.transition}
            onChange={(event) =>
              set('transition', FRAME_TRANSITIONS.find((value) => value === event.currentTarget.value) ?? 'fade')
            }
          />
          <SelectField
            label={t('frames.settings.orientation')}
            options={FRAME_ORIENTATIONS.map((value) => ({ value, label: t(`frames.settings.orientations.${value}`) }))}
            value={values.orientation}
            onChange={(event) =>
              set('orientation', FRAME_ORIENTATIONS.find((value) => value === event.currentTarget.value) ?? 'auto')
            }
          />
        </div>
        <SelectField
          label={t('frames.settings.fill')}
          hint={t('frames.settings.fillHint')}
          options={FRAME_FILLS.map((value) => ({ value, label: t(`frames.settings.fills.${value}`) }))}
          value={values.fill}
          onChange={(event) => set('fill', FRAME_FILLS.find((value) => value === event.currentTarget.value) ?? 'blur')}
        />
        {/* Every on/off of the dialog is a switch, as in Google's settings: one kind of control throughout. */}
        <Switch label={t('frames.settings.shuffle')} {...form.toggle('shuffle')} />
        {/* Newer photos are favoured in the shuffled order only: album order stays album order. */}
        {values.shuffle && (
          <SelectField
            label={t('frames.settings.recency')}
            hint={t('frames.settings.recencyHint')}
            options={FRAME_RECENCY.map((value) => ({ value, label: t(`frames.settings.recencies.${value}`) }))}
            value={values.recency}
            onChange={(event) =>
              set('recency', FRAME_RECENCY.find((value) => value === event.currentTarget.value) ?? 'gentle')
            }
          />
        )}
        <Switch label={t('frames.settings.memories')} {...form.toggle('memories')} />
        <Switch
          label={t('frames.settings.showUnfit')}
          describedBy="frame-show-unfit-hint"
          {...form.toggle('showUnfit')}
        />
        <p id="frame-show-unfit-hint" className={styles.hint}>
          {t('frames.settings.showUnfitHint')}{' '}
          <Link to={pathOf('library-unfit')} onClick={onClose}>
            {t('frames.settings.reviewUnfit')}
          </Link>
        </p>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('frames.settings.onScreen')}</legend>
          <Switch label={t('frames.settings.showCaptions')} {...form.toggle('showCaptions')} />
          <Switch label={t('frames.settings.showTakenAt')} {...form.toggle('showTakenAt')} />
          <Switch label={t('frames.settings.showSharedBy')} {...form.toggle('showSharedBy')} />
          <Switch label={t('frames.settings.showClock')} {...form.toggle('showClock')} />
          {values.showClock && (
            <SelectField
              label={t('frames.settings.clockFormat')}
              options={FRAME_CLOCK_FORMATS.map((value) => ({
                value,
                label: t(`frames.settings.clockFormats.${value}`),
              }))}
              value={values.clockFormat}
              onChange={(event) =>
                set('clockFormat', FRAME_CLOCK_FORMATS.find((value) => value === event.currentTarget.value) ?? 'auto')
              }
            />
          )}
          <WeatherFields
            value={values.weather}
            onChange={(weather) => set('weather', weather)}
            showIssues={form.isSubmitted}
          />
        </fieldset>
        <BrightnessFields
          value={values.brightness}
          sleep={values.sleep}
          onChange={(brightness) => set('brightness', brightness)}
          showIssues={form.isSubmitted}
        />
        {values.brightness.curve ? null : (
          <SleepScheduleFields
            value={values.sleep}
            onChange={(sleep) => set('sleep', sleep)}
            showIssues={form.isSubmitted}
          />
        )}
        <LearnMoreLink
          slug="frames-offline-and-brightness"
          anchor="sleep-schedule"
          label={t('learn.links.brightness')}
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('frames.cancel')}
          </Button>
          <Button type="submit" disabled={change.isPending}>
            {t('frames.settings.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
