/** Text matched literally inside a RegExp built from it (a path, a package name). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
