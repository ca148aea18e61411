import { IMAGE_ALLOWED_EXTENSIONS, IMAGE_ALLOWED_TYPES, imageMessages } from 'shared-contracts';

const extensions: readonly string[] = IMAGE_ALLOWED_EXTENSIONS;
const types: readonly string[] = IMAGE_ALLOWED_TYPES;

/** Why a chosen file cannot be used (the spec's message), or null when it may be cropped. */
export function imageFileProblem(file: File): string | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot >= 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  if (!extensions.includes(extension)) return imageMessages.extensionNotAllowed;
  if (!types.includes(file.type.toLowerCase())) return imageMessages.invalidType;
  return null;
}
