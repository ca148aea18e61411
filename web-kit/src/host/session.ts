import {
  createAction,
  createSlice,
  current,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import type { UserProfile } from 'shared-contracts';
import type { HostExtra } from './request';

export interface SessionState {
  token: string | null;
  userId: string | null;
  profile: UserProfile | null;
  profileStatus: 'idle' | 'loading' | 'loaded' | 'failed';
}

export const initialSessionState: SessionState = {
  token: null,
  userId: null,
  profile: null,
  profileStatus: 'idle',
};

/** Events a screen reports; the shell's listeners persist the token and redirect. */
export const loggedIn = createAction<{ token: string; userId: string }>('session/loggedIn');
/** A password change revokes older tokens and hands back a fresh one. */
export const tokenRenewed = createAction<{ token: string }>('session/tokenRenewed');
export const loggedOut = createAction('session/loggedOut');
/** The API answered 401, or the sign-in check failed: the stored token is no good. */
export const sessionExpired = createAction('session/expired');
/** The sign-in check (or a refresh of the profile) has asked the API (useFetchProfile). */
export const profileRequested = createAction('session/profileRequested');
/** The profile as the API answered it: the check's outcome, or the answer of an edit. */
export const profileLoaded = createAction<UserProfile>('session/profileLoaded');
/** The check got no profile: the caller decides whether the session is over. */
export const profileFailed = createAction('session/profileFailed');

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {},
  extraReducers: (builder) =>
    builder
      .addCase(loggedIn, (state, { payload }) => ({
        ...initialSessionState,
        token: payload.token,
        userId: payload.userId,
        profile: state.userId === payload.userId ? state.profile : null,
      }))
      .addCase(tokenRenewed, (state, { payload }) => {
        state.token = payload.token;
      })
      .addCase(loggedOut, () => initialSessionState)
      .addCase(sessionExpired, () => initialSessionState)
      .addCase(profileRequested, (state) => {
        state.profileStatus = 'loading';
      })
      .addCase(profileLoaded, (state, { payload }) => {
        // The same profile as the one kept (the check's usual answer to a screen drawn from the
        // copy on the phone) keeps its object, so no screen that shows it draws again. Both are
        // the API's JSON, its keys in the API's order: a difference in order only draws again.
        if (JSON.stringify(current(state).profile) !== JSON.stringify(payload)) {
          state.profile = payload;
        }
        state.profileStatus = 'loaded';
      })
      .addCase(profileFailed, (state) => {
        state.profileStatus = 'failed';
      }),
  selectors: {
    selectToken: (state) => state.token,
    selectUserId: (state) => state.userId,
    selectProfile: (state) => state.profile,
    selectProfileStatus: (state) => state.profileStatus,
  },
});

export const { selectToken, selectUserId, selectProfile, selectProfileStatus } =
  sessionSlice.selectors;

/** The dispatch every screen gets: a thunk it runs gets the host's `extra` (see useHost). */
export type HostDispatch = ThunkDispatch<{ session: SessionState }, HostExtra, UnknownAction>;
export const useHostDispatch = useDispatch.withTypes<HostDispatch>();

export { hasOnboarded } from './onboarded';
