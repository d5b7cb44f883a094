// What a claimant refused by screening is told, in the claim's language. Nothing here says which
// check refused the claim or what it matched: that is for the administrator.

type Messages = {
  tooMany: (minutes: number) => string;
  duplicate: () => string;
};

const en: Messages = {
  tooMany: (minutes) =>
    `Too many claims have been sent from here in a short time. Your answers are kept: please try again in ${minutes} minute${minutes === 1 ? '' : 's'}. If this keeps happening, contact the settlement administrator.`,
  duplicate: () =>
    'A claim with these details has already been filed, so this one was not accepted. If you believe this is a mistake, contact the settlement administrator.',
};

const es: Messages = {
  tooMany: (minutes) =>
    `Se enviaron demasiados reclamos desde aquí en poco tiempo. Sus respuestas se conservan: vuelva a intentarlo en ${minutes} minuto${minutes === 1 ? '' : 's'}. Si esto continúa, comuníquese con el administrador del acuerdo.`,
  duplicate: () =>
    'Ya se presentó un reclamo con estos datos, por eso no se aceptó este. Si cree que es un error, comuníquese con el administrador del acuerdo.',
};

/** The screening messages of a culture (English when there is none of its own). */
export function screeningMessages(culture: string): Messages {
  return culture === 'es' || culture.startsWith('es-') ? es : en;
}
