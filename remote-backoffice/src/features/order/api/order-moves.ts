import {
  buildPath,
  paths,
  type ApiSuccess,
  type CancelOrderForm,
  type MarkPaidForm,
  type ShipOrderForm,
  type StaffOrderDetail,
} from 'shared-contracts';
import type { HostRequest } from 'web-kit';
import { getOrderApi } from './get-order';

/** What a move answers: the order as it now is, and the server's words for what was done. */
export interface MoveAnswer {
  detail: StaffOrderDetail;
  message: string | undefined;
}

const post = (pattern: string, params: Record<string, string>, body?: object): HostRequest => ({
  url: buildPath(pattern, params),
  method: 'POST',
  ...(body && { body }),
});

/**
 * The moves staff make on an order, each a POST answering the order's new detail with a message.
 * The answer replaces the cached detail (no second GET); the queue's counts and the audit log
 * change with every move, so those are asked for again when next shown.
 */
export const orderMovesApi = getOrderApi.injectEndpoints({
  endpoints: (build) => {
    const move = <Arg extends { id: string }>(request: (arg: Arg) => HostRequest) =>
      build.mutation<MoveAnswer, Arg>({
        query: request,
        transformResponse: (response: ApiSuccess<StaffOrderDetail>) => ({
          detail: response.result,
          message: response.message,
        }),
        invalidatesTags: ['Queue', 'Audit'],
        async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
          let answer: MoveAnswer;
          try {
            ({ data: answer } = await queryFulfilled);
          } catch {
            return; // the screen shows the refusal; the order is as it was
          }
          dispatch(getOrderApi.util.updateQueryData('getStaffOrder', id, () => answer.detail));
        },
      });

    return {
      confirmOrder: move<{ id: string }>(({ id }) => post(paths.staffOrderConfirm, { id })),
      shipOrder: move<{ id: string } & ShipOrderForm>(({ id, courier, tracking }) =>
        post(paths.staffOrderShip, { id }, { courier, tracking }),
      ),
      deliverOrder: move<{ id: string }>(({ id }) => post(paths.staffOrderDeliver, { id })),
      cancelOrder: move<{ id: string } & CancelOrderForm>(({ id, reason }) =>
        post(paths.staffOrderCancel, { id }, { reason }),
      ),
      markOrderPaid: move<{ id: string } & MarkPaidForm>(({ id, reference }) =>
        post(paths.staffOrderPaid, { id }, { reference }),
      ),
      markCardWritten: move<{ id: string; code: string }>(({ id, code }) =>
        post(paths.staffCardWritten, { id, code }),
      ),
    };
  },
});

export const {
  useConfirmOrderMutation,
  useShipOrderMutation,
  useDeliverOrderMutation,
  useCancelOrderMutation,
  useMarkOrderPaidMutation,
  useMarkCardWrittenMutation,
} = orderMovesApi;
