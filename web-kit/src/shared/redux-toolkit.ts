/**
 * What the apps share of @reduxjs/toolkit, provided by the shell as the `@reduxjs/toolkit`
 * singleton (see react-router.ts beside it for why a module rather than the whole package). The
 * names are those the apps import and those RTK Query (`@reduxjs/toolkit/query/react`, shared
 * too) imports from the package: its import of `@reduxjs/toolkit` is answered by this module.
 *
 * web-kit's tests check both lists against this one. Add names freely; never remove one a released
 * remote may still use.
 */
export {
  combineReducers,
  combineSlices,
  configureStore,
  createAction,
  createAsyncThunk,
  createDynamicMiddleware,
  createListenerMiddleware,
  createNextState,
  createSelector,
  createSlice,
  current,
  formatProdErrorMessage,
  isAction,
  isAllOf,
  isAnyOf,
  isAsyncThunkAction,
  isDraft,
  isFulfilled,
  isPending,
  isPlainObject,
  isRejected,
  isRejectedWithValue,
  nanoid,
  prepareAutoBatched,
  SHOULD_AUTOBATCH,
} from '#reduxjs-toolkit';
