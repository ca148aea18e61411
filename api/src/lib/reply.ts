import type { ApiSuccess } from 'shared-contracts';

export function ok<T>(result: T, message?: string): ApiSuccess<T> {
  return message === undefined ? { success: true, result } : { success: true, result, message };
}
