import { Fragment, type ReactNode } from 'react';

/**
 * An e-mail, a link or a handle, with a line break allowed where a reader expects one: before `@`
 * and `.`, after `/` (as style guides wrap addresses), so a narrow box never cuts
 * `asha.rao@example.com` in the middle of a word. The text reads and copies as it was (a <wbr> is
 * no character); a CSS `overflow-wrap: anywhere` stays the last resort for one long word.
 */
export function BreakAtSeparators({ text }: { text: string }): ReactNode {
  const parts = text.split(/(?=[@.])|(?<=\/)/);
  if (parts.length < 2) return text;
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
