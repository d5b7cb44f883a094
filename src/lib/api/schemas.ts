// The contract schemas the client checks requests and answers against. The client loads this
// module on its first call rather than at start-up, so zod stays out of the entry script and
// downloads while that first request is on the wire. Every schema of the contract's calls
// (src/contract/api.ts) is here, so a call's row in get-calls.ts names it without a line here.
import { z } from 'zod';
import { authorizeResponseSchema } from '@/contract/api';

// The one re-export allowed (CONTRIBUTING.md): the client looks its schemas up by name in this lazy chunk.
export * from '@/contract/api';
export { formPagesResponseSchema } from '@/contract/page-layouts';

/** The failed-authorize body: the contract shows only an error, so authorized may be left out. */
export const authorizeFailureSchema = authorizeResponseSchema.extend({ authorized: z.literal(false).default(false) });

/** The tracking answer is not shown by the contract: any body (usually none) is accepted. */
export const trackingAnswerSchema = z.unknown();
