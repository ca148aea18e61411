import { useRef, useState } from 'react';
import Cropper, { type Point } from 'react-easy-crop';
import { IMAGE_KINDS, imageUploadTexts, type ImageKind } from 'shared-contracts';
import { useModalFocus } from '../a11y/use-modal-focus';
import { useTexts } from '../i18n/use-texts';
import { Button } from '../ui/button';
import { useScrollLock } from '../ui/use-scroll-lock';
import { initialCropPercentages, type Area } from './image-tools';
import styles from './image-upload.module.css';

const MAX_ZOOM = 3;

export interface CropDialogProps {
  src: string;
  /** Its shape (square, or the banner's 3:1) and whether it is shown through a circle. */
  kind: ImageKind;
  busy?: boolean;
  onCancel: () => void;
  /** The chosen area in image pixels; null when the cropper has not measured the image yet. */
  onDone: (area: Area | null) => void;
}

/**
 * The crop in the kind's shape: drag and pinch (or the zoom slider), then Cancel or Done. A modal
 * dialog: focus starts on Done, stays inside, Escape cancels, and focus goes back to what opened it.
 */
export function CropDialog({ src, kind, busy = false, onCancel, onDone }: CropDialogProps) {
  const { aspect, round } = IMAGE_KINDS[kind];
  const wide = aspect > 1;
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const area = useRef<Area | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const done = useRef<HTMLButtonElement>(null);
  const texts = useTexts(imageUploadTexts).crop;

  useModalFocus(dialog, true, {
    // Escape is Cancel, which cannot stop a crop already being made.
    onClose: () => {
      if (!busy) onCancel();
    },
    initialFocus: () => done.current,
  });

  useScrollLock(true);

  return (
    <div className={styles.backdrop}>
      <div
        ref={dialog}
        className={styles.cropDialog}
        role="dialog"
        aria-modal="true"
        aria-label={texts.dialog}
        tabIndex={-1}
      >
        <div className={styles.cropArea}>
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            maxZoom={MAX_ZOOM}
            aspect={aspect}
            // The photo is drawn round on the card and the printed card: cropped as it will show.
            cropShape={round ? 'round' : 'rect'}
            // A wide crop fills the dialog's width; a tall picture is moved up and down under it.
            objectFit={wide ? 'horizontal-cover' : 'contain'}
            initialCroppedAreaPercentages={initialCropPercentages(kind)}
            mediaProps={{ alt: texts.image }}
            // The crop frame takes focus and moves the image with the arrow keys: say so.
            cropperProps={{ role: 'group', 'aria-label': texts.frame }}
            classes={{ cropAreaClassName: styles.cropFrame }}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => {
              area.current = pixels;
            }}
          />
        </div>
        <input
          className={styles.zoom}
          type="range"
          min={1}
          max={MAX_ZOOM}
          step={0.01}
          value={zoom}
          aria-label={texts.zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
        />
        <div className={styles.cropActions}>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {texts.cancel}
          </Button>
          <Button ref={done} onClick={() => onDone(area.current)} busy={busy}>
            {texts.done}
          </Button>
        </div>
      </div>
    </div>
  );
}
