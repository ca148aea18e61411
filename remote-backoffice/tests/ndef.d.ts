// The `ndef` library (CommonJS, no types of its own): the part the tests decode with.
declare module 'ndef' {
  interface NdefRecord {
    tnf: number;
    type: string;
    id: number[];
    payload: number[];
  }
  const ndef: {
    TNF_WELL_KNOWN: number;
    RTD_URI: string;
    decodeMessage(bytes: number[]): NdefRecord[];
    encodeMessage(records: NdefRecord[]): number[];
    uriRecord(uri: string): NdefRecord;
    uri: { decodePayload(payload: number[]): string };
  };
  export default ndef;
}
