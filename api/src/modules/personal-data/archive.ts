import { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';

/** One file of the archive: its bytes are asked for only when its turn comes. */
export interface ArchiveEntry {
  name: string;
  /** Already compressed (JPEG, PNG): stored as is; anything else is deflated. */
  stored?: boolean;
  /** The bytes, in chunks; null when they are not there after all (the entry is left out). */
  open(): Promise<AsyncIterable<Uint8Array> | Iterable<Uint8Array> | null>;
}

/** A text entry (data.json). */
export const textEntry = (name: string, text: string): ArchiveEntry => ({
  name,
  open: async () => [strToU8(text)],
});

/**
 * A zip archive as a stream that is written as it is read: entries are opened one after the other
 * and their chunks pass straight through, so memory holds about one chunk however many images a
 * person has. `onMissing` hears of an entry whose bytes were not there.
 */
export function zipStream(
  entries: Iterable<ArchiveEntry>,
  onMissing?: (name: string) => void,
): Readable {
  async function* chunks(): AsyncGenerator<Uint8Array> {
    const ready: Uint8Array[] = [];
    let failure: Error | null = null;
    // Zip hands its output over synchronously, from inside each push: drained after every push.
    const zip = new Zip((error, data) => {
      if (error) failure = error;
      else ready.push(data);
    });
    const drain = function* () {
      if (failure) throw failure;
      while (ready.length > 0) yield ready.shift()!;
    };
    for (const entry of entries) {
      const source = await entry.open();
      if (!source) {
        onMissing?.(entry.name);
        continue;
      }
      const file = entry.stored
        ? new ZipPassThrough(entry.name)
        : new ZipDeflate(entry.name, { level: 6 });
      zip.add(file);
      for await (const chunk of source) {
        file.push(chunk);
        yield* drain();
      }
      file.push(new Uint8Array(0), true);
      yield* drain();
    }
    zip.end();
    yield* drain();
  }
  return Readable.from(chunks(), { objectMode: false });
}
