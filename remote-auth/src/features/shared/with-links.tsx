import { Fragment, type ReactNode } from 'react';

const MARK = '\u0000';

/**
 * A sentence with links inside, written whole in each language so the words around the links
 * keep their order: `text` is the message, called with a mark for each placeholder, and the
 * marks are replaced by `links` (by placeholder name, in the message's argument order).
 */
export function withLinks<Names extends string>(
  text: (...marks: string[]) => string,
  links: Record<Names, ReactNode>,
): ReactNode[] {
  const names = Object.keys(links) as Names[];
  const written = text(...names.map((_, i) => `${MARK}${i}${MARK}`));
  return written
    .split(new RegExp(`${MARK}(\\d+)${MARK}`))
    .map((part, i) =>
      i % 2 === 0 ? (
        <Fragment key={i}>{part}</Fragment>
      ) : (
        <Fragment key={i}>{links[names[Number(part)] as Names]}</Fragment>
      ),
    );
}
