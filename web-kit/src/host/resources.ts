import { createAction, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { AddressBookEntry, PortfolioResult } from 'shared-contracts';
import type { HostExtra } from './request';
import type { HostDispatch, SessionState } from './session';

type SessionRoot = { session: SessionState };

/**
 * The resources one remote owns and others read, named by the tag its owner's slice gives them.
 * Only the owner's slice fetches one (remote-auth the address book, remote-portfolio the own
 * portfolio): "automatic tag invalidation only works within a single API slice", so a second
 * slice holding it would go stale or need a forced refetch.
 *
 * Every remote's slice lists these among its `tagTypes` (RemoteApiSlice asks for it), so the
 * shell can invalidate one in all of them, and a slice may tag what it derives from one.
 */
export const RESOURCE_NAMES = ['AddressBook', 'OwnPortfolio'] as const;

export type ResourceName = (typeof RESOURCE_NAMES)[number];

/** What each resource is, as its owner's query answers it. */
export interface SharedResources {
  AddressBook: AddressBookEntry[];
  OwnPortfolio: PortfolioResult;
}

/**
 * A host event: a remote changed a resource that another remote's slice holds (onboarding makes
 * the portfolio). The shell invalidates that tag in every injected slice, so its owner asks again.
 * An owner's own changes need no event: they invalidate within its slice.
 */
export const resourceChanged = createAction<ResourceName>('resources/changed');

/** A resource as its owner's cache holds it: RTK Query's query state, in brief. */
export interface ResourceState<T> {
  status: 'uninitialized' | 'pending' | 'fulfilled' | 'rejected';
  data?: T;
  error?: unknown;
}

/** One reader's hold on the resource: kept in the cache until let go, asked for again on demand. */
export interface ResourceSubscription {
  unsubscribe(): void;
  refetch(): unknown;
}

/**
 * What an owner lends for one resource (through its `./pages` module's `resources`): RTK Query's
 * subscribe and select on its own slice, without hooks, so a remote loaded later can read it.
 */
export interface ResourceReader<T> {
  subscribe(dispatch: HostDispatch): ResourceSubscription;
  select(state: unknown): ResourceState<T>;
}

export type ResourceReaders = { [N in ResourceName]?: ResourceReader<SharedResources[N]> };

/** The endpoint of a query without an argument, as RTK Query builds it. */
interface QueryEndpoint<T> {
  initiate(arg: void): ThunkAction<ResourceSubscription, SessionRoot, HostExtra, UnknownAction>;
  select(arg: void): (state: never) => ResourceState<T>;
}

/** An owner's reader for one of its queries (`api.endpoints.getAddressBook`). */
export function resourceReader<T>(endpoint: QueryEndpoint<T>): ResourceReader<T> {
  return {
    subscribe: (dispatch) => dispatch(endpoint.initiate()),
    select: endpoint.select() as (state: unknown) => ResourceState<T>,
  };
}
