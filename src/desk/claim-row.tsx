import { screeningFlagWords, type ScreeningFlagName } from '@/contract/screening-flags';
import type { CaseState } from '@/contract/case-file';
import { DeskLink } from './desk-link';
import { stateWords, when } from './words';

/** The columns of a claim's row, for the table's head. */
export const claimRowColumns = ['Claim', 'Form', 'Filed', 'Score', 'Flags', 'State', 'Review'];

/** What a row shows of a screened claim (a claim of a cluster may not be screened yet). */
interface ClaimRowData {
  readonly referenceCode: string;
  readonly formType: string;
  readonly createdAt: string;
  readonly score: number | null;
  readonly flags: readonly string[];
  readonly state: CaseState;
  readonly review: string | null;
}

const flagWords = (name: string) => screeningFlagWords[name as ScreeningFlagName] ?? name;

/** One claim in the queue or a cluster: its reference code opens its page. */
export function ClaimRow({ claim }: { claim: ClaimRowData }) {
  return (
    <tr className="border-b border-border align-top">
      <th scope="row" className="p-2 text-start font-normal">
        <DeskLink href={`/admin/claims/${encodeURIComponent(claim.referenceCode)}`} className="text-link underline">
          {claim.referenceCode}
        </DeskLink>
      </th>
      <td className="p-2">{claim.formType}</td>
      <td className="p-2">{when(claim.createdAt)}</td>
      <td className="p-2">{claim.score ?? 'Not screened'}</td>
      <td className="p-2">{claim.flags.map(flagWords).join('; ')}</td>
      <td className="p-2">{stateWords[claim.state]}</td>
      <td className="p-2">{claim.review ?? 'Not yet'}</td>
    </tr>
  );
}
