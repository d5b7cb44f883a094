// The Sections table of settlements/README.md, generated from the section kinds' schemas and
// descriptions (src/engine/sections), so the README says what the package check accepts.
// `npm run settlement:schema` rewrites it between its markers; a test fails when it is stale.
import { z } from 'zod';
import { pageSectionSchema } from '../../src/contract/page-layouts';

/** The README that holds the table, relative to the project folder. */
export const sectionsReadme = 'settlements/README.md';

const startMarker = '<!-- section kinds: generated from src/engine/sections by npm run settlement:schema -->';
const endMarker = '<!-- end of section kinds -->';

interface MemberSchema {
  readonly description?: string;
  readonly required?: readonly string[];
  readonly properties: Readonly<Record<string, { readonly description?: string }>>;
}

const cell = (text: string) => text.replaceAll('|', '\\|');

/** The table: one row per section kind with what it shows and each property it takes. */
function sectionsTable(): string {
  const rows = pageSectionSchema.options.map((option) => {
    const schema = z.toJSONSchema(option, { io: 'input', unrepresentable: 'any' }) as MemberSchema;
    const properties = Object.entries(schema.properties)
      .filter(([name]) => name !== 'kind')
      .map(([name, property]) => {
        const optional = schema.required?.includes(name) ? '' : ' (optional)';
        return `\`${name}\`${optional}${property.description ? `: ${property.description}` : ''}`;
      });
    return `| \`${option.shape.kind.value}\` | ${cell(schema.description ?? '')} | ${cell(properties.join('<br>'))} |`;
  });
  return ['| `kind` | shows | properties |', '|---|---|---|', ...rows].join('\n');
}

/** The README's text with the table written between its markers. */
export function withSectionsTable(readme: string): string {
  const start = readme.indexOf(startMarker);
  const end = readme.indexOf(endMarker);
  if (start < 0 || end < start) throw new Error(`${sectionsReadme} has lost the markers around the section kinds' table`);
  return `${readme.slice(0, start + startMarker.length)}\n${sectionsTable()}\n${readme.slice(end)}`;
}
