import { useEffect, useRef, useState } from 'react';
import Cropper, { type Point } from 'react-easy-crop';
import { CROP_ASPECT } from 'shared-contracts';
import { Button } from '../ui/button';
import { INITIAL_CROP_PERCENTAGES, type Area } from './image-tools';
import styles from './image-upload.module.css';

const MAX_ZOOM = 3;

export interface CropDialogProps {
  src: string;
  busy?: boolean;
  onCancel: () => void;
  /** The chosen area in image pixels; null when the cropper has not measured the image yet. */
  onDone: (area: Area | null) => void;
}

/** The square crop: drag and pinch (or the zoom slider), then Cancel or Done. */
export function CropDialog({ src, busy = false, onCancel, onDone }: CropDialogProps) {
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const area = useRef<Area | null>(null);
  const cancel = useRef(onCancel);
  useEffect(() => {
    cancel.current = onCancel;
  }, [onCancel]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && cancel.current();
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, []);

  return (
    <div className={styles.backdrop}>
      <div className={styles.cropDialog} role="dialog" aria-modal="true" aria-label="Crop image">
        <div className={styles.cropArea}>
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            maxZoom={MAX_ZOOM}
            aspect={CROP_ASPECT}
            initialCroppedAreaPercentages={INITIAL_CROP_PERCENTAGES}
            mediaProps={{ alt: 'Image to crop' }}
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
          aria-label="Zoom"
          onChange={(event) => setZoom(Number(event.target.value))}
        />
        <div className={styles.cropActions}>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button autoFocus onClick={() => onDone(area.current)} busy={busy}>
            Done
          </Button>
        </div>
      </div>
    </div>
  );
}
