/** A deadline setting that cannot be interpreted: the message names the deadline key and the bad value. */
export class DeadlineError extends Error {
  /** The deadline key whose setting is wrong. */
  readonly deadlineKey: string;

  constructor(deadlineKey: string, message: string) {
    super(`Deadline '${deadlineKey}': ${message}`);
    this.name = 'DeadlineError';
    this.deadlineKey = deadlineKey;
  }
}
