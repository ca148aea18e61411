import { controlTexts } from 'shared-contracts';
import { useTexts } from 'web-kit';
import styles from './loading-frame.module.css';

/**
 * The shape of a screen: with the app's sticky header (most screens), a bare form (sign-in and
 * registration draw no header) or a card (the card pages open on a banner and a photo).
 */
export type FrameKind = 'screen' | 'form' | 'card';

/** The screens whose first view is not a header over content, by their name in `pages`. */
const FRAME_OF_PAGE: Readonly<Record<string, FrameKind>> = {
  Login: 'form',
  Register: 'form',
  PublicPortfolio: 'card',
  OwnPortfolio: 'card',
};

export const frameOfPage = (page: string): FrameKind => FRAME_OF_PAGE[page] ?? 'screen';

const Bone = ({ className }: { className: string | undefined }) => (
  <span className={`${styles.bone} ${className}`} />
);

/**
 * What a screen shows while its code or the person's session is on its way: the screen's frame
 * (its header where it has one) and grey shapes where its content will be, so the page is never
 * blank and the header does not move when the screen arrives. Screen readers hear "Loading...".
 */
export function LoadingFrame({ kind = 'screen' }: { kind?: FrameKind }) {
  const { loading } = useTexts(controlTexts);
  return (
    <div className={styles.frame} role="status" aria-label={loading} data-frame={kind}>
      <span className="tf-visually-hidden">{loading}</span>
      {kind === 'screen' && (
        <div className={styles.header} aria-hidden="true">
          <Bone className={styles.title} />
        </div>
      )}
      {kind === 'card' && (
        <div className={styles.banner} aria-hidden="true">
          <Bone className={styles.avatar} />
        </div>
      )}
      <div className={kind === 'form' ? styles.formBody : styles.body} aria-hidden="true">
        {kind !== 'screen' && <Bone className={styles.heading} />}
        <Bone className={styles.line} />
        <Bone className={styles.lineShort} />
        <Bone className={styles.block} />
        <Bone className={styles.block} />
        <Bone className={styles.button} />
      </div>
    </div>
  );
}

/**
 * A remote's piece of a shell screen while it loads: a grey card as tall as the piece usually is,
 * so what is under it does not jump when the piece arrives.
 */
export function PieceSkeleton({ height, label }: { height: number; label?: string }) {
  const { loading } = useTexts(controlTexts);
  label ??= loading;
  return (
    <div className={styles.piece} style={{ minHeight: height }} role="status" aria-label={label}>
      <span className="tf-visually-hidden">{label}</span>
    </div>
  );
}
