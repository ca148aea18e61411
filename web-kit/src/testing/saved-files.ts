import { rs } from '@rstest/core';

/**
 * What the browser is asked to save, by file name: a download (web-kit `downloadFile`) ends in an
 * anchor's click, caught here instead of opening a file. `rs.restoreAllMocks()` lets it go.
 */
export function catchSavedFiles(): string[] {
  const saved: string[] = [];
  // jsdom has no object URLs; a file run before this one in the same window may have put its
  // own there, or taken them away again: there is always one to spy on.
  for (const name of ['createObjectURL', 'revokeObjectURL'] as const) {
    if (typeof URL[name] !== 'function') {
      Object.defineProperty(URL, name, { configurable: true, writable: true, value: () => '' });
    }
  }
  rs.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:tapfolio/file');
  rs.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  rs.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return saved;
}
