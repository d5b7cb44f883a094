// A request refused after the deadline that closes its form (claims/deadline-gate.ts decides
// which): 410 Gone, with the answer's own fields and the key of the deadline that passed.
import type { Context } from 'hono';
import type { DeadlineKey } from '../../src/contract/api';
import type { FormType } from '../../src/contract/form-type-names';
import { closedDeadline } from '../claims/deadline-gate';
import type { AppContext } from '../context';
import { readBeganStamp } from './began-stamp-cookie';

/** The body of a refusal after a deadline: the submit and authorize answers' own fields, plus the
 *  key of the deadline that passed, from which the app picks its deadline page. */
export function deadlinePassedBody<T extends object>(fields: T, deadlineKey: DeadlineKey): T & { deadlineKey: DeadlineKey } {
  return { ...fields, deadlineKey };
}

/** The message of the refusal (the app shows its deadline page instead). */
export const DEADLINE_PASSED_MESSAGE = 'The deadline to file this form has passed.';

/** The 410 answer when a deadline closes `formType` for this request's claimant, else null. */
export function deadlineRefusal(c: Context, ctx: AppContext, formType: FormType, fields: object): Response | null {
  const closed = closedDeadline(ctx.settlement, formType, {
    passed: ctx.passedDeadlines,
    now: ctx.now(),
    began: readBeganStamp(c, ctx.csrfSecret),
  });
  return closed ? c.json(deadlinePassedBody(fields, closed), 410) : null;
}
