import { createAction } from '@reduxjs/toolkit';
import { useMemo } from 'react';
import { useDispatch } from 'react-redux';

export type ToastKind = 'success' | 'error' | 'info';

/**
 * A screen asks for a toast; the shell's toaster shows it below the header, one at a time (a new
 * one replaces the one showing: a success removes the error it answers), until its time is up or
 * the person moves to another screen.
 */
export const toastRequested = createAction<{ kind: ToastKind; message: string }>(
  'ui/toastRequested',
);

export function useNotify() {
  const dispatch = useDispatch();
  return useMemo(
    () => ({
      success: (message: string) => dispatch(toastRequested({ kind: 'success', message })),
      error: (message: string) => dispatch(toastRequested({ kind: 'error', message })),
      info: (message: string) => dispatch(toastRequested({ kind: 'info', message })),
    }),
    [dispatch],
  );
}
