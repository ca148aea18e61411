/**
 * The bytes an NFC chip holds for one link: an NDEF message of one URI record (NFC Forum URI
 * Record Type Definition), wrapped in the NDEF TLV a Type 2 tag (NTAG213) stores it in. Web NFC
 * writes the record itself from `{ recordType: 'url' }`; these bytes say beforehand whether a link
 * fits the chip, and are what the record must be, byte for byte.
 */

/** The URI identifier codes (RTD-URI table 3): a prefix stored as one byte. */
const URI_PREFIXES = [
  '',
  'http://www.',
  'https://www.',
  'http://',
  'https://',
  'tel:',
  'mailto:',
  'ftp://anonymous:anonymous@',
  'ftp://ftp.',
  'ftps://',
  'sftp://',
  'smb://',
  'nfs://',
  'ftp://',
  'dav://',
  'news:',
  'telnet://',
  'imap:',
  'rtsp://',
  'urn:',
  'pop:',
  'sip:',
  'sips:',
  'tftp:',
  'btspp://',
  'btl2cap://',
  'btgoep://',
  'tcpobex://',
  'irdaobex://',
  'file://',
  'urn:epc:id:',
  'urn:epc:tag:',
  'urn:epc:pat:',
  'urn:epc:raw:',
  'urn:epc:',
  'urn:nfc:',
] as const;

/** An NTAG213's user memory: what the TLV-wrapped message must fit in. */
export const NTAG213_USER_BYTES = 137;

const TNF_WELL_KNOWN = 0x01;
const MB = 0x80;
const ME = 0x40;
const SR = 0x10;
const TYPE_URI = 0x55; // "U"
const TLV_NDEF = 0x03;
const TLV_TERMINATOR = 0xfe;

/** The longest prefix of the table the URI starts with, and its code. */
function prefixOf(uri: string): { code: number; prefix: string } {
  let best = { code: 0, prefix: '' };
  URI_PREFIXES.forEach((prefix, code) => {
    if (prefix.length > best.prefix.length && uri.startsWith(prefix)) best = { code, prefix };
  });
  return best;
}

/**
 * One NDEF record, the only one of its message (MB and ME set): TNF well-known, type "U", the
 * payload the prefix code then the rest of the URI in UTF-8. Short form (one length byte) up to 255
 * bytes of payload, the four-byte length beyond.
 */
export function ndefUriRecord(uri: string): Uint8Array {
  const { code, prefix } = prefixOf(uri);
  const rest = new TextEncoder().encode(uri.slice(prefix.length));
  const payloadLength = 1 + rest.length;
  const short = payloadLength <= 0xff;
  const header = [
    MB | ME | (short ? SR : 0) | TNF_WELL_KNOWN,
    1, // type length
    ...(short
      ? [payloadLength]
      : [
          (payloadLength >>> 24) & 0xff,
          (payloadLength >>> 16) & 0xff,
          (payloadLength >>> 8) & 0xff,
          payloadLength & 0xff,
        ]),
    TYPE_URI,
    code,
  ];
  const record = new Uint8Array(header.length + rest.length);
  record.set(header);
  record.set(rest, header.length);
  return record;
}

/** The message as a Type 2 tag stores it: NDEF TLV (one or three length bytes), then a terminator. */
export function ndefTlv(message: Uint8Array): Uint8Array {
  const length =
    message.length < 0xff
      ? [message.length]
      : [0xff, (message.length >>> 8) & 0xff, message.length & 0xff];
  const tlv = new Uint8Array(1 + length.length + message.length + 1);
  tlv.set([TLV_NDEF, ...length]);
  tlv.set(message, 1 + length.length);
  tlv[tlv.length - 1] = TLV_TERMINATOR;
  return tlv;
}

/** How many bytes of the chip a link takes, and whether an NTAG213 holds it. */
export function chipBytesOf(uri: string): { bytes: number; fits: boolean } {
  const bytes = ndefTlv(ndefUriRecord(uri)).length;
  return { bytes, fits: bytes <= NTAG213_USER_BYTES };
}
