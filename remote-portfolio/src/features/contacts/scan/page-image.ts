/**
 * A phone photo is 3000-4000 px wide: Tesseract reads a card as well at ~1600 px and in a
 * quarter of the time, and grey pixels take away colour backgrounds' noise.
 */
export const OCR_MAX_SIDE = 1600;

export function scaledSize(
  width: number,
  height: number,
  maxSide: number,
): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** RGBA pixels to their luminance (Rec. 601, as JPEG's Y), in place; alpha becomes opaque. */
export function toGreyscale(pixels: { data: Uint8ClampedArray }): void {
  const { data } = pixels;
  for (let index = 0; index < data.length; index += 4) {
    const grey = Math.round(
      0.299 * (data[index] ?? 0) + 0.587 * (data[index + 1] ?? 0) + 0.114 * (data[index + 2] ?? 0),
    );
    data[index] = grey;
    data[index + 1] = grey;
    data[index + 2] = grey;
    data[index + 3] = 255;
  }
}

type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;

function makeCanvas(width: number, height: number): AnyCanvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

/**
 * The photo decoded (turned upright by its EXIF orientation, as createImageBitmap does by
 * default), drawn at most `maxSide` px on its longer side; greyed when asked.
 */
export async function drawImage(
  image: Blob,
  { maxSide, greyscale }: { maxSide: number; greyscale: boolean },
): Promise<{ canvas: AnyCanvas; pixels: ImageData }> {
  const bitmap = await createImageBitmap(image);
  try {
    const { width, height } = scaledSize(bitmap.width, bitmap.height, maxSide);
    const canvas = makeCanvas(width, height);
    const context = canvas.getContext('2d', { willReadFrequently: true }) as
      | CanvasRenderingContext2D
      | OffscreenCanvasRenderingContext2D
      | null;
    if (!context) throw new Error('No 2D canvas to read the image on');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const pixels = context.getImageData(0, 0, width, height);
    if (greyscale) {
      toGreyscale(pixels);
      context.putImageData(pixels, 0, 0);
    }
    return { canvas, pixels };
  } finally {
    bitmap.close();
  }
}

export async function canvasToPng(canvas: AnyCanvas): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: 'image/png' });
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Canvas gave no image'))),
      'image/png',
    );
  });
}
