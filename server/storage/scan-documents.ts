// Malware scanning of a claim's documents (CLAMD_ADDRESS): each document is read back from the
// store once it is written and streamed to clamd, before the claim is accepted. The scan fails
// closed: a document is accepted only on clamd's "OK", so while clamd is down or silent the claim
// is refused with a problem the claimant may retry, and its files are removed like any refused
// claim's (claims/file-claim.ts).
import { log } from '../observability/log';
import { scanStream, type ClamdAddress } from './clamd';
import type { ReceivedFile, UploadProblem } from './multipart';
import type { DocumentStore } from './store';

/** Scans every document of a claim (all at once: a claim has few); null when all are clean. An
 *  infected document wins over a scan that failed, so the claimant learns which file to replace. */
export async function scanDocuments(
  address: ClamdAddress,
  store: Pick<DocumentStore, 'open'>,
  claimId: string,
  files: readonly ReceivedFile[],
): Promise<UploadProblem | null> {
  const results = await Promise.allSettled(files.map(async (file) => scanStream(address, await store.open(file.staged.location))));
  let failure: unknown = null;
  for (const [i, result] of results.entries()) {
    const file = files[i]!;
    if (result.status === 'rejected') {
      failure ??= result.reason;
    } else if (result.value.infected) {
      log.warn({ claimId, document: file.staged.storedName, signature: result.value.signature }, 'Upload refused: clamd found malware');
      return { kind: 'infected', name: file.originalName };
    }
  }
  return failure === null ? null : { kind: 'scanner', cause: failure };
}
