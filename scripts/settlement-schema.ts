// `npm run settlement:schema`: writes the JSON Schemas of the settlement package files into
// settlements/schema/ (generated from the server's zod schemas; commit the result).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageJsonSchemas, schemaFolder } from '../server/settlement/json-schemas';

mkdirSync(schemaFolder, { recursive: true });
for (const [name, text] of Object.entries(packageJsonSchemas())) {
  writeFileSync(join(schemaFolder, name), text);
  console.info(`wrote ${join(schemaFolder, name)}`);
}
