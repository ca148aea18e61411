/**
 * Writes the card's link to the clipboard; answers whether it could. Insecure origins and some
 * in-app browsers refuse the clipboard; a browser without one throws here too.
 */
export async function writeToClipboard(nav: Navigator, text: string): Promise<boolean> {
  try {
    await nav.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
