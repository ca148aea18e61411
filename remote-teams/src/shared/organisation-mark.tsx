import { useState } from 'react';
import { textColourOn, type FileRef } from 'shared-contracts';
import { fileUrl, useTexts } from 'web-kit';
import { teamsTexts } from './messages';
import styles from './teams.module.css';

/**
 * The organisation's logo, or its initial on its brand colour when it has none (or the logo does
 * not load): the console's card and the join screen both show it.
 */
export function OrganisationMark({
  name,
  logo,
  brandColour,
  size = 56,
}: {
  name: string;
  logo: FileRef | null;
  brandColour: string;
  size?: number;
}) {
  const t = useTexts(teamsTexts);
  const src = fileUrl(logo?.key, 400);
  const [broken, setBroken] = useState<string | null>(null);
  if (src && src !== broken) {
    return (
      <img
        className={styles.logo}
        src={src}
        alt={t.logoOf(name)}
        width={size}
        height={size}
        onError={() => setBroken(src)}
      />
    );
  }
  return (
    <span
      className={styles.monogram}
      style={{
        width: size,
        height: size,
        ...(brandColour && { background: brandColour, color: textColourOn(brandColour) }),
      }}
      aria-hidden="true"
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
