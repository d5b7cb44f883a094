// The choices of the mailing address's US state select (contract.md §Data: 50 states, DC, the
// territories and the military codes). Codes are USPS abbreviations, which is what the server
// stores; names are the English defaults of the copy keys `State_<code>`.

/** One entry of the US state select. */
interface UsSubdivision {
  readonly code: string;
  readonly name: string;
  readonly kind: 'state' | 'district' | 'territory' | 'military';
}

/** Code and English name of each state and DC, in Intl.Collator('en') order of the names. */
const usStateEntries: readonly [string, string][] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];

const territories: readonly [string, string][] = [
  ['AS', 'American Samoa'],
  ['GU', 'Guam'],
  ['MP', 'Northern Mariana Islands'],
  ['PR', 'Puerto Rico'],
  ['VI', 'U.S. Virgin Islands'],
  ['UM', 'U.S. Minor Outlying Islands'],
];

// APO/FPO addresses use these in place of a state.
const military: readonly [string, string][] = [
  ['AA', 'Armed Forces Americas'],
  ['AE', 'Armed Forces Europe, Middle East, Africa and Canada'],
  ['AP', 'Armed Forces Pacific'],
];

/** Every entry of the US state select: the states and DC alphabetically (written in that order,
 *  which a test holds to Intl.Collator('en')'s: building a collator is ICU work each form page's
 *  start would pay), then the territories, then the military codes, so a claimant scanning for
 *  their state meets the states first. */
export const usSubdivisions: readonly UsSubdivision[] = [
  ...usStateEntries.map(([code, name]) => ({ code, name, kind: code === 'DC' ? ('district' as const) : ('state' as const) })),
  ...territories.map(([code, name]) => ({ code, name, kind: 'territory' as const })),
  ...military.map(([code, name]) => ({ code, name, kind: 'military' as const })),
];

/** The copy key of a US state's name (the demo settlement's copy uses the same keys). */
export function usSubdivisionCopyKey(code: string): string {
  return `State_${code}`;
}
