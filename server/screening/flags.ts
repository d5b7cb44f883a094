// The named flags screening may put on a claim, what each weighs in the claim's score (0 to 100)
// unless the package sets another weight (settings.ts, `screening.flags`), and what each means,
// for the administrator's documentation (server/README.md lists them).

import type { ScreeningFlagName } from '../../src/contract/screening-flags';

/** Every flag, with its default weight in the score. */
export const flagWeights = {
  /** More claims from one client address in the window than the address limit flags, this one
   *  repeating a session, an identity or the answers of another claim from the address. */
  velocityAddress: 15,
  /** More claims from one browser session in the window than the session limit flags. */
  velocitySession: 30,
  /** More claims with one email, phone or payout account in the window than the identity limit flags. */
  velocityIdentity: 30,
  /** The same normalised name and mailing address as an earlier claim. */
  duplicatePerson: 60,
  /** The same normalised email address as an earlier claim. */
  duplicateEmail: 40,
  /** The same phone number as an earlier claim. */
  duplicatePhone: 30,
  /** The same payout account (or PayPal email) as an earlier claim. */
  sharedPayoutAccount: 50,
  /** A name whose parts are each the same or a typo away, with the same generational suffix, at
   *  a similar address with the same house and unit numbers, as an earlier claim (typos,
   *  abbreviations). Scaled by how common the last name is in the postal code (screen.ts). */
  nearDuplicate: 40,
  /** The hidden honeypot field was filled in: no person sees it. */
  honeypot: 80,
  /** Sent sooner after the session first loaded the site than a person can fill the form, or
   *  without the site ever being loaded in the session. */
  tooFast: 40,
  /** One of many claims with the same answers (apart from name and contact details) in a short time. */
  answerBurst: 50,
  /** Linked after intake into a cluster of many claims by shared keys or a nearly identical story
   *  (campaigns.ts): a ring filing slowly, past every real-time window. */
  campaign: 40,
  /** The session that sent the claim never loaded a page of its form (nor resumed a draft, nor,
   *  for an amendment, opened the case file): a client posting directly (session-signals.ts). */
  pagesNotVisited: 30,
  /** The session sent none of the app's own requests besides the CSRF token and the claim. */
  noAppRequests: 20,
  /** The claim came from an HTTP library or browser automation, or without headers every browser
   *  sends; never judged on a browser's age or on assistive technology. */
  scriptedClient: 40,
  /** An email address at a disposable-mail domain (the maintained list of
   *  `disposable-email-domains-js`): weak alone, since some people guard their inbox this way. */
  disposableEmail: 20,
} as const satisfies Record<ScreeningFlagName, number>;

/** One flag name. */
export type FlagName = keyof typeof flagWeights;

/** Every flag name. */
export const flagNames = Object.keys(flagWeights) as FlagName[];

/** The flags a package may have refuse the claim (409) instead of flagging it: exact duplicates,
 *  where what is refused is known to repeat a stored claim. The velocity limits refuse through
 *  their own `refuseAbove`; a signal that only suggests a script (a near duplicate, the honeypot,
 *  speed, a burst) never refuses, so a person it misjudges is reviewed, not turned away. */
export const refusableFlags = [
  'duplicatePerson',
  'duplicateEmail',
  'duplicatePhone',
  'sharedPayoutAccount',
] as const satisfies readonly FlagName[];

/** A flag as it is raised: its name, why, the reference codes of the claims it matched, and
 *  its weight in the score under the package's settings when it was raised. */
export interface Flag {
  name: FlagName;
  reason: string;
  matches: string[];
  weight: number;
}

/** The score of a set of flags: their weights added, at most 100. */
export function scoreOf(flags: readonly Flag[]): number {
  return Math.min(
    100,
    flags.reduce((sum, flag) => sum + flag.weight, 0),
  );
}
