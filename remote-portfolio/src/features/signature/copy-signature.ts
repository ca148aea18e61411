import type { Signature } from './signature-html';
import { signatureTexts } from 'shared-contracts';

export type CopySignatureResult = { ok: true; toast: string } | { ok: false; error: string };

/**
 * Puts the signature on the clipboard as rich HTML, which a mail app's signature box pastes as the
 * layout, with the plain text beside it for apps that take only text. A browser without
 * ClipboardItem (Firefox before 127, some in-app browsers) can copy only text: the plain version
 * is copied then, and the toast says so.
 */
export async function copySignature(
  nav: Navigator,
  signature: Signature,
  Item: typeof ClipboardItem | undefined = globalThis.ClipboardItem,
): Promise<CopySignatureResult> {
  try {
    if (Item && typeof nav.clipboard?.write === 'function') {
      await nav.clipboard.write([
        new Item({
          'text/html': new Blob([signature.html], { type: 'text/html' }),
          'text/plain': new Blob([signature.text], { type: 'text/plain' }),
        }),
      ]);
      return { ok: true, toast: signatureTexts.copied };
    }
    // Insecure origins and some in-app browsers have no clipboard at all: that throws here too.
    await nav.clipboard.writeText(signature.text);
    return { ok: true, toast: signatureTexts.copiedAsText };
  } catch {
    return { ok: false, error: signatureTexts.copyFailed };
  }
}
