import { chipTexts } from '../../../shared/messages';
import { chipBytesOf } from './ndef';

/** The part of Web NFC (Chrome on Android) the console uses. */
interface NdefRecordRead {
  recordType: string;
  data?: DataView | null;
}
export interface NdefReadingEvent extends Event {
  message: { records: readonly NdefRecordRead[] };
}
interface NdefReader extends EventTarget {
  write(
    message: { records: { recordType: 'url'; data: string }[] },
    options?: { signal?: AbortSignal },
  ): Promise<void>;
  scan(options?: { signal?: AbortSignal }): Promise<void>;
}
type NdefReaderConstructor = new () => NdefReader;

/** Whether this browser can write chips; elsewhere staff write them with a phone app. */
export const hasWebNfc = () => typeof window !== 'undefined' && 'NDEFReader' in window;

/** A failure said plainly, for the screen to show as it is. */
export class ChipError extends Error {}

/** How long the read-back waits for the chip after writing. */
export const READ_BACK_MS = 15_000;

export type ChipStep = 'writing' | 'checking';

function plainly(error: unknown, fallback: string): ChipError {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'NotAllowedError') return new ChipError(chipTexts.notAllowed);
  if (name === 'NotSupportedError') return new ChipError(chipTexts.notSupported);
  return new ChipError(fallback);
}

const decoder = new TextDecoder();

/** The link a read chip holds: its first URL record's text, or null. */
function linkOf(event: NdefReadingEvent): string | null {
  const record = event.message.records.find(
    (candidate) => candidate.recordType === 'url' || candidate.recordType === 'absolute-url',
  );
  return record?.data ? decoder.decode(record.data) : null;
}

/** Scans once and answers the link of the first chip read, within READ_BACK_MS. */
function readBack(reader: NdefReader): Promise<string | null> {
  const controller = new AbortController();
  return new Promise((resolve, reject) => {
    const finish = () => {
      clearTimeout(timer);
      reader.removeEventListener('reading', onReading);
      reader.removeEventListener('readingerror', onError);
      controller.abort();
    };
    const onReading = (event: Event) => {
      finish();
      resolve(linkOf(event as NdefReadingEvent));
    };
    const onError = () => {
      finish();
      reject(new ChipError(chipTexts.notRead));
    };
    const timer = setTimeout(() => {
      finish();
      reject(new ChipError(chipTexts.readTimeout));
    }, READ_BACK_MS);
    reader.addEventListener('reading', onReading);
    reader.addEventListener('readingerror', onError);
    reader.scan({ signal: controller.signal }).catch((error: unknown) => {
      finish();
      reject(plainly(error, chipTexts.notRead));
    });
  });
}

/**
 * Writes `url` to the chip held to the phone as one URL record, then reads the chip back and
 * checks it holds exactly that link. Rejects with a ChipError saying what went wrong.
 */
export async function writeChip(url: string, onStep: (step: ChipStep) => void): Promise<void> {
  const { bytes, fits } = chipBytesOf(url);
  if (!fits) throw new ChipError(chipTexts.tooLong(bytes));
  const Reader = (window as unknown as { NDEFReader: NdefReaderConstructor }).NDEFReader;
  const reader = new Reader();
  onStep('writing');
  try {
    await reader.write({ records: [{ recordType: 'url', data: url }] });
  } catch (error) {
    throw plainly(error, chipTexts.notWritten);
  }
  onStep('checking');
  const found = await readBack(reader);
  if (found !== url) throw new ChipError(chipTexts.mismatch(found));
}
