import { mixed, object, string, type InferType } from 'yup';
import {
  QR_DEFAULT_FORMAT,
  QR_DEFAULT_SIZE,
  QR_FORMATS,
  QR_MAX_SIZE,
  QR_MIN_SIZE,
  qrErrors,
  type QrFormat,
} from './qr.js';

/** A query-string integer: "512" is 512; "", "5e2", "512.5" and "-1" are refused, never guessed. */
const size = () =>
  mixed<number>()
    .transform((value: unknown) =>
      typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value,
    )
    .test(
      'qr-size',
      qrErrors.sizeInvalid,
      (value) =>
        value === undefined ||
        (typeof value === 'number' &&
          Number.isInteger(value) &&
          value >= QR_MIN_SIZE &&
          value <= QR_MAX_SIZE),
    );

/** The QR route's query; unknown parameters (a campaign tag on a shared link) are ignored. */
export const qrQuerySchema = object({
  format: string<QrFormat>()
    .typeError(qrErrors.formatInvalid)
    .oneOf(QR_FORMATS, qrErrors.formatInvalid)
    .default(QR_DEFAULT_FORMAT),
  size: size().default(QR_DEFAULT_SIZE),
  download: string<'0' | '1'>()
    .typeError(qrErrors.downloadInvalid)
    .oneOf(['0', '1'], qrErrors.downloadInvalid)
    .default('0'),
});
export type QrQuery = InferType<typeof qrQuerySchema>;
