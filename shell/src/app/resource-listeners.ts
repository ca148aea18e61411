import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { resourceChanged, type RemoteApiSlice } from 'web-kit';

type StartListening = ListenerMiddlewareInstance['startListening'];

/**
 * A remote changed a resource another remote's slice holds: every injected slice invalidates its
 * tag, so the slice that holds it asks again (RTK Query invalidates only within one slice).
 */
export function addResourceListeners(startListening: StartListening, apis: () => RemoteApiSlice[]) {
  startListening({
    actionCreator: resourceChanged,
    effect: ({ payload }, api) => {
      for (const slice of apis()) api.dispatch(slice.util.invalidateTags([payload]));
    },
  });
}
