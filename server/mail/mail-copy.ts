// The copy of the mails the server sends, each under a copy key with its English text. A package
// gives these keys in its copy files like the server's other messages (claimant-messages.ts, which
// lists them with those): optional, with the same {parameters} or fewer; a Spanish culture without
// a key gets the built-in Spanish (mail-copy-es.ts), any other the English text. Each text is plain text: the mail's HTML part escapes it and lays it out
// in the theme's colours (render.ts). A claim's mail says only what its parameters carry.
import { paramsOf } from '../../src/contract/copy-catalogue';

function mailText<K extends string>(key: K, englishText: string) {
  return { key, englishText, params: new Set(paramsOf(englishText)) } as const;
}

/** The copy of the server's mails: the confirmation sent when a claim is filed, the case file's
 *  sign-in code and notices of each change, and the mail that carries a saved draft's resume link. */
export const mailCopy = {
  claimReceivedSubject: mailText('Mail_ClaimReceived_Subject', 'We received your claim {referenceCode}'),
  claimReceivedGreeting: mailText('Mail_ClaimReceived_Greeting', 'Dear {name},'),
  claimReceivedBody: mailText(
    'Mail_ClaimReceived_Body',
    'Thank you for filing your claim. Your reference code is {referenceCode}. Keep it: you will need it if you contact the settlement administrator.',
  ),
  claimReceivedLink: mailText('Mail_ClaimReceived_Link', 'Settlement website: {link}'),
  claimReceivedClosing: mailText('Mail_ClaimReceived_Closing', 'The Settlement Administrator'),
  caseCodeSubject: mailText('Mail_CaseCode_Subject', 'Your code to see claim {referenceCode}'),
  caseCodeBody: mailText(
    'Mail_CaseCode_Body',
    'Your code to sign in to claim {referenceCode} is {code}. It works once, within 15 minutes. If you did not ask for it, ignore this mail: nobody can sign in without the code.',
  ),
  caseUpdateSubject: mailText('Mail_CaseUpdate_Subject', 'Your claim {referenceCode} has been updated'),
  caseInReviewBody: mailText('Mail_CaseInReview_Body', 'Your claim {referenceCode} is being reviewed.'),
  caseDeficientBody: mailText(
    'Mail_CaseDeficient_Body',
    'Your claim {referenceCode} needs action from you by {date}. Sign in to your claim to see what to fix, and fix it there.',
  ),
  caseApprovedBody: mailText('Mail_CaseApproved_Body', 'Your claim {referenceCode} has been approved.'),
  caseDeniedBody: mailText(
    'Mail_CaseDenied_Body',
    'Your claim {referenceCode} has been denied. Sign in to your claim to read why and, while an appeal is open, to appeal.',
  ),
  caseAppealedBody: mailText('Mail_CaseAppealed_Body', 'We received your appeal of the decision on claim {referenceCode}.'),
  casePaidBody: mailText('Mail_CasePaid_Body', 'Your claim {referenceCode} has been paid.'),
  caseAddressSubject: mailText('Mail_CaseAddress_Subject', 'The mailing address of claim {referenceCode} was changed'),
  caseAddressBody: mailText(
    'Mail_CaseAddress_Body',
    'The mailing address of your claim {referenceCode} was changed on the settlement website. If you did not change it, contact the settlement administrator at once.',
  ),
  casePayoutSubject: mailText('Mail_CasePayout_Subject', 'The payment method of claim {referenceCode} was changed'),
  casePayoutBody: mailText(
    'Mail_CasePayout_Body',
    'The way your claim {referenceCode} will be paid was changed on the settlement website. If you did not change it, someone else may have signed in to your claim: contact the settlement administrator at once, before the payment is made, and do not share the codes we email you.',
  ),
  caseAmendedSubject: mailText('Mail_CaseAmended_Subject', 'We received the changes to your claim {referenceCode}'),
  caseAmendedBody: mailText(
    'Mail_CaseAmended_Body',
    'Your claim {referenceCode} was changed on the settlement website, and we have kept the changes. If you did not make them, contact the settlement administrator at once.',
  ),
  caseLink: mailText('Mail_Case_Link', 'See your claim: {link}'),
  draftSavedSubject: mailText('Mail_DraftSaved_Subject', 'Continue your claim form'),
  draftSavedBody: mailText(
    'Mail_DraftSaved_Body',
    'Your answers are saved. To continue where you left off, on this or another device, open this link before {expiresOn}:',
  ),
  draftSavedLink: mailText('Mail_DraftSaved_Link', '{link}'),
  draftSavedWarning: mailText(
    'Mail_DraftSaved_Warning',
    'Anyone with this link can see your answers: do not share it. If you did not save a claim form, ignore this mail.',
  ),
  draftSavedClosing: mailText('Mail_DraftSaved_Closing', 'The Settlement Administrator'),
} as const;

/** The name of one mail text. */
export type MailText = keyof typeof mailCopy;
