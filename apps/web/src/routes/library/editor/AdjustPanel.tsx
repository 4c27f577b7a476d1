import { ADJUSTMENT_MIN, ADJUSTMENTS, type Adjustment, type PhotoEdit } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import styles from './Editor.module.css';

interface AdjustPanelProps {
  edit: PhotoEdit;
  onAdjust: (name: Adjustment, value: number) => void;
  onSettle: () => void;
  /** Undefined while the picture to measure is not there yet. */
  onAuto: (() => void) | undefined;
}

/** A slider per adjustment of the contract; a double click (or a tap on its value) sets one back to 0. */
export function AdjustPanel({ edit, onAdjust, onSettle, onAuto }: AdjustPanelProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.panelSection}>
      <Button variant="secondary" onClick={onAuto} disabled={!onAuto}>
        {t('editor.adjust.auto')}
      </Button>
      {ADJUSTMENTS.map((name) => {
        const id = `editor-adjust-${name}`;
        const value = edit.adjust[name];
        return (
          <div key={name} className={styles.slider}>
            <div className={styles.sliderHead}>
              <label htmlFor={id}>{t(`editor.adjust.${name}`)}</label>
              <button
                type="button"
                className={styles.sliderValue}
                aria-label={t('editor.adjust.resetOne', { name: t(`editor.adjust.${name}`) })}
                title={t('editor.adjust.resetOne', { name: t(`editor.adjust.${name}`) })}
                disabled={value === 0}
                onClick={() => {
                  onAdjust(name, 0);
                  onSettle();
                }}
              >
                {value > 0 && ADJUSTMENT_MIN[name] < 0 ? `+${value}` : value}
              </button>
            </div>
            <input
              id={id}
              type="range"
              min={ADJUSTMENT_MIN[name]}
              max={100}
              step={1}
              value={value}
              onChange={(event) => onAdjust(name, Number(event.currentTarget.value))}
              onPointerUp={onSettle}
              onKeyUp={onSettle}
              onBlur={onSettle}
              onDoubleClick={() => {
                onAdjust(name, 0);
                onSettle();
              }}
            />
          </div>
        );
      })}
    </div>
  );
}
