/** Saves text made here in the browser as a file: no second request, what is listed is the file. */
export function downloadText(text: string, type: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns: let go of it a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
