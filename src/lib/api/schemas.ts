// The contract schemas the client checks requests and answers against. The client loads this
// module on its first call rather than at start-up, so zod stays out of the entry script and
// downloads while that first request is on the wire. Every schema of the contract's calls
// (src/contract/api.ts) is here, and the table's half that names each call's schemas
// (src/contract/call-schemas.ts), where a GET row of get-calls.ts finds its answer's.
import { z } from 'zod';
import { authorizeResponseSchema } from '@/contract/api';
import { caseActionResponseSchema, caseFileSchema } from '@/contract/case-file';

// The one re-export allowed (CONTRIBUTING.md): the client looks its schemas up by name in this lazy chunk.
export * from '@/contract/api';
export { formPagesResponseSchema } from '@/contract/page-layouts';
export { callSchemas } from '@/contract/call-schemas';
export {
  appealDocumentPart,
  caseActionResponseSchema,
  caseAddressSchema,
  caseAppealSchema,
  caseClaimSchema,
  caseCodeRequestSchema,
  caseCureSchema,
  caseEventSchema,
  caseFileSchema,
  caseJsonPart,
  caseSignInRequestSchema,
  caseSignInResponseSchema,
} from '@/contract/case-file';

/** The failed-authorize body: the contract shows only an error, so authorized may be left out. */
export const authorizeFailureSchema = authorizeResponseSchema.extend({ authorized: z.literal(false).default(false) });

/** The tracking answer is not shown by the contract: any body (usually none) is accepted. */
export const trackingAnswerSchema = z.unknown();

/** A case call refused with a message (400, 401, 409, 429): `{ error }`, the case file left out. */
export const caseRefusalSchema = caseActionResponseSchema.extend({ caseFile: caseFileSchema.nullable().default(null) });

/** The answer of a sign-in code request: nothing on 202, `{ error }` when refused. */
export const caseCodeAnswerSchema = z
  .object({ error: z.string().nullable().default(null) })
  .optional()
  .transform((answer) => ({ error: answer?.error ?? null }));

/** Sign-out answers 204 without a body. */
export const caseSignOutAnswerSchema = z.unknown();
