import type { ReactNode } from 'react';
import { productTexts, shopTexts } from 'shared-contracts';
import { useTexts } from 'web-kit';
import { BriefcaseIcon, PortfolioIcon, TapIcon } from './icons';
import styles from './product-detail.module.css';

const ICONS: readonly ReactNode[] = [
  <BriefcaseIcon key="b" />,
  <PortfolioIcon key="p" />,
  <TapIcon key="t" />,
];

/** The three promises every card comes with (spec), the same on every product. */
export function KeyFeatures() {
  const shop = useTexts(shopTexts);
  const texts = useTexts(productTexts);
  return (
    <ul className={styles.features} aria-label={texts.keyFeatures}>
      {Object.values(shop.keyFeatures).map((feature, index) => (
        <li key={feature} className={styles.feature}>
          <span className={styles.featureIcon} aria-hidden="true">
            {ICONS[index]}
          </span>
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}
