import type { DeadlineKey } from '@/contract/api';

/** One page of a form's wizard before it is linked into the navigation state. */
export interface PageDefinition<Ctx = unknown> {
  /** The route path of the page. */
  readonly path: string;
  /** Other exact paths that show the same page (the documents-upload start page has three). */
  readonly aliases?: readonly string[];
  /** Whether the session-timeout warning runs on this page. */
  readonly enableTimeout?: boolean;
  /** Whether the authorization guard protects this page. */
  readonly requiresAuthorization?: boolean;
  /** Deadlines that close this page once passed. */
  readonly deadlineKeys?: readonly DeadlineKey[];
  /** When true for the current answers, next and back jump over this page. */
  readonly skip?: (ctx: Ctx) => boolean;
}
