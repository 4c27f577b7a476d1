import { editedSize, type FocusPoint, focusFromEdited, focusInEdited, type LibraryItem } from '@kinframe/contract';
import { type CSSProperties, type KeyboardEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import styles from './FocusPicker.module.css';

/** How far an arrow key moves the marker, in fractions of the picture (with Shift: ten times as far). */
const KEY_STEP = 0.01;
const CENTRE: FocusPoint = { x: 0.5, y: 0.5 };

const clampUnit = (value: number) => Math.min(1, Math.max(0, value));

interface FocusPickerProps {
  /** A photo of the person's own, ready. */
  item: LibraryItem;
  isSaving: boolean;
  /** The point on the upright original; null: back to automatic. */
  onChange: (focus: FocusPoint | null) => void;
  onDone: () => void;
}

/**
 * The viewer's focus mode, over its stage: the photo as it is shown (its edit applied) with the
 * focus point as a marker. One click or tap sets the point; the arrow keys move the marker and
 * Enter sets it; Escape leaves. The point is kept on the original, so it is moved through the
 * edit's geometry both ways.
 */
export function FocusPicker({ item, isSaving, onChange, onDone }: FocusPickerProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const areaRef = useRef<HTMLButtonElement>(null);
  const photoEdit = item.edit?.kind === 'photo' ? item.edit : null;
  const width = item.width ?? 1;
  const height = item.height ?? 1;
  const shownSize = photoEdit ? editedSize(width, height, photoEdit) : { width, height };
  const toShown = (point: FocusPoint) => (photoEdit ? focusInEdited(point, photoEdit, width, height) : point);
  const toOriginal = (point: FocusPoint) => (photoEdit ? focusFromEdited(point, photoEdit, width, height) : point);
  const saved = item.focus ? toShown(item.focus) : null;
  const [marker, setMarker] = useState<FocusPoint>(saved ?? CENTRE);
  const savedKey = item.focus ? `${item.focus.x},${item.focus.y}` : '';

  // The saved point moves the marker when it comes back from the server (or is reset).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new saved point moves the marker.
  useEffect(() => {
    setMarker(saved ?? CENTRE);
  }, [savedKey]);

  useEffect(() => {
    areaRef.current?.focus();
  }, []);

  const choose = (point: FocusPoint) => {
    setMarker(point);
    onChange(toOriginal(point));
  };

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    // A click the keyboard made (Enter, Space) has no place: the keys set the marker's point instead.
    if (event.detail === 0 || rect.width === 0 || rect.height === 0) return;
    choose({
      x: clampUnit((event.clientX - rect.left) / rect.width),
      y: clampUnit((event.clientY - rect.top) / rect.height),
    });
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey ? KEY_STEP * 10 : KEY_STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) {
      setMarker((point) => ({ x: clampUnit(point.x + move[0]), y: clampUnit(point.y + move[1]) }));
    } else if (event.key === 'Enter' || event.key === ' ') {
      choose(marker);
    } else if (event.key === 'Escape') {
      onDone();
    } else {
      return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  const ratio = { '--focus-ratio': shownSize.width / shownSize.height } as CSSProperties;
  return (
    <div className={styles.picker} data-keeps-escape="">
      <div className={styles.fit}>
        {/* A pointer picks the point in one click; the same button takes the keys that move the marker. */}
        <button
          ref={areaRef}
          type="button"
          className={styles.area}
          style={ratio}
          aria-label={t('library.viewer.focus.area')}
          aria-describedby={hintId}
          onClick={handleClick}
          onKeyDown={handleKeyDown}
        >
          <img className={styles.photo} src={item.urls.preview ?? item.urls.ratio ?? item.urls.original} alt="" />
          <span
            className={styles.marker}
            data-testid="focus-marker"
            data-automatic={saved === null && marker.x === CENTRE.x && marker.y === CENTRE.y}
            style={{ left: `${marker.x * 100}%`, top: `${marker.y * 100}%` }}
          />
        </button>
      </div>
      <div className={styles.bar}>
        <p id={hintId} className={styles.hint}>
          {t('library.viewer.focus.hint')}
          {item.focus ? null : ` ${t('library.viewer.focus.automatic')}`}
        </p>
        <Button variant="secondary" disabled={isSaving || !item.focus} onClick={() => onChange(null)}>
          {t('library.viewer.focus.reset')}
        </Button>
        <Button onClick={onDone}>{t('library.viewer.focus.done')}</Button>
      </div>
    </div>
  );
}
