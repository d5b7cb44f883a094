// `npm run settlement:schema`: writes the JSON Schemas of the settlement package files into
// settlements/schema/, and the tables of section kinds and of the server's messages into
// settlements/README.md (generated from the server's zod schemas, the section kinds' definitions
// and server/claimant-messages.ts; commit the result).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageJsonSchemas, schemaFolder } from '../server/settlement/json-schemas';
import { withMessagesTable } from '../server/settlement/messages-table';
import { sectionsReadme, withSectionsTable } from '../server/settlement/sections-table';

mkdirSync(schemaFolder, { recursive: true });
for (const [name, text] of Object.entries(packageJsonSchemas())) {
  writeFileSync(join(schemaFolder, name), text);
  console.info(`wrote ${join(schemaFolder, name)}`);
}
writeFileSync(sectionsReadme, withMessagesTable(withSectionsTable(readFileSync(sectionsReadme, 'utf8'))));
console.info(`wrote the section kinds' and the server messages' tables in ${sectionsReadme}`);
