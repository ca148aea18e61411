const MAX_LENGTH = 100;
const FALLBACK = 'image';

/**
 * The uploader's file name as we keep and show it: no folders, no control or reserved characters,
 * at most 100 characters with the extension kept. It is only a label; keys are made by the server.
 */
export function sanitiseFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}<>:"|?*]/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (!cleaned) return FALLBACK;
  const chars = Array.from(cleaned);
  if (chars.length <= MAX_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 6 ? cleaned.slice(dot) : '';
  return Array.from(cleaned.slice(0, cleaned.length - extension.length))
    .slice(0, MAX_LENGTH - extension.length)
    .join('')
    .trimEnd()
    .concat(extension);
}
