// The JSON Schemas of the package files, generated from the zod schemas the server checks them
// with, so the two never disagree. `npm run settlement:schema` writes them to settlements/schema/;
// a test fails when the written files are stale.
import { z } from 'zod';
import { packageFileSchemas } from './package-schema';

/** Where the schemas are written, relative to the project folder. */
export const schemaFolder = 'settlements/schema';

/** Marks every object without a catch-all as closed, as the package check treats it (an unknown
 *  property is a problem there), so an editor flags the same typos while they are typed. */
function closeObjects(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(closeObjects);
  if (typeof node !== 'object' || node === null) return;
  const record = node as Record<string, unknown>;
  if (record.type === 'object' && record.properties !== undefined && !('additionalProperties' in record))
    record.additionalProperties = false;
  Object.values(record).forEach(closeObjects);
}

/** Each file's JSON Schema as the text written to `<name>.schema.json`. */
export function packageJsonSchemas(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(packageFileSchemas).map(([name, schema]) => {
      // The input side: what an administrator writes, before any transform (PascalCase keys stay).
      const jsonSchema = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' });
      closeObjects(jsonSchema);
      return [`${name}.schema.json`, `${JSON.stringify({ ...jsonSchema, title: `Settlement package: ${name}` }, null, 2)}\n`];
    }),
  );
}
