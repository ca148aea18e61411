import { randomInt } from 'node:crypto';
import { ORDER_CODE_ALPHABET } from 'shared-contracts';

/** "TF-" and six characters of an alphabet without look-alikes: 30^6, about 729 million codes. */
export function newOrderCode(): string {
  let code = 'TF-';
  for (let i = 0; i < 6; i++) code += ORDER_CODE_ALPHABET[randomInt(ORDER_CODE_ALPHABET.length)];
  return code;
}
