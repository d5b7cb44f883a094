// What links claims into a cluster after intake (the campaign job), in the words the desk and the
// flag's reason show: the kind of screening key two claims share, or `story` for free text that
// tells nearly the same story. A kind not listed here is shown by its name.

const campaignEvidenceWords: Readonly<Record<string, string>> = {
  story: 'a nearly identical story',
  person: 'the same name and mailing address',
  email: 'the same email',
  phone: 'the same phone',
  payout: 'the same payout account',
  session: 'the same browser session',
};

/** The words of one kind of evidence. */
export const evidenceWordsOf = (evidence: string): string => campaignEvidenceWords[evidence] ?? evidence;
