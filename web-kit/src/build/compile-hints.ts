import { rspack } from '@rsbuild/core';
import { escapeRegExp } from './escape-regexp';
import { containerName } from './federation';

/**
 * V8's explicit compile hint (Chrome 136 on): every function of a file that begins with it is
 * compiled as the file streams in, on a background thread, rather than on the main thread when
 * first called. For the files whose functions nearly all run as a screen starts, that moves most
 * of their compiling out of the tasks that block a phone's main thread; a file of which a page
 * runs little would only compile more. Added after minifying, which would drop the comment.
 *
 * `files` picks the emitted files by name; without it, only the entries get the hint.
 */
export const compileOnLoad = (files?: RegExp) =>
  new rspack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    ...(files ? { test: files } : { entryOnly: true }),
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });

/**
 * What every signed-in screen runs before it draws: the shell's entry (the federation runtime),
 * its bootstrap (`app`) and its shared libraries. Its other chunks are screens of its own that
 * come later, if ever.
 */
export const SHELL_BOOT_FILES = /^static\/js\/(?:index|async\/app|async\/shared-libs)\.[^/]*\.js$/;

/**
 * What the shell runs of a remote when one of its routes opens: the container (`remote_shop.js`)
 * and the chunk of each exposed module (`__federation_expose_pages.js`). A screen's `lazyPage`
 * chunks come when that screen is first shown, and run only in part.
 */
export const remoteBootFiles = (remote: string) =>
  new RegExp(
    `^static/js/(?:${escapeRegExp(containerName(remote))}|async/__federation_expose_[^/]*)\\.[^/]*\\.js$`,
  );
