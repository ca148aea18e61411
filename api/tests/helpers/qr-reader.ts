import jsQR from 'jsqr';
import sharp from 'sharp';

export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * What a phone camera reads in an image (PNG, SVG, JPEG), or in one region of it: the code's
 * text, where its corners lie in the whole image's pixels, and the width of what was read; null
 * when no code is found. jsqr, a reader nobody here wrote, decodes it.
 */
export async function readQr(image: Buffer, region?: Region) {
  const pipeline = sharp(image);
  if (region) pipeline.extract(region);
  const { data, info } = await pipeline.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  // jsqr is CommonJS: under NodeNext its default export is the module, whose `default` is jsQR.
  const code = jsQR.default(new Uint8ClampedArray(data), info.width, info.height);
  if (!code) return null;
  const { topLeftCorner, topRightCorner, bottomLeftCorner, bottomRightCorner } = code.location;
  const corners = [topLeftCorner, topRightCorner, bottomLeftCorner, bottomRightCorner];
  const xs = corners.map((corner) => corner.x + (region?.left ?? 0));
  const ys = corners.map((corner) => corner.y + (region?.top ?? 0));
  return {
    text: code.data,
    width: info.width,
    box: {
      left: Math.min(...xs),
      right: Math.max(...xs),
      top: Math.min(...ys),
      bottom: Math.max(...ys),
    },
  };
}
