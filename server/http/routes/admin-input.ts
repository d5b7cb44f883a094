// The admin calls' one way of turning unusable input (a bad filter, date or limit) into a 400.
import type { Context } from 'hono';
import { AdminInputError } from '../../admin/claim-query';
import { jsonError } from '../json-error';

/** Runs a handler, answering 400 with the message when the administrator's input is unusable. */
export async function withInput(c: Context, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AdminInputError) return jsonError(c, 400, error.message);
    throw error;
  }
}
