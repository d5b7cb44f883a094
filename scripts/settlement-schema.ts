// `npm run settlement:schema`: writes the JSON Schemas of the settlement package files into
// settlements/schema/, and the tables of section kinds, the server's messages, the app copy keys,
// the address block's fields and the package formats into settlements/README.md (generated from
// the server's zod schemas and the definitions they name; commit the result).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageJsonSchemas, schemaFolder } from '../server/settlement/json-schemas';
import { withMessagesTable } from '../server/settlement/messages-table';
import { withReferenceTables } from '../server/settlement/reference-tables';
import { sectionsReadme, withSectionsTable } from '../server/settlement/sections-table';

mkdirSync(schemaFolder, { recursive: true });
for (const [name, text] of Object.entries(packageJsonSchemas())) {
  writeFileSync(join(schemaFolder, name), text);
  console.info(`wrote ${join(schemaFolder, name)}`);
}
writeFileSync(sectionsReadme, withReferenceTables(withMessagesTable(withSectionsTable(readFileSync(sectionsReadme, 'utf8')))));
console.info(`wrote the tables of section kinds, server messages, app copy keys, address fields and package formats in ${sectionsReadme}`);
