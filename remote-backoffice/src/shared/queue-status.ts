import { QUEUE_STATUSES } from 'shared-contracts';

export type QueueStatus = (typeof QUEUE_STATUSES)[number];

export const isQueueStatus = (value: unknown): value is QueueStatus =>
  (QUEUE_STATUSES as readonly unknown[]).includes(value);
