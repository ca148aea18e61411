/**
 * Hands a file made in memory to the browser's download, under `fileName`: no second request,
 * what is on screen is the file.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns: let go of it a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Text made here in the browser (a CSV, a vCard), saved as a file of the given MIME type. */
export function downloadText(text: string, type: string, fileName: string): void {
  saveBlob(new Blob([text], { type }), fileName);
}
