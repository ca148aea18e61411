/**
 * Whose card an NFC card's code opens (api `nfcCards`): the owner and their current handle while
 * the card is active, 'inactive' when it is lost, deactivated or ownerless, null for a code never
 * given out.
 */
export interface NfcCardSource {
  resolve(code: string): Promise<{ userId: string; handle: string | null } | 'inactive' | null>;
}
