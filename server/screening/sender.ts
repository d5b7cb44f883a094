// What screening reads of the request that sent a claim, as plain values: the HTTP layer reads
// them from the request (http/claim-sender.ts), so the checks themselves never see one.

/** The request that sent a claim, as the bot signals look at it. */
export interface ClaimSender {
  /** The hidden honeypot field's value as sent (the app sends it empty), if it was sent. */
  readonly honeypot: string | undefined;
  /** When the claim's session first loaded the site (its verified first-visit stamp, epoch ms),
   *  or null without a valid stamp. */
  readonly firstVisitAt: number | null;
  /** The headers that tell a browser from a script, as sent. */
  readonly userAgent: string | undefined;
  readonly acceptLanguage: string | undefined;
  readonly secFetchMode: string | undefined;
  /** Where the request was sent (its Host and Origin headers and its URL): whether the browser
   *  saw a secure context, where it sends the Sec-Fetch-* headers. */
  readonly host: string | undefined;
  readonly origin: string | undefined;
  readonly url: string;
}
