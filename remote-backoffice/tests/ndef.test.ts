import { describe, expect, it } from '@rstest/core';
import ndef from 'ndef';
import {
  chipBytesOf,
  ndefTlv,
  ndefUriRecord,
  NTAG213_USER_BYTES,
} from '../src/features/order/utils/ndef';

const CARD_URL = 'https://tapfolio.app/c/ABCDEFGHJKMN';

/** The record's bytes as the `ndef` library reads them back. */
const decoded = (uri: string) => ndef.decodeMessage(Array.from(ndefUriRecord(uri)));

describe('ndefUriRecord', () => {
  it('is one well-known "U" record whose payload is the https:// code (0x04) and the rest of the link', () => {
    const records = decoded(CARD_URL);
    expect(records).toHaveLength(1);
    const [record] = records;
    expect(record!.tnf).toBe(ndef.TNF_WELL_KNOWN);
    expect(record!.type).toBe(ndef.RTD_URI);
    expect(record!.payload[0]).toBe(0x04);
    expect(ndef.uri.decodePayload(record!.payload)).toBe(CARD_URL);

    const bytes = ndefUriRecord(CARD_URL);
    // Header MB|ME|SR|TNF=1, type length 1, payload length, "U", then the payload.
    expect(Array.from(bytes.slice(0, 5))).toEqual([0xd1, 0x01, 28, 0x55, 0x04]);
    expect(bytes.length).toBe(4 + 1 + 'tapfolio.app/c/ABCDEFGHJKMN'.length);
  });

  it('is byte for byte the record the library makes', () => {
    for (const uri of [CARD_URL, 'http://localhost:8080/c/7K3QH9DX', 'https://www.example.com/x']) {
      expect(Array.from(ndefUriRecord(uri))).toEqual(ndef.encodeMessage([ndef.uriRecord(uri)]));
    }
  });

  it('takes the longest prefix the table has, and none for an unknown scheme', () => {
    expect(decoded('https://www.tapfolio.app/c/A')[0]!.payload[0]).toBe(0x02);
    expect(decoded('http://localhost/c/A')[0]!.payload[0]).toBe(0x03);
    const odd = decoded('web+tapfolio:c/A')[0]!;
    expect(odd.payload[0]).toBe(0x00);
    expect(ndef.uri.decodePayload(odd.payload)).toBe('web+tapfolio:c/A');
  });

  it('writes a long link as a long record (four length bytes) that still decodes', () => {
    const long = `https://tapfolio.app/${'a'.repeat(300)}`;
    const bytes = ndefUriRecord(long);
    expect(bytes[0]).toBe(0xc1);
    expect(ndef.uri.decodePayload(decoded(long)[0]!.payload)).toBe(long);
  });
});

describe('what an NTAG213 holds', () => {
  it('wraps the message in an NDEF TLV and a terminator', () => {
    const record = ndefUriRecord(CARD_URL);
    const tlv = ndefTlv(record);
    expect(tlv[0]).toBe(0x03);
    expect(tlv[1]).toBe(record.length);
    expect(Array.from(tlv.slice(2, -1))).toEqual(Array.from(record));
    expect(tlv.at(-1)).toBe(0xfe);
  });

  it('holds a real card link with room to spare, and refuses one too long', () => {
    expect(chipBytesOf(CARD_URL)).toEqual({ bytes: 35, fits: true });
    // A card link on a longer public address still fits.
    expect(chipBytesOf('https://cards.tapfolio-business.example.in/c/ABCDEFGHJKMN').fits).toBe(
      true,
    );
    const tooLong = `https://tapfolio.app/c/${'A'.repeat(120)}`;
    expect(chipBytesOf(tooLong).bytes).toBeGreaterThan(NTAG213_USER_BYTES);
    expect(chipBytesOf(tooLong).fits).toBe(false);
  });
});
