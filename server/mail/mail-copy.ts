// The copy of the mails the server sends, each under a copy key with its English text. A package
// gives these keys in its copy files like the server's other messages (claimant-messages.ts, which
// lists them with those): optional, with the same {parameters} or fewer; a culture without a key
// gets the English text. Each text is plain text: the mail's HTML part escapes it and lays it out
// in the theme's colours (render.ts). A claim's mail says only what its parameters carry.
import { paramsOf } from '../../src/contract/copy-catalogue';

function mailText<K extends string>(key: K, englishText: string) {
  return { key, englishText, params: new Set(paramsOf(englishText)) } as const;
}

/** The copy of the confirmation mail sent when a claim is filed, and of the mail that carries a
 *  saved draft's resume link. */
export const mailCopy = {
  claimReceivedSubject: mailText('Mail_ClaimReceived_Subject', 'We received your claim {referenceCode}'),
  claimReceivedGreeting: mailText('Mail_ClaimReceived_Greeting', 'Dear {name},'),
  claimReceivedBody: mailText(
    'Mail_ClaimReceived_Body',
    'Thank you for filing your claim. Your reference code is {referenceCode}. Keep it: you will need it if you contact the settlement administrator.',
  ),
  claimReceivedLink: mailText('Mail_ClaimReceived_Link', 'Settlement website: {link}'),
  claimReceivedClosing: mailText('Mail_ClaimReceived_Closing', 'The Settlement Administrator'),
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
