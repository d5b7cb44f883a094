import { ApiError } from './errors';

/** The server refused a call because a deadline of the form has passed (410): the app shows its
 *  deadline page for that deadline instead of an error. */
export class DeadlinePassedError extends ApiError {
  /** The deadline key the server named (globalDeadline, claimFilingDeadline, ...), or null if it named none. */
  readonly deadlineKey: string | null;

  constructor(init: { endpoint: string; userMessage: string; deadlineKey: string | null }) {
    super({
      kind: 'status',
      status: 410,
      userMessage: init.userMessage,
      endpoint: init.endpoint,
      detail: `deadline ${init.deadlineKey ?? '(unnamed)'} has passed`,
    });
    this.deadlineKey = init.deadlineKey;
  }
}

/** The deadline key of a 410 answer's body, or null when the body names none. */
export function deadlineKeyOf(text: string): string | null {
  try {
    const body: unknown = JSON.parse(text);
    const key = typeof body === 'object' && body !== null ? (body as { deadlineKey?: unknown }).deadlineKey : undefined;
    return typeof key === 'string' && /^[A-Za-z]{1,64}$/.test(key) ? key : null;
  } catch {
    return null;
  }
}
