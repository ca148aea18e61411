import { createContext, useContext } from 'react';
import type { Area } from 'react-easy-crop';
import { CROP_OUTPUT_TYPE, IMAGE_KINDS, imageKindSize, MB, type ImageKind } from 'shared-contracts';

export type { Area };

export interface CompressOptions {
  maxBytes: number;
  maxSidePx: number;
}

/**
 * The steps of the upload widget that need a real browser (image decoding, canvas). The widget
 * takes them from context or a prop, so component tests under jsdom can replace them.
 */
export interface ImageTools {
  /** A URL the cropper can show the chosen file from, and how to let it go. */
  openImage(file: Blob): { url: string; release(): void };
  /**
   * The crop as a JPEG of the kind's stored size (IMAGE_KINDS). `area` is in image pixels; null
   * means the starting crop.
   */
  cropImage(url: string, area: Area | null, kind: ImageKind): Promise<Blob>;
  compressImage(file: File, options: CompressOptions): Promise<File>;
}

/**
 * Where the cropper starts, in percentages of the image's width and height: the spec's half,
 * centred, for a square. Undefined for a kind that starts at the widest crop (the banner): the
 * cropper starts there by itself.
 */
export function initialCropPercentages(kind: ImageKind): Area | undefined {
  const size = IMAGE_KINDS[kind].initialSizePercent;
  if (size >= 100) return undefined;
  const offset = (100 - size) / 2;
  return { x: offset, y: offset, width: size, height: size };
}

/** The starting crop in pixels, for a Done pressed before the cropper reported an area. */
export function initialCropArea(width: number, height: number, kind: ImageKind): Area {
  const { aspect, initialSizePercent } = IMAGE_KINDS[kind];
  const widest = Math.min(width, height * aspect);
  const cropWidth = (widest * initialSizePercent) / 100;
  const cropHeight = cropWidth / aspect;
  return {
    x: (width - cropWidth) / 2,
    y: (height - cropHeight) / 2,
    width: cropWidth,
    height: cropHeight,
  };
}

const JPEG_QUALITY = 0.92;

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be decoded'));
    image.src = url;
  });
}

async function cropImage(url: string, area: Area | null, kind: ImageKind): Promise<Blob> {
  const image = await loadImage(url);
  const box = area ?? initialCropArea(image.naturalWidth, image.naturalHeight, kind);
  // Drawn straight at the stored size: one resample, whichever way the crop is scaled.
  const size = imageKindSize(kind);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.imageSmoothingQuality = 'high';
  // JPEG has no transparency: a PNG's transparent parts turn white rather than black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, box.x, box.y, box.width, box.height, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The crop could not be encoded'))),
      CROP_OUTPUT_TYPE,
      JPEG_QUALITY,
    ),
  );
}

async function compressImage(file: File, { maxBytes, maxSidePx }: CompressOptions): Promise<File> {
  // Loaded on first use, as a chunk of this remote: most crops are under the limit.
  const { default: imageCompression } = await import('browser-image-compression');
  const compressed = await imageCompression(file, {
    maxSizeMB: maxBytes / MB,
    maxWidthOrHeight: maxSidePx,
    fileType: CROP_OUTPUT_TYPE,
    // Decision 10, nothing from a public CDN: the library's web worker importScripts() a copy of
    // itself from jsDelivr unless given a libURL. We run it on the main thread instead, so only
    // the code bundled here runs; the input is one square crop, a short job.
    useWebWorker: false,
  });
  return new File([compressed], file.name, { type: CROP_OUTPUT_TYPE });
}

export const browserImageTools: ImageTools = {
  openImage(file) {
    const url = URL.createObjectURL(file);
    return { url, release: () => URL.revokeObjectURL(url) };
  },
  cropImage,
  compressImage,
};

const ImageToolsContext = createContext<ImageTools>(browserImageTools);

/** Replaces the browser steps for everything inside (component tests). */
export const ImageToolsProvider = ImageToolsContext.Provider;

export const useImageTools = () => useContext(ImageToolsContext);
