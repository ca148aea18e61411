import { useRef, useState, type ChangeEvent, type SVGProps } from 'react';
import { useSelector } from 'react-redux';
import {
  CROP_OUTPUT_TYPE,
  IMAGE_COMPRESSION_TARGET_BYTES,
  IMAGE_COMPRESSION_THRESHOLD_BYTES,
  IMAGE_KINDS,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_SIDE_PX,
  imageMessages,
  imageUploadTexts,
  MB,
  portfolioToasts,
  SERVICE_IMAGE_MAX_BYTES,
  type FileRef,
  type ImageKind,
} from 'shared-contracts';
import { fileRef } from '../form/file-ref';
import { fileUrl } from '../host/file-url';
import { useNotify } from '../host/notify';
import { selectUserId } from '../host/session';
import { useHost } from '../host/use-host';
import { CloseIcon, outlineIconProps } from '../ui/icons';
import { imageFileProblem } from './check-image-file';
import { CropDialog } from './crop-dialog';
import { useTexts, useTranslate } from '../i18n/use-texts';
import { useImageTools, type Area, type ImageTools } from './image-tools';
import styles from './image-upload.module.css';
import { uploadImage } from './upload-image';

const IMAGE_TOASTS = {
  uploaded: portfolioToasts.imageUploaded,
  failed: portfolioToasts.imageUploadFailed,
  removed: portfolioToasts.imageRemoved,
};
/** The company logo has its own words; every other image the spec's image toasts. */
const LOGO_TOASTS = {
  uploaded: portfolioToasts.logoUploaded,
  failed: portfolioToasts.logoUploadFailed,
  removed: portfolioToasts.logoRemoved,
};

export interface ImageUploadProps {
  /** What the image is, e.g. "Profile picture": the group's name and the buttons'. */
  label: string;
  value: FileRef | null;
  onChange: (value: FileRef | null) => void;
  /**
   * What the image is for: its crop's shape and stored size (IMAGE_KINDS), its toasts, and where
   * it is uploaded (a service's image to the services' upload, any other to the portfolio's).
   */
  kind?: ImageKind;
  error?: string;
  /** The most the image may weigh (the hint, and where compression aims); by kind otherwise. */
  maxBytes?: number;
  /** Replaces the browser-only steps (tests); the context's, else the real ones, otherwise. */
  tools?: Partial<ImageTools>;
  /** The image is someone else's to choose (an organisation's logo): shown, not changed. */
  disabled?: boolean;
  /** Said under the button instead of the size limit: e.g. who sets a disabled image. */
  hint?: string;
}

type Stage =
  | { name: 'idle' }
  | { name: 'cropping'; url: string; release: () => void; fileName: string; busy: boolean }
  | { name: 'compressing' }
  | { name: 'uploading'; progress: number };

const IDLE: Stage = { name: 'idle' };

const jpegName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'image'}.jpg`;
const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10}`;

/**
 * Choose -> check -> crop in the kind's shape and size -> compress when too big -> upload (with
 * progress) -> preview.
 * The stored value is the uploaded file's key and name, which is what the portfolio keeps.
 */
export function ImageUpload({
  label,
  value,
  onChange,
  kind = 'photo',
  error,
  maxBytes: maxBytesOverride,
  tools: override,
  disabled = false,
  hint,
}: ImageUploadProps) {
  const contextTools = useImageTools();
  const tools: ImageTools = { ...contextTools, ...override };
  const userId = useSelector(selectUserId);
  const notify = useNotify();
  const host = useHost();
  const [stage, setStage] = useState<Stage>(IDLE);
  // An image the file service cannot serve shows the placeholder, not a broken picture.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const texts = kind === 'logo' ? LOGO_TOASTS : IMAGE_TOASTS;
  const target = kind === 'service' ? 'service' : 'portfolio';
  const { shape, aspect, round } = IMAGE_KINDS[kind];
  const maxBytes =
    maxBytesOverride ?? (target === 'service' ? SERVICE_IMAGE_MAX_BYTES : IMAGE_MAX_BYTES);
  // The spec's 2 MB threshold and target, never above what this image may weigh.
  const compressAbove = Math.min(IMAGE_COMPRESSION_THRESHOLD_BYTES, maxBytes);
  const compressTo = Math.min(IMAGE_COMPRESSION_TARGET_BYTES, maxBytes);
  const name = label.toLowerCase();
  const words = useTexts(imageUploadTexts);
  const translate = useTranslate();
  const busy = stage.name !== 'idle';

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a cancel.
    event.target.value = '';
    if (!file) return;
    // The crop dialog hands focus back to what had it when it opened: the Upload button, as
    // after any file picker (the picker's own input may have taken it).
    chooseButton.current?.focus();
    const problem = imageFileProblem(file);
    if (problem) {
      notify.error(problem);
      return;
    }
    if (!userId) {
      notify.error(texts.failed);
      return;
    }
    const { url, release } = tools.openImage(file);
    setStage({ name: 'cropping', url, release, fileName: file.name, busy: false });
  };

  const cancelCrop = () => {
    if (stage.name === 'cropping') stage.release();
    setStage(IDLE);
  };

  const finishCrop = async (area: Area | null) => {
    if (stage.name !== 'cropping') return;
    const { url, release, fileName } = stage;
    setStage({ ...stage, busy: true });
    let file: File;
    try {
      const blob = await tools.cropImage(url, area, kind);
      file = new File([blob], jpegName(fileName), { type: CROP_OUTPUT_TYPE });
    } catch (cropError) {
      console.warn('Cropping the image failed', cropError);
      notify.error(imageMessages.cropFailed);
      setStage(IDLE);
      return;
    } finally {
      release();
    }

    if (file.size > compressAbove) {
      setStage({ name: 'compressing' });
      notify.info(imageMessages.compressing);
      try {
        file = await tools.compressImage(file, {
          maxBytes: compressTo,
          maxSidePx: IMAGE_MAX_SIDE_PX,
        });
        notify.success(imageMessages.compressed);
      } catch (compressError) {
        console.warn('Compressing the image failed', compressError);
        notify.error(imageMessages.compressionFailed);
        setStage(IDLE);
        return;
      }
    }

    setStage({ name: 'uploading', progress: 0 });
    try {
      const uploaded = await uploadImage(host, {
        target,
        file,
        fileName: file.name,
        onProgress: (fraction) =>
          setStage((current) =>
            current.name === 'uploading' ? { name: 'uploading', progress: fraction } : current,
          ),
      });
      onChange(fileRef(uploaded));
      notify.success(texts.uploaded);
    } catch {
      notify.error(texts.failed);
    } finally {
      setStage(IDLE);
    }
  };

  const remove = () => {
    onChange(null);
    // The Remove button leaves with the image; focus stays in the widget instead of the page top.
    chooseButton.current?.focus();
    notify.success(texts.removed);
  };

  const src = fileUrl(value?.key);
  const percent = stage.name === 'uploading' ? Math.round(stage.progress * 100) : 0;

  return (
    <fieldset className={styles.upload}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.row}>
        {/* The preview has the image's shape: a circle for the photo, 3:1 for the banner. */}
        <div
          className={[
            styles.preview,
            aspect > 1 && styles.previewWide,
            round && styles.previewRound,
          ]
            .filter(Boolean)
            .join(' ')}
        >
          {src && src !== brokenSrc ? (
            <img className={styles.image} src={src} alt={label} onError={() => setBrokenSrc(src)} />
          ) : (
            <ImageIcon className={styles.placeholder} />
          )}
          {src && !disabled && (
            <button
              type="button"
              className={styles.remove}
              onClick={remove}
              disabled={busy}
              aria-label={words.remove}
            >
              <CloseIcon width={16} height={16} />
            </button>
          )}
        </div>
        <div className={styles.side}>
          <button
            ref={chooseButton}
            type="button"
            className={styles.choose}
            // Not `disabled` while busy: a disabled button drops focus, and the crop dialog gives
            // focus back to this button when it closes.
            onClick={() => !busy && input.current?.click()}
            aria-disabled={busy || undefined}
            disabled={disabled}
            aria-label={words.uploadNamed(name)}
          >
            <UploadIcon width={18} height={18} />
            {words.upload}
          </button>
          <input
            ref={input}
            className={styles.fileInput}
            type="file"
            accept="image/jpeg,image/png"
            tabIndex={-1}
            // The button above is the control people use; this only opens the picker.
            aria-hidden="true"
            aria-label={label}
            disabled={disabled}
            onChange={choose}
          />
          <p className={styles.hint}>{hint ?? words.hint(translate(shape), megabytes(maxBytes))}</p>
        </div>
      </div>
      {stage.name === 'uploading' && (
        <div
          className={styles.progress}
          role="progressbar"
          aria-label={words.uploadingNamed(name)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span className={styles.progressBar} style={{ width: `${percent}%` }} />
        </div>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {translate(error)}
        </p>
      )}
      {stage.name === 'cropping' && (
        <CropDialog
          src={stage.url}
          kind={kind}
          busy={stage.busy}
          onCancel={cancelCrop}
          onDone={(area) => void finishCrop(area)}
        />
      )}
    </fieldset>
  );
}

const icon = (props: SVGProps<SVGSVGElement>) => outlineIconProps(props, 28);

const ImageIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...icon(p)}>
    <rect x="3" y="3" width="18" height="18" rx="3" />
    <circle cx="9" cy="9" r="2" />
    <path d="m21 15-5-5L5 21" />
  </svg>
);

const UploadIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...icon(p)}>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M17 8l-5-5-5 5M12 3v12" />
  </svg>
);
