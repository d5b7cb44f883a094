// The messages of a refused upload. They are sent back in `error` fields, which the client shows
// as they are, in the claim's culture (server/claimant-messages.ts words them).
import { claimantMessage, type ClaimantMessage } from '../claimant-messages';
import type { Settlement } from '../settlement/settlement';
import type { UploadProblem } from '../storage/multipart';
import { formatBytes } from '../../src/engine/format-bytes';

/** The message for an upload problem. */
export function uploadProblemMessage(
  problem: UploadProblem,
  settlement: Pick<Settlement, 'copy'>,
  culture: string | null,
  limits: { fileBytes: number; files: number },
): string {
  const say = (name: ClaimantMessage, values?: Record<string, string | number>) => claimantMessage(settlement, culture, name, values);
  switch (problem.kind) {
    case 'fileType':
    case 'emptyFile':
    case 'duplicateName':
    case 'infected':
      return say(problem.kind, { name: problem.name });
    case 'fileSize':
      return say('fileSize', { name: problem.name, max: formatBytes(limits.fileBytes, culture ?? 'en') });
    case 'twoFilesForOneModel':
    case 'badFileName':
    case 'bodyTooLarge':
      return say(problem.kind);
    case 'tooManyFiles':
      return say('tooManyFiles', { max: limits.files });
    case 'jsonTooLarge':
      return say('invalidPayload');
    case 'storage':
    case 'scanner':
      return say('server');
    case 'aborted':
    case 'malformed':
    case 'unexpectedPart':
      return say('malformed');
  }
}
