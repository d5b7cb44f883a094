// The mails' copy in Spanish: what a claim filed in Spanish is mailed in while the package's
// copy/es.json lacks the key (the demo gives only the confirmation and the draft's mail). Typed by
// the mails' texts, so a mail text added in English does not compile until it has its Spanish too.
import type { MailText } from './mail-copy';

/** Spanish text of every mail text, by name; the same {parameters} as the English. */
export const spanishMailCopy: Readonly<Record<MailText, string>> = {
  claimReceivedSubject: 'Recibimos su reclamo {referenceCode}',
  claimReceivedGreeting: 'Estimado/a {name}:',
  claimReceivedBody:
    'Gracias por presentar su reclamo. Su código de referencia es {referenceCode}. Consérvelo: lo necesitará si se comunica con el administrador del acuerdo.',
  claimReceivedLink: 'Sitio web del acuerdo: {link}',
  claimReceivedClosing: 'El Administrador del Acuerdo',
  caseCodeSubject: 'Su código para ver el reclamo {referenceCode}',
  caseCodeBody:
    'Su código para iniciar sesión en el reclamo {referenceCode} es {code}. Sirve una sola vez, durante 15 minutos. Si usted no lo pidió, ignore este correo: nadie puede iniciar sesión sin el código.',
  caseUpdateSubject: 'Su reclamo {referenceCode} fue actualizado',
  caseInReviewBody: 'Su reclamo {referenceCode} está en revisión.',
  caseDeficientBody:
    'Su reclamo {referenceCode} requiere una acción de su parte a más tardar el {date}. Inicie sesión en su reclamo para ver qué debe corregir y corríjalo allí.',
  caseApprovedBody: 'Su reclamo {referenceCode} fue aprobado.',
  caseDeniedBody:
    'Su reclamo {referenceCode} fue denegado. Inicie sesión en su reclamo para leer el motivo y, mientras el plazo de apelación siga abierto, para apelar.',
  caseAppealedBody: 'Recibimos su apelación de la decisión sobre el reclamo {referenceCode}.',
  casePaidBody: 'Su reclamo {referenceCode} fue pagado.',
  caseAddressSubject: 'Se cambió la dirección postal del reclamo {referenceCode}',
  caseAddressBody:
    'La dirección postal de su reclamo {referenceCode} se cambió en el sitio web del acuerdo. Si usted no la cambió, comuníquese de inmediato con el administrador del acuerdo.',
  casePayoutSubject: 'Se cambió la forma de pago del reclamo {referenceCode}',
  casePayoutBody:
    'La forma en que se pagará su reclamo {referenceCode} se cambió en el sitio web del acuerdo. Si usted no la cambió, es posible que otra persona haya iniciado sesión en su reclamo: comuníquese de inmediato con el administrador del acuerdo, antes de que se haga el pago, y no comparta los códigos que le enviamos por correo.',
  caseAmendedSubject: 'Recibimos los cambios de su reclamo {referenceCode}',
  caseAmendedBody:
    'Su reclamo {referenceCode} se modificó en el sitio web del acuerdo y guardamos los cambios. Si usted no los hizo, comuníquese de inmediato con el administrador del acuerdo.',
  caseLink: 'Vea su reclamo: {link}',
  draftSavedSubject: 'Continúe su formulario de reclamo',
  draftSavedBody:
    'Sus respuestas están guardadas. Para continuar donde lo dejó, en este u otro dispositivo, abra este enlace antes del {expiresOn}:',
  draftSavedLink: '{link}',
  draftSavedWarning:
    'Cualquier persona con este enlace puede ver sus respuestas: no lo comparta. Si usted no guardó un formulario de reclamo, ignore este correo.',
  draftSavedClosing: 'El Administrador del Acuerdo',
};

/** The built-in mail copy of a culture ('es', 'es-MX' ...), or null for English or a culture the
 *  repository does not ship (which gets the English text). */
export function builtInMailCopy(culture: string): Readonly<Record<MailText, string>> | null {
  return culture.split('-')[0]?.toLowerCase() === 'es' ? spanishMailCopy : null;
}
