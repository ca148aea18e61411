import { parseBusinessCardText, type ScannedContact } from 'shared-contracts';
import type { PSM, WorkerParams } from 'tesseract.js';

/**
 * What the browser and the tests share of the OCR: the same Tesseract settings and the same
 * reading of its text, so a card the tests read is read the same on a phone.
 */
export const OCR_LANGUAGE = 'eng';
/** Tesseract's own page segmentation (PSM 3, automatic): finds the card's blocks and lines. */
export const OCR_PARAMETERS: Partial<WorkerParams> = {
  tessedit_pageseg_mode: '3' as PSM,
  preserve_interword_spaces: '1',
};

/** The part of tesseract.js's worker this module uses. */
export interface OcrReader {
  recognize(image: never): Promise<{ data: { text: string } }>;
}

export async function readBusinessCard(
  reader: OcrReader,
  image: unknown,
): Promise<{ text: string; contact: ScannedContact }> {
  const { data } = await reader.recognize(image as never);
  return { text: data.text, contact: parseBusinessCardText(data.text) };
}

/** tesseract.js's log lines, in order, each a share of a first scan's wait. */
const STAGES: Record<string, [start: number, share: number]> = {
  'loading tesseract core': [0, 0.15],
  'initializing tesseract': [0.15, 0.05],
  'loading language traineddata': [0.2, 0.15],
  'initializing api': [0.35, 0.05],
  'recognizing text': [0.4, 0.6],
};

/** One fraction from 0 to 1 for the whole wait, from tesseract.js's per-stage progress. */
export function overallProgress(status: string, progress: number): number | null {
  const stage = STAGES[status];
  if (!stage) return null;
  const [start, share] = stage;
  return Math.min(1, start + share * Math.max(0, Math.min(1, progress)));
}
