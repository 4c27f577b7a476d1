import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type CropBox, type CropHandle, moveBox, type PictureSize, resizeBox } from './crop-box.ts';
import styles from './Editor.module.css';

interface CropOverlayProps {
  box: CropBox;
  /** width / height in pixels, or null for a free crop. */
  ratio: number | null;
  picture: PictureSize;
  onChange: (box: CropBox) => void;
  /** The gesture is over: the next change is a new step of the history. */
  onSettle: () => void;
}

const HANDLES: Exclude<CropHandle, 'move'>[] = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'];
/** How far an arrow key moves or resizes the box, as a fraction of the picture (Shift: finer). */
const KEY_STEP = 0.02;
const FINE_KEY_STEP = 0.005;

/**
 * The crop box over the picture: its corners and edges pulled, its middle dragged, with the
 * rule-of-thirds grid. By keyboard: arrows move it; with Alt they pull its bottom right corner.
 */
export function CropOverlay({ box, ratio, picture, onChange, onSettle }: CropOverlayProps) {
  const { t } = useTranslation();
  const areaRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ handle: CropHandle; x: number; y: number; box: CropBox; pointerId: number } | null>(null);

  const start = (handle: CropHandle) => (event: React.PointerEvent) => {
    event.preventDefault();
    event.stopPropagation();
    (event.currentTarget as HTMLElement).setPointerCapture?.(event.pointerId);
    drag.current = { handle, x: event.clientX, y: event.clientY, box, pointerId: event.pointerId };
  };
  const move = (event: React.PointerEvent) => {
    const current = drag.current;
    const area = areaRef.current?.getBoundingClientRect();
    if (!current || current.pointerId !== event.pointerId || !area || area.width === 0) return;
    const dx = (event.clientX - current.x) / area.width;
    const dy = (event.clientY - current.y) / area.height;
    onChange(resizeBox(current.box, current.handle, dx, dy, ratio, picture));
  };
  const end = (event: React.PointerEvent) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    onSettle();
  };

  const handleKeyDown = (event: React.KeyboardEvent) => {
    const step = event.shiftKey ? FINE_KEY_STEP : KEY_STEP;
    const delta: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const [dx, dy] = delta[event.key] ?? [0, 0];
    if (dx === 0 && dy === 0) return;
    event.preventDefault();
    onChange(event.altKey ? resizeBox(box, 'se', dx, dy, ratio, picture) : moveBox(box, dx, dy));
  };

  const percent = (value: number) => `${value * 100}%`;
  return (
    <div ref={areaRef} className={styles.cropArea} onPointerMove={move} onPointerUp={end} onPointerCancel={end}>
      <button
        type="button"
        className={styles.cropBox}
        style={{ left: percent(box.x), top: percent(box.y), width: percent(box.width), height: percent(box.height) }}
        aria-label={t('editor.crop.box')}
        aria-roledescription={t('editor.crop.boxRole')}
        title={t('editor.crop.keys')}
        onPointerDown={start('move')}
        onKeyDown={handleKeyDown}
        onKeyUp={(event) => event.key.startsWith('Arrow') && onSettle()}
        data-crop-box=""
      >
        <span className={styles.thirds} aria-hidden="true" />
        {HANDLES.map((handle) => (
          <span
            key={handle}
            className={styles.cropHandle}
            data-handle={handle}
            aria-hidden="true"
            onPointerDown={start(handle)}
          />
        ))}
      </button>
    </div>
  );
}
