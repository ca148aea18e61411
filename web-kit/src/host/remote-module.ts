import type { Middleware, Reducer, UnknownAction } from '@reduxjs/toolkit';
import type { ComponentType } from 'react';

/** An RTK Query API slice as the shell injects it: its own reducerPath, reducer and middleware. */
export interface RemoteApiSlice {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
  util: { resetApiState(): UnknownAction };
}

/**
 * What every remote exposes as `./pages`: its screens by name, its API slice, which the shell
 * injects into its one store before it renders the first screen, and the host contract it was
 * built against (made with `defineRemote`).
 */
export interface RemoteModule {
  api: RemoteApiSlice;
  pages: Record<string, ComponentType>;
  hostContract: number;
}
