import { createContext } from 'react';
import type { ClaimSession } from './claim-session';

// Which claim session a subtree uses. The browser has one per tab (claimSession, the default when
// no provider is above); each page the server renders gets a session of its own, so that two
// renders running at once never see each other's answers. Kept apart from claim-session.ts,
// which pulls in the form engine, so the router (loaded with the first page) can provide it.

/** The claim session in scope; null means the tab's own `claimSession`. */
export const ClaimSessionContext = createContext<ClaimSession | null>(null);
