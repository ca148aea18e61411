import { object, string } from 'yup';
import { walletErrors } from './wallet.js';

/** The pass link's query: the ticket is all it takes. */
export const applePassQuerySchema = object({
  ticket: string().required(walletErrors.ticketRequired),
});
