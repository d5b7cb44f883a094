// Option lists of the demo configs. Option labels are copy keys (State_CA, Country_DE ...);
// their English and Spanish values are built here: state names from a table, country names from
// the runtime's ICU data, so the list stays correct without a hand-kept translation.

/** US states, DC, territories and military codes (contract.md §Data), with Spanish names where they differ. */
const usStates: readonly [code: string, en: string, es?: string][] = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia', 'Distrito de Columbia'],
  ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii', 'Hawái'], ['ID', 'Idaho'], ['IL', 'Illinois'],
  ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana', 'Luisiana'],
  ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan', 'Míchigan'], ['MN', 'Minnesota'],
  ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'],
  ['NH', 'New Hampshire', 'Nuevo Hampshire'], ['NJ', 'New Jersey', 'Nueva Jersey'], ['NM', 'New Mexico', 'Nuevo México'],
  ['NY', 'New York', 'Nueva York'], ['NC', 'North Carolina', 'Carolina del Norte'], ['ND', 'North Dakota', 'Dakota del Norte'],
  ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon', 'Oregón'], ['PA', 'Pennsylvania', 'Pensilvania'],
  ['RI', 'Rhode Island'], ['SC', 'South Carolina', 'Carolina del Sur'], ['SD', 'South Dakota', 'Dakota del Sur'],
  ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'],
  ['WA', 'Washington'], ['WV', 'West Virginia', 'Virginia Occidental'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
  ['AS', 'American Samoa', 'Samoa Americana'], ['GU', 'Guam'], ['MP', 'Northern Mariana Islands', 'Islas Marianas del Norte'],
  ['PR', 'Puerto Rico'], ['VI', 'U.S. Virgin Islands', 'Islas Vírgenes de los EE. UU.'],
  ['FM', 'Federated States of Micronesia', 'Estados Federados de Micronesia'], ['MH', 'Marshall Islands', 'Islas Marshall'],
  ['PW', 'Palau'],
  ['AA', 'Armed Forces Americas', 'Fuerzas Armadas de las Américas'],
  ['AE', 'Armed Forces Europe, Middle East, Africa and Canada', 'Fuerzas Armadas de Europa, Oriente Medio, África y Canadá'],
  ['AP', 'Armed Forces Pacific', 'Fuerzas Armadas del Pacífico'],
];

// UN member states plus a few commonly listed places (about 190 entries, contract.md §Data).
const countryCodes =
  'AF AL DZ AD AO AG AR AM AU AT AZ BS BH BD BB BY BE BZ BJ BT BO BA BW BR BN BG BF BI CV KH CM CA CF TD CL CN CO KM CG CD CR CI HR CU CY CZ DK DJ DM DO EC EG SV GQ ER EE SZ ET FJ FI FR GA GM GE DE GH GR GD GT GN GW GY HT HN HU IS IN ID IR IQ IE IL IT JM JP JO KZ KE KI KP KR KW KG LA LV LB LS LR LY LI LT LU MG MW MY MV ML MT MH MR MU MX FM MD MC MN ME MA MZ MM NA NR NP NL NZ NI NE NG MK NO OM PK PW PA PG PY PE PH PL PT QA RO RU RW KN LC VC WS SM ST SA SN RS SC SL SG SK SI SB SO ZA SS ES LK SD SR SE CH SY TJ TZ TH TL TG TO TT TN TR TM TV UG UA AE GB US UY UZ VU VE VN YE ZM ZW HK MO TW PS VA'.split(' ');

/** An option with a copy key as its label, plus that key's English and Spanish values. */
export interface LocalizedOption {
  value: string;
  label: string;
  en: string;
  es: string;
}

/** US state options (select of mailingSubDivision). */
export const stateOptions: readonly LocalizedOption[] = usStates.map(([code, en, es]) => ({
  value: code,
  label: `State_${code}`,
  en,
  es: es ?? en,
}));

const regionEn = new Intl.DisplayNames(['en'], { type: 'region' });
const regionEs = new Intl.DisplayNames(['es'], { type: 'region' });

/** Country options, United States first, then by English name (select of mailingCountry). */
export const countryOptions: readonly LocalizedOption[] = countryCodes
  .map((code) => ({ value: code, label: `Country_${code}`, en: regionEn.of(code) ?? code, es: regionEs.of(code) ?? code }))
  .sort((a, b) => (a.value === 'US' ? -1 : b.value === 'US' ? 1 : a.en.localeCompare(b.en, 'en')));
