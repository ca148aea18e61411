import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import {
  checkoutMessages,
  composeCardFront,
  fitTextSize,
  MM_PER_PT,
  PLAIN_FRONT_RGB,
  type CardTextLine,
  type CardTone,
  type FileRef,
} from 'shared-contracts';
import { fileUrl, useTexts } from 'web-kit';
import styles from './card-preview.module.css';

/** The card's inks on a screen: black, its 72% grey, the white of the band and chips. */
const TONES: Record<CardTone, string> = { ink: '#000', muted: '#474747', paper: '#fff' };
const PLAIN = `rgb(${PLAIN_FRONT_RGB.map((part) => Math.round(part * 255)).join(' ')})`;
/** The printed font (api/src/modules/artwork/fonts.ts), then what the device has. */
const FONT = "'Noto Sans', 'Noto Sans Devanagari', 'Noto Sans Tamil', system-ui, sans-serif";
/** ID-1 cards are cut with corners of 3.18 mm. */
const CORNER_MM = 3.18;

export interface CardPreviewProps {
  /** The product's first picture, the design printed on the front. */
  design: FileRef | null;
  productName: string;
  name: string;
  designation: string;
  photo: FileRef | null;
  logo: FileRef | null;
}

/**
 * The front of the card as it will be printed: the same composition the print file is drawn
 * from (shared-contracts' composeCardFront), drawn as SVG in millimetres and shown as cut.
 */
export function CardPreview({
  design,
  productName,
  name,
  designation,
  photo,
  logo,
}: CardPreviewProps) {
  const clipId = useId();
  const photoClipId = useId();
  const designSrc = fileUrl(design?.key, 800) ?? undefined;
  const photoSrc = fileUrl(photo?.key, 400) ?? undefined;
  const logoSrc = fileUrl(logo?.key, 400) ?? undefined;
  const logoSize = useImageSize(logoSrc);
  const front = composeCardFront({
    name: name.trim(),
    designation: designation.trim(),
    design: designSrc !== undefined,
    photo: photoSrc !== undefined,
    logo: logoSize,
  });
  const { trim, page } = front;
  const description = [name.trim(), designation.trim()].filter(Boolean).join(', ');
  const messages = useTexts(checkoutMessages);

  return (
    <figure className={styles.preview}>
      <svg
        className={styles.card}
        viewBox={`${trim.x} ${trim.y} ${trim.width} ${trim.height}`}
        role="img"
        aria-label={
          description
            ? messages.previewLabelPrinted(productName, description)
            : messages.previewLabel(productName)
        }
        fontFamily={FONT}
      >
        <defs>
          <clipPath id={clipId}>
            <rect {...trim} rx={CORNER_MM} />
          </clipPath>
          {front.photo && (
            <clipPath id={photoClipId}>
              <circle cx={front.photo.cx} cy={front.photo.cy} r={front.photo.radius} />
            </clipPath>
          )}
        </defs>
        <g clipPath={`url(#${clipId})`}>
          {designSrc ? (
            <image href={designSrc} {...page} preserveAspectRatio="xMidYMid slice" />
          ) : (
            <rect {...page} fill={PLAIN} />
          )}
          <rect {...front.band.box} fill={TONES.paper} fillOpacity={front.band.opacity} />
          {front.photo && photoSrc && (
            <>
              <circle
                cx={front.photo.cx}
                cy={front.photo.cy}
                r={front.photo.radius + front.photo.ring}
                fill={TONES.paper}
              />
              <image
                href={photoSrc}
                x={front.photo.cx - front.photo.radius}
                y={front.photo.cy - front.photo.radius}
                width={2 * front.photo.radius}
                height={2 * front.photo.radius}
                preserveAspectRatio="xMidYMid slice"
                clipPath={`url(#${photoClipId})`}
              />
            </>
          )}
          <FittedLine line={front.name} />
          <FittedLine line={front.designation} />
          {front.logo && logoSrc && (
            <>
              <rect {...front.logo.chip} rx={front.logo.radius} fill={TONES.paper} />
              <image href={logoSrc} {...front.logo.image} preserveAspectRatio="xMidYMid meet" />
            </>
          )}
        </g>
      </svg>
      <figcaption className={styles.caption}>{productName}</figcaption>
    </figure>
  );
}

/** A line set at its largest size, or smaller so that it fits, as the print file sets it. */
function FittedLine({ line }: { line: CardTextLine }) {
  const ref = useRef<SVGTextElement>(null);
  const largest = line.maxSizePt * MM_PER_PT;
  const [size, setSize] = useState(largest);
  useLayoutEffect(() => {
    const text = ref.current;
    // Measured at the largest size; jsdom draws nothing and measures nothing.
    if (!text || typeof text.getComputedTextLength !== 'function') return;
    text.setAttribute('font-size', String(largest));
    const widthPerPoint = text.getComputedTextLength() / line.maxSizePt;
    setSize(fitTextSize(line.maxSizePt, widthPerPoint, line.maxWidth) * MM_PER_PT);
  }, [line.text, line.maxWidth, line.maxSizePt, line.weight, largest]);
  return (
    <text
      ref={ref}
      x={line.x}
      y={line.baseline}
      fontSize={size}
      fontWeight={line.weight === 'bold' ? 700 : 400}
      fill={TONES[line.tone]}
      data-card-line={line.weight === 'bold' ? 'name' : 'designation'}
    >
      {line.text}
    </text>
  );
}

/** The picture's size once it has loaded (only its shape counts), else null. */
function useImageSize(src: string | undefined): { width: number; height: number } | null {
  const [size, setSize] = useState<{ src: string; width: number; height: number } | null>(null);
  useEffect(() => {
    if (!src) return;
    const image = new Image();
    image.onload = () => setSize({ src, width: image.naturalWidth, height: image.naturalHeight });
    image.src = src;
    return () => {
      image.onload = null;
    };
  }, [src]);
  return size && size.src === src ? { width: size.width, height: size.height } : null;
}
