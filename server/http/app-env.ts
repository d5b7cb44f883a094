// The Hono environment every route and middleware is typed with: what the app keeps per request
// beside the request itself. The domain's shared state is AppContext (server/context.ts).
import type { HttpBindings } from '@hono/node-server';
import type { SubmitResponse } from '../../src/contract/api';

/** Hono environment of the app: the raw Node request and response when served by @hono/node-server. */
export interface AppEnv {
  Bindings: Partial<HttpBindings>;
  Variables: {
    cspNonce: string | undefined;
    /** The body of a submit's answer, kept by the submit route for the claim's log line and
     *  counters (http/request-log.ts), which then need not read the answer back. */
    submitAnswer: SubmitResponse | undefined;
  };
}
