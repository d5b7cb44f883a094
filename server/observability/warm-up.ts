// Ready means warm: before /readyz says ready, the server renders the first page of each form the
// settlement offers once, through the same app a claimant's request goes through. The first render
// after a start loads the server entry and its modules and compiles the render path (1.7-4.2 s
// measured); a load balancer that sent the first claimants to a process still cold made them wait
// for it. /healthz answers meanwhile, /readyz answers 503 with `warm: false`. The requests
// themselves are made by the HTTP layer (http/warm-up.ts).
import { pagePath } from '../../src/contract/form-pages';
import type { Settlement } from '../settlement/settlement';

/** The pages rendered before the server is warm: each form's first page as the package lays it
 *  out (its address may only lead there), in the settlement's order. */
export function warmUpPages(settlement: Settlement): string[] {
  return settlement.formTypes.map((formType) => pagePath(formType, settlement.pages[formType]?.[0]?.segment ?? ''));
}
