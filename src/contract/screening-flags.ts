// The flags screening may put on a claim, in the words the administrator's desk shows them with.
// The server weighs each one (server/screening/flags.ts, which must weigh exactly these).

export const screeningFlagWords = {
  velocityAddress: 'Many claims from one address',
  velocitySession: 'Many claims from one browser session',
  velocityIdentity: 'Many claims with one email, phone or payout account',
  duplicatePerson: 'Same name and address as an earlier claim',
  duplicateEmail: 'Same email as an earlier claim',
  duplicatePhone: 'Same phone as an earlier claim',
  sharedPayoutAccount: 'Same payout account as an earlier claim',
  nearDuplicate: 'Nearly the same name at a similar address',
  honeypot: 'Filled in a field no person sees',
  tooFast: 'Sent faster than a person can fill the form',
  answerBurst: 'One of many claims with the same answers',
  campaign: 'One of a cluster of linked claims',
  pagesNotVisited: "Sent without loading the form's pages",
  noAppRequests: 'Sent without the requests the app makes',
  scriptedClient: 'Sent by a script, not a browser',
  disposableEmail: 'Email at a disposable-mail domain',
} as const;

/** One flag's name. */
export type ScreeningFlagName = keyof typeof screeningFlagWords;
