import { PRERENDERED_SCREEN_ID } from 'shared-contracts';

const ROOT = /<div id="root"><\/div>/;
/** The shell's own title, which a rendered screen's replaces. */
export const TITLE_TAG = /<title\b[^>]*>[\s\S]*?<\/title>/i;

export interface PrerenderedScreen {
  /** The screen's markup, from a release's server build. */
  markup: string;
  /** The CSS of that build, inlined: the page paints before any stylesheet arrives. */
  css: string;
  /** Tags for the head (the title first); each value in them already escaped. */
  head: string[];
  /** Tags of the shell's head that the screen's own replace (its title, its description). */
  drop: RegExp[];
}

/**
 * The shell's index.html with a screen rendered on the server in it: the screen's head, its CSS,
 * and its markup in `#tf-prerendered` before the app's root, which the shell takes over once the
 * app has painted the same (shell/src/app/prerendered.ts).
 */
export function withPrerenderedScreen(
  html: string,
  { markup, css, head, drop }: PrerenderedScreen,
): string {
  const style = `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  const page = drop.reduce((text, tag) => text.replace(tag, () => ''), html);
  const root = `<div id="${PRERENDERED_SCREEN_ID}">${markup}</div><div id="root"></div>`;
  return page
    .replace('</head>', () => `${[...head, style].join('')}</head>`)
    .replace(ROOT, () => root);
}
