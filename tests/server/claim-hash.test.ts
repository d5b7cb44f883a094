import { describe, expect, it } from 'vitest';
import type { SubmissionPayload } from '@/contract/api';
import { claimHash, type HashedDocument } from '@server/claims/claim-hash';
import { sampleStandardClaim } from '../support/sample-claim';

// The claim hash decides whether a second submit under one Idempotency-Key is a retry of the
// same claim (answer with its reference code) or another claim (refuse): per-attempt values and
// random model ids must not count, answers and document contents must.

const receipt = { clientId: 'documentContexts-doc00001', name: 'receipt.pdf', size: 4096, type: 'application/pdf' };
const file = (owner = receipt.clientId, sha256 = 'a'.repeat(64), name = receipt.name): HashedDocument => ({
  modelClientId: owner,
  originalName: name,
  sizeBytes: 4096,
  sha256,
});

/** The claim with one model id replaced everywhere it appears, as a re-added document has. */
function renamed(payload: SubmissionPayload, from: string, to: string): SubmissionPayload {
  return JSON.parse(JSON.stringify(payload).replaceAll(from, to)) as SubmissionPayload;
}

describe('claimHash', () => {
  const claim = sampleStandardClaim([receipt], { reCaptchaResponse: 'token-first' });
  const hash = claimHash(claim, [file()]);

  it('is the same for a retry with a fresh captcha token, in another key order', () => {
    const retry = Object.fromEntries(
      Object.entries({ ...claim, reCaptchaResponse: 'token-second', captchaRawValue: 'typed' }).reverse(),
    ) as SubmissionPayload;
    expect(claimHash(retry, [file()])).toBe(hash);
  });

  it('is the same when a document was added again after a reload, under a new model id', () => {
    const again = renamed(claim, receipt.clientId, 'documentContexts-zz99yy88');
    expect(again.documentContexts[0]!.clientId).toBe('documentContexts-zz99yy88');
    expect(claimHash(again, [file('documentContexts-zz99yy88')])).toBe(hash);
  });

  it('differs when an answer differs', () => {
    const other = {
      ...claim,
      claimantInfo: { ...claim.claimantInfo!, fields: { ...claim.claimantInfo!.fields, firstName: 'Someone else' } },
    };
    expect(claimHash(other, [file()])).not.toBe(hash);
  });

  it('differs when a document has other contents or another name', () => {
    expect(claimHash(claim, [file(receipt.clientId, 'b'.repeat(64))])).not.toBe(hash);
    expect(claimHash(claim, [file(receipt.clientId, 'a'.repeat(64), 'other.pdf')])).not.toBe(hash);
  });
});
