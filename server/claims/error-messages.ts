// Messages the server sends back in `error` fields. The client shows them as they are (contract.md
// §Errors: server error strings are stored as the form's error message), so they are written
// for claimants, in the claim's language when it is known.
import { INVALID_RECAPTCHA } from '../../src/contract/messages';
import type { UploadProblem } from '../storage/multipart';

type Culture = 'en' | 'es';

const en = {
  fileType: (n: string) => `The file "${n}" is not an accepted type. Use PDF, JPG, PNG, HEIC, DOC, DOCX or TXT.`,
  fileSize: (n: string, max: string) => `The file "${n}" is too large. The largest file allowed is ${max}.`,
  emptyFile: (n: string) => `The file "${n}" is empty.`,
  duplicateName: (n: string) => `The file "${n}" already exists. Each document needs a different file name.`,
  twoFilesForOneModel: () => 'Each document can have only one file.',
  badFileName: () => 'A file name is missing or not valid.',
  tooManyFiles: (max: number) => `A claim can include at most ${max} files.`,
  malformed: () => 'The claim could not be read. Please try again.',
  bodyTooLarge: () => 'The claim is too large to send. Remove some documents and try again.',
  invalidPayload: () => 'The claim data is not valid. Please reload the page and try again.',
  invalidAnswers: () => 'Some answers are missing or not valid. Please review your claim and try again.',
  culture: () => 'The language of the claim is missing or not supported.',
  captcha: () => INVALID_RECAPTCHA,
  unauthorized: () => 'Your session has ended. Please enter your claim ID and PIN again.',
  documentWithoutFile: () => 'A document was added without its file. Upload the file again.',
  fileWithoutDocument: () => 'A file was sent without its document details. Please try again.',
  fileMismatch: (n: string) => `The file "${n}" did not arrive complete. Please try again.`,
  minimumDocuments: (min: number) => `Please provide documentation to support your claim (at least ${min}).`,
  idempotencyMismatch: () => 'This submission was already received with different answers. Please reload the page.',
  credentialsMismatch: () => 'The claim ID in this claim is not the one you signed in with.',
  server: () => 'Your claim could not be saved. Please try again.',
};

const es: typeof en = {
  fileType: (n) => `El archivo "${n}" no es de un tipo aceptado. Use PDF, JPG, PNG, HEIC, DOC, DOCX o TXT.`,
  fileSize: (n, max) => `El archivo "${n}" es demasiado grande. El tamaño máximo permitido es ${max}.`,
  emptyFile: (n) => `El archivo "${n}" está vacío.`,
  duplicateName: (n) => `El archivo "${n}" ya existe. Cada documento necesita un nombre de archivo diferente.`,
  twoFilesForOneModel: () => 'Cada documento puede tener un solo archivo.',
  badFileName: () => 'Falta un nombre de archivo o no es válido.',
  tooManyFiles: (max) => `Un reclamo puede incluir como máximo ${max} archivos.`,
  malformed: () => 'No pudimos leer el reclamo. Inténtelo de nuevo.',
  bodyTooLarge: () => 'El reclamo es demasiado grande para enviarlo. Quite algunos documentos e inténtelo de nuevo.',
  invalidPayload: () => 'Los datos del reclamo no son válidos. Vuelva a cargar la página e inténtelo de nuevo.',
  invalidAnswers: () => 'Faltan respuestas o algunas no son válidas. Revise su reclamo e inténtelo de nuevo.',
  culture: () => 'Falta el idioma del reclamo o no es compatible.',
  captcha: () => INVALID_RECAPTCHA,
  unauthorized: () => 'Su sesión terminó. Ingrese de nuevo su número de reclamo y su PIN.',
  documentWithoutFile: () => 'Se agregó un documento sin su archivo. Cargue el archivo de nuevo.',
  fileWithoutDocument: () => 'Se envió un archivo sin los datos de su documento. Inténtelo de nuevo.',
  fileMismatch: (n) => `El archivo "${n}" no llegó completo. Inténtelo de nuevo.`,
  minimumDocuments: (min) => `Proporcione documentación que respalde su reclamo (al menos ${min}).`,
  idempotencyMismatch: () => 'Este envío ya se recibió con otras respuestas. Vuelva a cargar la página.',
  credentialsMismatch: () => 'El número de reclamo de este reclamo no es con el que inició sesión.',
  server: () => 'No pudimos guardar su reclamo. Inténtelo de nuevo.',
};

/** The server's claimant-facing messages in a culture (English when unknown). */
export function messagesFor(culture: string | null | undefined): typeof en {
  return (culture as Culture) === 'es' ? es : en;
}

/** Bytes as a short size for messages ("25 MB"). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** The message for an upload problem. */
export function uploadProblemMessage(
  problem: UploadProblem,
  culture: string | null | undefined,
  limits: { fileBytes: number; files: number },
): string {
  const m = messagesFor(culture);
  switch (problem.kind) {
    case 'fileType':
      return m.fileType(problem.name);
    case 'fileSize':
      return m.fileSize(problem.name, formatBytes(limits.fileBytes));
    case 'emptyFile':
      return m.emptyFile(problem.name);
    case 'duplicateName':
      return m.duplicateName(problem.name);
    case 'twoFilesForOneModel':
      return m.twoFilesForOneModel();
    case 'badFileName':
      return m.badFileName();
    case 'tooManyFiles':
      return m.tooManyFiles(limits.files);
    case 'bodyTooLarge':
      return m.bodyTooLarge();
    case 'jsonTooLarge':
      return m.invalidPayload();
    case 'storage':
      return m.server();
    case 'aborted':
    case 'malformed':
    case 'unexpectedPart':
      return m.malformed();
  }
}
