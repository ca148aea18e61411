import { rs } from '@rstest/core';

/**
 * What the browser is asked to save, by file name: a download (web-kit `downloadFile`) ends in an
 * anchor's click, caught here instead of opening a file. `rs.restoreAllMocks()` lets it go.
 */
export function catchSavedFiles(): string[] {
  const saved: string[] = [];
  rs.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:tapfolio/file');
  rs.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  rs.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return saved;
}
