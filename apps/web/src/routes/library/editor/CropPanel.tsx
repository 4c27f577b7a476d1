import { type PhotoEdit, STRAIGHTEN_MAX_DEGREES } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/viewer/icons.tsx';
import type { CropRatioChoice } from './crop-box.ts';
import styles from './Editor.module.css';

interface CropPanelProps {
  edit: PhotoEdit;
  ratios: CropRatioChoice[];
  ratioId: string;
  onRatio: (id: string) => void;
  onTurn: (direction: 'left' | 'right') => void;
  onFlip: (axis: 'horizontal' | 'vertical') => void;
  onStraighten: (degrees: number) => void;
  /** Whether the straightening slider is held: the fine grid shows while it is. */
  onStraightening: (isStraightening: boolean) => void;
  onSettle: () => void;
}

/** The crop's ratio as a row of chips, quarter turns, flips and the straightening slider. */
export function CropPanel(props: CropPanelProps) {
  const { t } = useTranslation();
  const { edit } = props;
  const tool = (icon: IconName, label: string, onClick: () => void, isPressed?: boolean) => (
    <button
      type="button"
      className={styles.tool}
      aria-label={label}
      title={label}
      aria-pressed={isPressed}
      onClick={onClick}
    >
      <Icon name={icon} />
    </button>
  );
  const endStraightening = () => {
    props.onStraightening(false);
    props.onSettle();
  };
  return (
    <div className={styles.panelSection}>
      <fieldset className={styles.ratios}>
        <legend className={styles.ratioLabel}>{t('editor.crop.ratio')}</legend>
        <div className={styles.chips}>
          {props.ratios.map((choice) => (
            <button
              key={choice.id}
              type="button"
              className={styles.chip}
              aria-pressed={choice.id === props.ratioId}
              onClick={() => props.onRatio(choice.id)}
            >
              {choice.labelKey
                ? t(choice.labelKey)
                : choice.id.startsWith('frame-')
                  ? t('editor.crop.frame', { name: choice.label })
                  : choice.label}
            </button>
          ))}
        </div>
      </fieldset>
      <div className={styles.tools}>
        {tool('rotateLeft', t('editor.crop.rotateLeft'), () => props.onTurn('left'))}
        {tool('rotateRight', t('editor.crop.rotateRight'), () => props.onTurn('right'))}
        {tool('flipHorizontal', t('editor.crop.flipHorizontal'), () => props.onFlip('horizontal'), edit.flipHorizontal)}
        {tool('flipVertical', t('editor.crop.flipVertical'), () => props.onFlip('vertical'), edit.flipVertical)}
      </div>
      <div className={styles.slider}>
        <div className={styles.sliderHead}>
          <label htmlFor="editor-straighten">{t('editor.crop.straighten')}</label>
          <span className={styles.sliderReadout}>
            {t('editor.crop.degrees', { value: edit.straighten.toFixed(1) })}
          </span>
        </div>
        <input
          id="editor-straighten"
          type="range"
          min={-STRAIGHTEN_MAX_DEGREES}
          max={STRAIGHTEN_MAX_DEGREES}
          step={0.1}
          value={edit.straighten}
          onChange={(event) => props.onStraighten(Number(event.currentTarget.value))}
          onPointerDown={() => props.onStraightening(true)}
          onKeyDown={() => props.onStraightening(true)}
          onPointerUp={endStraightening}
          onKeyUp={endStraightening}
          onBlur={endStraightening}
          onDoubleClick={() => {
            props.onStraighten(0);
            props.onSettle();
          }}
        />
      </div>
    </div>
  );
}
