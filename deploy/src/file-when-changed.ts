import { readFile, stat } from 'node:fs/promises';

/**
 * A file of the shell's build read through `parse` again only when its time or size changes, so a
 * rebuilt shell is picked up without a restart and a page costs one stat. Undefined while the file
 * is absent; a read or a parse that fails rejects, and is tried again on the next call.
 */
export function fileWhenChanged<T>(file: string, parse: (text: string) => T) {
  let cached: { key: string; value: T } | undefined;
  return async (): Promise<T | undefined> => {
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const key = `${info.mtimeMs}:${info.size}`;
    if (cached?.key !== key) cached = { key, value: parse(await readFile(file, 'utf8')) };
    return cached.value;
  };
}
