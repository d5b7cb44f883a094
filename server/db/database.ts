// One query layer over two engines: embedded PGlite (a data folder) by default, a PostgreSQL
// server when DATABASE_URL is set. Both speak the same SQL, so the queries live once in
// server/db/*.ts and only this file knows which engine runs them.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { migrate } from './migrations';

/** Something that runs parameterised SQL ($1, $2 ...). */
export interface Queryable {
  query<T>(sql: string, params?: readonly unknown[]): Promise<{ rows: T[] }>;
}

/** The database handle the routes use. */
export interface Database extends Queryable {
  /** Which engine answers: embedded `pglite` or a `postgres` server. */
  readonly engine: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Opens the database the settings name and brings its schema up to date. */
export async function openDatabase(options: { dataDir: string; databaseUrl: string | null }): Promise<Database> {
  const db = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite(join(options.dataDir, 'db'));
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

async function openPglite(dir: string): Promise<Database> {
  await mkdir(dir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = await PGlite.create(dir);
  return {
    engine: 'pglite',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await pg.query<T>(sql, [...params]);
      return { rows: result.rows };
    },
    transaction<T>(work: (tx: Queryable) => Promise<T>) {
      return pg.transaction((tx) =>
        work({
          async query<R>(sql: string, params: readonly unknown[] = []) {
            const result = await tx.query<R>(sql, [...params]);
            return { rows: result.rows };
          },
        }),
      );
    },
    close: () => pg.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  // Loaded only when DATABASE_URL is set, so the embedded path never needs the pg driver.
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  const client = await pool.connect();
  client.release();
  return {
    engine: 'postgres',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await pool.query(sql, [...params]);
      return { rows: result.rows as T[] };
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      const conn = await pool.connect();
      try {
        await conn.query('BEGIN');
        const result = await work({
          async query<R>(sql: string, params: readonly unknown[] = []) {
            const r = await conn.query(sql, [...params]);
            return { rows: r.rows as R[] };
          },
        });
        await conn.query('COMMIT');
        return result;
      } catch (error) {
        await conn.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}
