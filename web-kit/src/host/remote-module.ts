import type { Middleware, Reducer, UnknownAction } from '@reduxjs/toolkit';
import type { ComponentType } from 'react';
import type { ResourceName, ResourceReaders } from './resources';

/**
 * An RTK Query API slice as the shell injects it: its own reducerPath, reducer and middleware,
 * and the shared resources' tags among its own (the shell invalidates them on `resourceChanged`).
 */
export interface RemoteApiSlice {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
  util: {
    resetApiState(): UnknownAction;
    invalidateTags(tags: ResourceName[]): UnknownAction;
  };
}

/**
 * What every remote exposes as `./pages`: its screens by name, its API slice, which the shell
 * injects into its one store before it renders the first screen, the readers of the resources it
 * owns and lends to other remotes, and the host contract it was built against (made with
 * `defineRemote`).
 */
export interface RemoteModule {
  api: RemoteApiSlice;
  pages: Record<string, ComponentType>;
  resources?: ResourceReaders;
  hostContract: number;
}
