import { randomInt } from 'node:crypto';
import { NFC_CODE_ALPHABET, NFC_CODE_LENGTH, NFC_CODE_PATTERN } from 'shared-contracts';

/**
 * A new card code: NFC_CODE_LENGTH characters drawn uniformly (crypto.randomInt, no modulo bias)
 * from an alphabet without look-alikes, so a code can be neither guessed nor misread.
 */
export function newNfcCode(): string {
  let code = '';
  for (let i = 0; i < NFC_CODE_LENGTH; i += 1) {
    code += NFC_CODE_ALPHABET[randomInt(NFC_CODE_ALPHABET.length)];
  }
  return code;
}

/**
 * A code as a link or a command line may carry it: any case is the same code (a person typing it
 * may not keep the capitals). Undefined for what no card can have: no look-up for it.
 */
export function normalizeNfcCode(asked: string): string | undefined {
  const code = asked.trim().toUpperCase();
  return NFC_CODE_PATTERN.test(code) ? code : undefined;
}
