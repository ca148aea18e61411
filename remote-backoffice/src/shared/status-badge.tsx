import { Badge } from 'web-kit';
import { consoleTexts } from './messages';
import styles from './console.module.css';

/** The loud mark of an order whose payment needs a person: red, with its reason. */
export function FlagBadge({ flag }: { flag: string }) {
  return (
    <Badge className={styles.flag}>
      <span aria-hidden="true">⚑</span> {consoleTexts.flagBanner(flag)}
    </Badge>
  );
}
