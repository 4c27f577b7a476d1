import { type SleepSchedule, toLanguageTag } from '@kinframe/contract';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { Switch } from '../../components/Switch.tsx';
import { TextField } from '../../components/TextField.tsx';
import hiddenStyles from '../../components/VisuallyHidden.module.css';
import { currentLocale } from '../../i18n/i18n.ts';
import styles from './FrameDialogs.module.css';
import { weekDays } from './frame-texts.ts';
import { sleepScheduleIssue, withDay } from './sleep-schedule.ts';

interface SleepScheduleFieldsProps {
  value: SleepSchedule;
  onChange: (value: SleepSchedule) => void;
  /** Problems show once the person tried to save. */
  showIssues: boolean;
}

/** When the frame's screen goes dark: on or off, from–to in the frame's local time, which days. */
export function SleepScheduleFields({ value, onChange, showIssues }: SleepScheduleFieldsProps) {
  const { t } = useTranslation();
  const daysId = useId();
  const issue = showIssues ? sleepScheduleIssue(value) : null;
  const tag = toLanguageTag(currentLocale());
  const days = useMemo(() => weekDays(tag), [tag]);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('frames.sleep.title')}</legend>
      <Switch
        label={t('frames.sleep.enabled')}
        isOn={value.enabled}
        onChange={(enabled) => onChange({ ...value, enabled })}
      />
      {value.enabled ? (
        <>
          <div className={styles.row}>
            <TextField
              label={t('frames.sleep.start')}
              type="time"
              required
              value={value.start}
              error={issue === 'sameTimes' ? t('frames.sleep.sameTimes') : undefined}
              onChange={(event) => onChange({ ...value, start: event.currentTarget.value || value.start })}
            />
            <TextField
              label={t('frames.sleep.end')}
              type="time"
              required
              value={value.end}
              onChange={(event) => onChange({ ...value, end: event.currentTarget.value || value.end })}
            />
          </div>
          <p className={styles.hint}>{t('frames.sleep.hint')}</p>
          <fieldset className={styles.days} aria-describedby={issue === 'noDays' ? `${daysId}-error` : undefined}>
            <legend className={styles.subLegend}>{t('frames.sleep.days')}</legend>
            <div className={styles.dayChoices}>
              {days.map(({ day, short, long }) => (
                <CheckboxField
                  key={day}
                  label={
                    <>
                      <span aria-hidden="true">{short}</span>
                      <span className={hiddenStyles.hidden}>{long}</span>
                    </>
                  }
                  checked={value.days.includes(day)}
                  onCheckedChange={(isChosen) => onChange(withDay(value, day, isChosen))}
                />
              ))}
            </div>
            {issue === 'noDays' ? (
              <p id={`${daysId}-error`} className={styles.error}>
                {t('frames.sleep.noDays')}
              </p>
            ) : null}
          </fieldset>
        </>
      ) : null}
    </fieldset>
  );
}
