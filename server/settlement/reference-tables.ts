// Three tables of settlements/README.md generated from the definitions, so what an administrator
// reads is what the server does: every app copy key with its English default and parameters
// (copy-catalogue.ts, the Spanish beside it in copy-defaults-es.ts), the fields of the address
// block (its section definition), and the package formats with what to do for each
// (package-formats.ts). `npm run settlement:schema` rewrites them between their markers; a test
// fails when one is stale.
import { catalogue } from '../../src/contract/copy-catalogue';
import { addressKeys } from '../../src/contract/form-pages';
import { sectionDefinitions } from '../../src/engine/sections/registry';
import { packageFormats } from './package-formats';

const cell = (text: string) => text.replaceAll('|', '\\|');
const parameterList = (params: readonly string[]) => (params.length ? params.map((name) => `\`{${name}}\``).join(', ') : '');

/** Every app copy key, group by group: its English default, or that the settlement must write it. */
function copyKeysTable(): string {
  const rows = Object.entries(catalogue).flatMap(([group, entries]) =>
    Object.values(entries).map(
      ({ key, defaultText, params }) =>
        `| ${group} | \`${key}\` | ${defaultText === null ? '**required**: no default' : cell(defaultText)} | ${parameterList(params)} |`,
    ),
  );
  return ['| group | copy key | English default | parameters |', '|---|---|---|---|', ...rows].join('\n');
}

/** What each field of the address block is; typed by the block's keys, so a new one needs a line. */
const addressFieldDocs: { readonly [K in keyof typeof addressKeys]: string } = {
  streetLine1: 'First street line.',
  streetLine2: 'Second street line; shown when the section sets `secondLine`.',
  city: 'City.',
  subDivision: 'US state: a select of the states, shown while the country is the United States.',
  postalCode: 'US ZIP code, shown while the country is the United States.',
  subDivisionNonUS: 'State, province or region outside the United States, shown for any other country.',
  postalCodeNonUS: 'Postal code outside the United States, shown for any other country.',
  country:
    'Country: a select with the United States first, shown first when the section sets `international` (the model must then have this field); empty means the United States. Changing between the United States and elsewhere empties the fields of the other side.',
};

/** The address block's fields in the order it shows them, which of them the model must have. */
function addressFieldsTable(): string {
  const shows = sectionDefinitions.address.shows({ kind: 'address', mapping: 'mapping', international: true, secondLine: true });
  const fields = shows && 'fields' in shows ? shows.fields : undefined;
  if (!fields || !('block' in fields)) throw new Error('the address section no longer names its block of fields');
  const needed = new Set<string>(fields.needs);
  const docOf = new Map<string, string>(
    Object.entries(addressKeys).map(([name, key]) => [key, addressFieldDocs[name as keyof typeof addressKeys]]),
  );
  const rows = fields.block.map((key) => `| \`${key}\` | ${needed.has(key) ? 'yes' : 'no'} | ${cell(docOf.get(key) ?? '')} |`);
  return ['| field key | the model must have it | what it is |', '|---|---|---|', ...rows].join('\n');
}

/** Every package format, with what it added and what an administrator does about it. */
function formatsTable(): string {
  const rows = packageFormats.map(
    ({ version, shipped, added, upgrade }) => `| ${version} | ${shipped} | ${cell(added)} | ${cell(upgrade)} |`,
  );
  return ['| `formatVersion` | shipped | what it added | to bring an older package up to it |', '|---|---|---|---|', ...rows].join('\n');
}

const tables = {
  'app copy keys': { source: 'src/contract/copy-catalogue.ts', table: copyKeysTable },
  'address fields': { source: 'src/engine/sections/kinds/address.ts', table: addressFieldsTable },
  'package formats': { source: 'server/settlement/package-formats.ts', table: formatsTable },
} as const;

/** The README's text with each table written between its markers. */
export function withReferenceTables(readme: string): string {
  let text = readme;
  for (const [name, { source, table }] of Object.entries(tables)) {
    const startMarker = `<!-- ${name}: generated from ${source} by npm run settlement:schema -->`;
    const endMarker = `<!-- end of ${name} -->`;
    const start = text.indexOf(startMarker);
    const end = text.indexOf(endMarker);
    if (start < 0 || end < start) throw new Error(`settlements/README.md has lost the markers around the ${name} table`);
    text = `${text.slice(0, start + startMarker.length)}\n${table()}\n${text.slice(end)}`;
  }
  return text;
}
