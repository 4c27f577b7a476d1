import { autoAdjustments, type LibraryItem, type PhotoEdit } from '@kinframe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFramesQuery } from '../../../api/frames.ts';
import { AdjustPanel } from './AdjustPanel.tsx';
import { CropOverlay } from './CropOverlay.tsx';
import { CropPanel } from './CropPanel.tsx';
import {
  type CropRatioChoice,
  FIXED_RATIOS,
  FULL_CROP,
  frameRatioChoice,
  ratioOfBox,
  ratioOfChoice,
} from './crop-box.ts';
import styles from './Editor.module.css';
import { editOf } from './edit-of.ts';
import { histogramOfPicture } from './histogram.ts';
import { LooksPanel } from './LooksPanel.tsx';
import { type CompareMode, PhotoPreview } from './PhotoPreview.tsx';
import {
  adjustPhoto,
  applyAuto,
  applyLook,
  cropPhoto,
  cropPictureSize,
  cropToRatio,
  flipPhoto,
  turnPhoto,
} from './photo-changes.ts';
import { useProxy } from './use-proxy.ts';

type Tool = 'crop' | 'adjust' | 'looks';

interface PhotoWorkspaceProps {
  item: LibraryItem;
  edit: PhotoEdit;
  compare: CompareMode;
  /** `key` joins a run of changes into one undo step (a dragged slider). */
  onChange: (edit: PhotoEdit, key?: string) => void;
  onSettle: () => void;
}

/** The photo's stage and its tools: crop and straighten, adjust, looks. */
export function PhotoWorkspace({ item, edit, compare, onChange, onSettle }: PhotoWorkspaceProps) {
  const { t } = useTranslation();
  // An edited item's renditions show the edit: the editor starts from the original's pixels then.
  const proxyState = useProxy(editOf(item) ? item.urls.original : (item.urls.preview ?? item.urls.original));
  const proxy = proxyState.status === 'ready' ? proxyState.proxy : null;
  const frames = useFramesQuery();
  // Adjust first, as Google Photos opens: most edits are a touch of light or colour, not a crop.
  const [tool, setTool] = useState<Tool>('adjust');
  // The viewer's rendition, already in the browser's cache, shows until the live preview has drawn.
  const [isPreviewDrawn, setIsPreviewDrawn] = useState(false);
  const firstPicture = item.urls.preview ?? item.urls.ratio ?? item.urls.original;
  const [ratioId, setRatioId] = useState('free');
  const [isStraightening, setIsStraightening] = useState(false);
  // While a slider is dragged the preview is drawn at a lower resolution, so every frame keeps up.
  const [isDragging, setIsDragging] = useState(false);
  const settle = () => {
    setIsDragging(false);
    onSettle();
  };

  // The proxy has the original's ratio, upright: the crop's picture is measured on it. Until it is
  // there, an unedited item's own size says the same (an edited one's is the edit's).
  const natural =
    proxy ?? (editOf(item) === null && item.width && item.height ? { width: item.width, height: item.height } : null);
  const picture = natural ? cropPictureSize(natural.width, natural.height, edit) : { width: 1, height: 1 };
  const ratios: CropRatioChoice[] = [
    ...FIXED_RATIOS,
    ...(frames.data?.frames ?? []).flatMap((frame) => {
      const choice = frameRatioChoice({ id: frame.id, name: frame.name, screen: frame.device.screen });
      return choice ? [choice] : [];
    }),
  ];
  const choice = ratios.find((option) => option.id === ratioId) ?? (FIXED_RATIOS[0] as CropRatioChoice);
  const ratio = ratioOfChoice(choice, picture.width / picture.height);

  const chooseRatio = (id: string) => {
    setRatioId(id);
    const chosen = ratios.find((option) => option.id === id);
    if (chosen) onChange(cropToRatio(edit, ratioOfChoice(chosen, picture.width / picture.height), picture));
  };

  const auto = proxy
    ? () => {
        const histogram = histogramOfPicture(proxy.source, proxy.width, proxy.height);
        if (histogram) onChange(applyAuto(edit, autoAdjustments(histogram)));
      }
    : undefined;

  const isCropping = tool === 'crop';
  const overlay = isCropping ? (
    <>
      {isStraightening ? <div className={styles.fineGrid} aria-hidden="true" /> : null}
      <CropOverlay
        box={edit.crop ?? FULL_CROP}
        ratio={ratio}
        picture={picture}
        onChange={(box) => onChange(cropPhoto(edit, box), 'crop')}
        onSettle={onSettle}
      />
    </>
  ) : null;

  return (
    <>
      <div className={styles.stage} data-editor-stage="">
        {isPreviewDrawn || !firstPicture || proxyState.status === 'failed' ? null : (
          <img className={styles.firstPicture} src={firstPicture} alt="" data-editor-picture="" />
        )}
        {proxy ? (
          <PhotoPreview
            proxy={proxy}
            edit={edit}
            compare={compare}
            isCropping={isCropping}
            isDragging={isDragging}
            overlay={overlay}
            onDrawn={isPreviewDrawn ? undefined : () => setIsPreviewDrawn(true)}
          />
        ) : proxyState.status === 'failed' || !firstPicture ? (
          <p className={styles.status} role="status">
            {proxyState.status === 'failed' ? t('editor.pictureFailed') : t('editor.loading')}
          </p>
        ) : null}
      </div>
      <aside className={styles.panel} aria-label={t('editor.tools')}>
        <div className={styles.toolTabs}>
          {(['crop', 'adjust', 'looks'] as const).map((name) => (
            <button
              key={name}
              type="button"
              className={styles.toolTab}
              aria-pressed={tool === name}
              onClick={() => setTool(name)}
            >
              {t(`editor.tool.${name}`)}
            </button>
          ))}
        </div>
        {tool === 'crop' ? (
          <CropPanel
            edit={edit}
            ratios={ratios}
            ratioId={choice.id}
            onRatio={chooseRatio}
            onTurn={(direction) => {
              const turned = turnPhoto(edit, direction);
              // A chosen ratio (a frame's) stays the crop's ratio on the turned picture.
              const turnedPicture = natural ? cropPictureSize(natural.width, natural.height, turned) : picture;
              const isFixed = turned.crop !== null && ratio !== null && choice.ratio !== 'original';
              onChange(isFixed ? cropToRatio(turned, ratio, turnedPicture) : turned);
            }}
            onFlip={(axis) => onChange(flipPhoto(edit, axis))}
            onStraighten={(degrees) => {
              const next = { ...edit, straighten: degrees };
              // A fixed ratio stays fixed on the newly straightened picture.
              const box = edit.crop;
              const straightened = natural ? cropPictureSize(natural.width, natural.height, next) : picture;
              const kept =
                box && ratio !== null && Math.abs(ratioOfBox(box, straightened) - ratio) > 1e-3
                  ? cropToRatio(next, ratio, straightened)
                  : next;
              setIsDragging(true);
              onChange(kept, 'straighten');
            }}
            onStraightening={setIsStraightening}
            onSettle={settle}
          />
        ) : tool === 'adjust' ? (
          <AdjustPanel
            edit={edit}
            onAdjust={(name, value) => {
              setIsDragging(true);
              onChange({ ...adjustPhoto(edit, name, value), look: edit.look }, `adjust.${name}`);
            }}
            onSettle={settle}
            onAuto={auto}
          />
        ) : (
          <LooksPanel edit={edit} proxy={proxy} onLook={(look) => onChange(applyLook(edit, look))} />
        )}
      </aside>
    </>
  );
}
