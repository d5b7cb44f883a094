import { randomBytes } from 'node:crypto';
import type { Queryable } from './database';

/** A random secret kept in the database, created on first use. Servers sharing one database
 *  share it, so a CSRF token one of them issued is accepted by the others and after a restart. */
export async function getOrCreateSecret(db: Queryable, name: string): Promise<Buffer> {
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    randomBytes(32).toString('base64'),
  ]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [name]);
  const value = rows[0]?.value;
  if (!value) throw new Error(`Secret ${name} could not be read back.`);
  return Buffer.from(value, 'base64');
}
