// The claims list a page at a time and one claim in full, for GET /api/admin/claims[/<code>]
// and `npm run admin -- list|show`.
import { claimPage, type ClaimFilter, type ClaimPosition } from '../db/claim-pages';
import { findClaimByReference, listClaimFiles } from '../db/claims';
import type { Queryable } from '../db/database';
import { encodeCursor } from './claim-query';
import { claimView, type ClaimView } from './claim-view';
import type { ClaimOpener } from './reveal';

/** A claim in the list: enough to find it; its URL has the whole claim. */
interface ClaimSummary {
  referenceCode: string;
  formType: string;
  culture: string;
  createdAt: string;
  fileCount: number;
  url: string;
}

/** A page of the list and the cursor of the next one (null on the last page). */
interface ClaimListPage {
  claims: ClaimSummary[];
  nextCursor: string | null;
}

/** Up to `limit` claims of the filter after the cursor's position, oldest first. */
export async function listClaims(db: Queryable, filter: ClaimFilter, after: ClaimPosition | null, limit: number): Promise<ClaimListPage> {
  // One more than asked tells whether another page follows, without an empty last page.
  const rows = await claimPage(db, filter, after, limit + 1);
  const page = rows.slice(0, limit);
  return {
    claims: page.map((c) => ({
      referenceCode: c.referenceCode,
      formType: c.formType,
      culture: c.culture,
      createdAt: c.createdAt.toISOString(),
      fileCount: c.fileCount,
      url: `/api/admin/claims/${encodeURIComponent(c.referenceCode)}`,
    })),
    nextCursor: rows.length > limit ? encodeCursor(page.at(-1)!.position) : null,
  };
}

/** The claim with this reference code (as given, or upper-cased), with its documents. */
export async function findClaimView(db: Queryable, referenceCode: string, open: ClaimOpener): Promise<ClaimView | null> {
  const stored = (await findClaimByReference(db, referenceCode)) ?? (await findClaimByReference(db, referenceCode.trim().toUpperCase()));
  const claim = stored && (await open([stored]))[0]!;
  return claim ? claimView(claim, await listClaimFiles(db, claim.id)) : null;
}
