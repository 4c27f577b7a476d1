import { LOOKS, type PhotoEdit } from '@kinframe/contract';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Editor.module.css';
import { applyLook } from './photo-changes.ts';
import { canvasSizeFor, createCanvasRenderer, type PreviewProxy } from './preview-renderer.ts';

/** A look's thumbnail is this many pixels on its longer side. */
const THUMBNAIL_SIDE = 112;

interface LooksPanelProps {
  edit: PhotoEdit;
  proxy: PreviewProxy | null;
  onLook: (look: string | null) => void;
}

/** The named looks, each shown on the photo itself (drawn small, on the canvas, with the contract's tone). */
export function LooksPanel({ edit, proxy, onLook }: LooksPanelProps) {
  const { t } = useTranslation();
  // The proxy made thumbnail-sized once: drawing six looks on it costs little.
  const small = useMemo(() => (proxy ? shrink(proxy) : null), [proxy]);
  const looks: (string | null)[] = [null, ...Object.keys(LOOKS)];
  return (
    <div className={styles.looks}>
      {looks.map((look) => (
        <button
          key={look ?? 'none'}
          type="button"
          className={styles.look}
          aria-pressed={edit.look === look}
          onClick={() => onLook(look)}
        >
          <LookThumbnail proxy={small} edit={applyLook(edit, look)} />
          <span>{look === null ? t('editor.looks.none') : t(`editor.looks.${look}`, { defaultValue: look })}</span>
        </button>
      ))}
    </div>
  );
}

function shrink(proxy: PreviewProxy): PreviewProxy | null {
  const scale = Math.min(1, (THUMBNAIL_SIDE * 2) / Math.max(proxy.width, proxy.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(proxy.width * scale));
  canvas.height = Math.max(1, Math.round(proxy.height * scale));
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(proxy.source, 0, 0, canvas.width, canvas.height);
  return { source: canvas, width: canvas.width, height: canvas.height };
}

function LookThumbnail({ proxy, edit }: { proxy: PreviewProxy | null; edit: PhotoEdit }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const key = JSON.stringify(edit);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !proxy) return;
    const recipe = JSON.parse(key) as PhotoEdit;
    const size = canvasSizeFor(proxy, recipe, THUMBNAIL_SIDE);
    canvas.width = size.width;
    canvas.height = size.height;
    createCanvasRenderer(canvas, proxy).render(recipe);
  }, [proxy, key]);
  return <canvas ref={canvasRef} className={styles.lookPicture} />;
}
