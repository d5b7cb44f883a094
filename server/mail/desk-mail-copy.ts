// The copy of the mails to the people of the administrator's desk (not claimants). The desk is a
// staff tool in English (src/desk/words.ts), so these texts are not package copy: no culture,
// no package override. Each names only the values its mail carries, and never a sign-in link.
import { paramsOf } from '../../src/contract/copy-catalogue';

function deskText(englishText: string) {
  return { englishText, params: new Set(paramsOf(englishText)) } as const;
}

/** The texts of the desk's mails. */
export const deskMailCopy = {
  deskLinkSubject: deskText('A sign-in link to the claims desk was issued for you'),
  deskLinkGreeting: deskText('Dear {name},'),
  deskLinkBody: deskText(
    "A one-time sign-in link to the administrator's desk of the claims site was issued for you on {issuedOn}. This mail does not contain it: the administrator who issued it gives it to you, and it works once, for a few minutes.",
  ),
  deskLinkWarning: deskText(
    'If you did not expect a sign-in link, do not open any link you are sent for the desk, and tell the settlement administrator at once: someone may be trying to sign in as you.',
  ),
  deskLinkClosing: deskText('The claims site'),
} as const;

/** The name of one desk mail text. */
export type DeskMailText = keyof typeof deskMailCopy;
