// Every message the server itself words for claimants (an upload refused, a claim refused, a
// fault, a sign-in refused), each under a copy key with its English text. A settlement package may
// give any of these keys in any culture's copy file, with the same {parameters} or fewer; a culture
// without the key gets the English text. The client shows these messages as they are, so a claim
// filed in a culture nobody on the team wrote is answered in that culture once its package says how.
// Messages whose exact words the contract fixes (the captcha, the deadline, a claim that cannot
// be sent) are not here: they are constants in src/contract/messages.ts.
import { paramsOf } from '../src/contract/copy-catalogue';
import { fillPlaceholders } from '../src/engine/message-params';
import { mailCopy } from './mail/mail-copy';
import type { Settlement } from './settlement/settlement';

function message<K extends string>(key: K, englishText: string) {
  return { key, englishText, params: new Set(paramsOf(englishText)) } as const;
}

/** The server's claimant messages by name. */
export const claimantMessages = {
  fileType: message('Server_Upload_FileType', 'The file "{name}" is not an accepted type. Use PDF, JPG, PNG, HEIC, DOC, DOCX or TXT.'),
  fileSize: message('Server_Upload_FileSize', 'The file "{name}" is too large. The largest file allowed is {max}.'),
  emptyFile: message('Server_Upload_EmptyFile', 'The file "{name}" is empty.'),
  duplicateName: message('Server_Upload_DuplicateName', 'The file "{name}" already exists. Each document needs a different file name.'),
  infected: message(
    'Server_Upload_Infected',
    'The file "{name}" was not accepted because it appears to contain a virus or other harmful content. Remove it and upload a different file.',
  ),
  twoFilesForOneModel: message('Server_Upload_TwoFilesForOneDocument', 'Each document can have only one file.'),
  badFileName: message('Server_Upload_BadFileName', 'A file name is missing or not valid.'),
  tooManyFiles: message('Server_Upload_TooManyFiles', 'A claim can include at most {max} files.'),
  malformed: message('Server_Claim_Malformed', 'The claim could not be read. Please try again.'),
  bodyTooLarge: message('Server_Claim_TooLarge', 'The claim is too large to send. Remove some documents and try again.'),
  invalidPayload: message('Server_Claim_InvalidData', 'The claim data is not valid. Please reload the page and try again.'),
  invalidAnswers: message('Server_Claim_InvalidAnswers', 'Some answers are missing or not valid. Please review your claim and try again.'),
  culture: message('Server_Claim_Culture', 'The language of the claim is missing or not supported.'),
  unauthorized: message('Server_Claim_Unauthorized', 'Your session has ended. Please enter your claim ID and PIN again.'),
  documentWithoutFile: message('Server_Claim_DocumentWithoutFile', 'A document was added without its file. Upload the file again.'),
  fileWithoutDocument: message('Server_Claim_FileWithoutDocument', 'A file was sent without its document details. Please try again.'),
  fileMismatch: message('Server_Claim_FileIncomplete', 'The file "{name}" did not arrive complete. Please try again.'),
  minimumDocuments: message('Server_Claim_MinimumDocuments', 'Please provide documentation to support your claim (at least {min}).'),
  idempotencyMismatch: message(
    'Server_Claim_AlreadyReceived',
    'This submission was already received with different answers. Please reload the page.',
  ),
  credentialsMismatch: message('Server_Claim_OtherClaimId', 'The claim ID in this claim is not the one you signed in with.'),
  server: message('Server_Claim_NotSaved', 'Your claim could not be saved. Please try again.'),
  restarting: message('Server_Restarting', 'The server is restarting. Please try again.'),
  tooManyClaims: message(
    'Server_Screening_TooMany',
    'Too many claims have been sent from here in a short time. Your answers are kept: please try again in {minutes}. If this keeps happening, contact the settlement administrator.',
  ),
  uploadsAtOnce: message(
    'Server_Upload_TooManyAtOnce',
    'Too many claims are being sent from here at the same time. Your answers are kept: please wait a few seconds and try again.',
  ),
  duplicateClaim: message(
    'Server_Screening_Duplicate',
    'A claim with these details has already been filed, so this one was not accepted. If you believe this is a mistake, contact the settlement administrator.',
  ),
  credentialsMissing: message('Server_Authorize_Missing', 'Enter your claim ID and PIN.'),
  tooManyAttempts: message('Server_Authorize_TooMany', 'Too many attempts. Please wait {minutes} and try again.'),
  credentialsWrong: message('Server_Authorize_NoMatch', 'The claim ID and PIN do not match our records.'),
  caseCodeWrong: message(
    'Server_Case_CodeWrong',
    'That code is not right, or it has expired or been used. Ask for a new code and use the newest one.',
  ),
  caseSignedOut: message('Server_Case_SignedOut', 'You are not signed in to a claim. Please sign in again.'),
  caseCureClosed: message(
    'Server_Case_CureClosed',
    'This claim cannot be corrected now: it is not waiting for a correction, or the time to correct it has passed.',
  ),
  caseCureMismatch: message(
    'Server_Case_CureMismatch',
    'Send a correction of each item listed, and nothing else. Please reload the page and try again.',
  ),
  caseAppealClosed: message(
    'Server_Case_AppealClosed',
    'This decision cannot be appealed now: an appeal was already made, or the time to appeal has passed.',
  ),
  caseAddressClosed: message(
    'Server_Case_AddressClosed',
    'The address of this claim can no longer be changed here, or it changed meanwhile. Reload the page; contact the settlement administrator if you need to change it.',
  ),
  casePayoutClosed: message(
    'Server_Case_PayoutClosed',
    'The payment method of this claim can no longer be changed here, or it changed meanwhile. Reload the page; contact the settlement administrator if it needs to change.',
  ),
  caseAmendClosed: message(
    'Server_Case_AmendClosed',
    'This claim can no longer be changed here: it has been decided on, or it changed meanwhile. Reload your claim to see where it stands.',
  ),
  caseUncured: message('Server_Case_Uncured', 'The corrections this claim needed were not received by the date they were due.'),
  caseStatementMissing: message('Server_Case_StatementMissing', 'Write why you are appealing (at most 5000 characters).'),
  draftNotFound: message('Server_Draft_NotFound', 'This link to saved answers is not valid or has expired. Please start the form again.'),
  draftNeedsAuthorization: message(
    'Server_Draft_NeedsAuthorization',
    'This form cannot be saved to continue later. Please complete it in one visit.',
  ),
  draftEmail: message('Server_Draft_Email', 'Enter a valid email address to send the link to.'),
  draftTooLarge: message('Server_Draft_TooLarge', 'Your answers are too large to save. Remove some documents and try again.'),
  draftsTooMany: message(
    'Server_Draft_TooMany',
    'Too many forms have been saved from here in a short time. Your answers are kept: please try again later.',
  ),
  draftsFull: message('Server_Draft_Full', 'Your answers cannot be saved right now. They are kept on this page: please try again later.'),
  // The mails' copy (mail/mail-copy.ts): optional in a package, English without it, never sent to the app.
  ...mailCopy,
} as const;

export type ClaimantMessage = keyof typeof claimantMessages;

/** Each message's key to the {parameters} the server fills in: what a package's text may use. */
export const claimantMessageParameters: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.values(claimantMessages).map((m) => [m.key, m.params]),
);

/** Words a message in `culture` (the package's text, else English), its {parameters} filled in. */
export function claimantMessage(
  settlement: Pick<Settlement, 'copy'>,
  culture: string | null,
  name: ClaimantMessage,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const { key, englishText } = claimantMessages[name];
  const text = (culture !== null && settlement.copy[culture]?.[key]) || englishText;
  return fillPlaceholders(text, values);
}

/** A number of minutes with its unit, in the culture's own words and plural ("1 minute",
 *  "15 minutes", "15 minutos"), for the {minutes} parameter. */
export function minutesIn(culture: string | null, minutes: number): string {
  const format = (locale: string) => new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(minutes);
  try {
    return format(culture ?? 'en');
  } catch {
    return format('en');
  }
}

/** The enabled culture a request prefers (its Accept-Language, in order, a region falling back to
 *  its language), for answers given before the claim says its culture; null when none is enabled.
 *  Language tags are matched without regard to case, as HTTP defines them ("pt-br" is "pt-BR"). */
export function requestCulture(
  settlement: { readonly info: { readonly cultures: Readonly<Record<string, string>> } },
  acceptLanguage: string | undefined,
): string | null {
  if (!acceptLanguage) return null;
  const enabled = new Map(Object.keys(settlement.info.cultures).map((code) => [code.toLowerCase(), code]));
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const match = enabled.get(tag) ?? enabled.get(tag.split('-')[0]!);
    if (match) return match;
  }
  return null;
}
