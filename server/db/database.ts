// One query layer over two engines: embedded PGlite (a data folder) by default, a PostgreSQL
// server when DATABASE_URL is set. Both speak the same SQL, so the queries live once in
// server/db/*.ts and only this file knows which engine runs them.
import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { log } from '../observability/log';
import { migrate } from './migrations';

/** Something that runs parameterised SQL ($1, $2 ...). */
export interface Queryable {
  query<T>(sql: string, params?: readonly unknown[]): Promise<{ rows: T[] }>;
}

/** One database connection kept apart from the pool, for session state such as advisory locks. */
export interface Session extends Queryable {
  /** Called once if the connection breaks (the server restarted, the network dropped). */
  onLost(listener: (error: Error) => void): void;
  release(): Promise<void>;
}

/** The database handle the routes use. */
export interface Database extends Queryable {
  /** Which engine answers: embedded `pglite` or a `postgres` server. */
  readonly engine: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** A connection of its own (PGlite has only one: the session is the database itself). */
  session(): Promise<Session>;
  /** Connections of the pool (PGlite: its one connection), for the metrics. */
  poolUse(): PoolUse;
  close(): Promise<void>;
}

/** How much of the connection pool is in use. */
interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
  max: number;
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
  const query = async <T>(sql: string, params: readonly unknown[] = []) => {
    const result = await pg.query<T>(sql, [...params]);
    return { rows: result.rows };
  };
  return {
    engine: 'pglite',
    query,
    poolUse: () => ({ total: 1, idle: 1, waiting: 0, max: 1 }),
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
    // In-process: the connection cannot break apart from the database itself.
    session: () => Promise.resolve({ query, onLost: () => undefined, release: () => Promise.resolve() }),
    close: () => pg.close(),
  };
}

/** True for errors that mean the connection itself failed (the database is away or restarting):
 *  the request may succeed if tried again, and the connection must not go back to the pool. */
export function isUnavailable(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown };
  const code = typeof e?.code === 'string' ? e.code : '';
  // 57P0x: the server is shutting down or was restarted; 08xxx: connection exceptions.
  if (code.startsWith('57P0') || code.startsWith('08') || /^E(CONNREFUSED|CONNRESET|PIPE|TIMEDOUT|HOSTUNREACH|AI_AGAIN)$/.test(code))
    return true;
  // 'timeout exceeded when trying to connect': every connection of the pool stayed busy.
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect|ECONNREFUSED|ECONNRESET|the database system is (starting up|shutting down)/i.test(
    String(e?.message ?? ''),
  );
}

/** Names of the prepared statements, by SQL text. */
const statementNames = new Map<string, string>();

/** Statements that return every column of a table (`SELECT *`, `c.*`, `RETURNING *`). */
const everyColumn = /(^|[\s,(.])\*\s*(,|FROM\b|$)/i;

/** A query for node-postgres. Parameterised statements are named, so each connection parses and
 *  plans one once and then only binds it: about half of the database's work on a claim went into
 *  parsing and planning the same few statements again. A name is derived from its text, so the
 *  same name always means the same statement. Statements without parameters go as plain text
 *  (they may hold several commands, which a prepared statement cannot), and so do those returning
 *  every column: a migration that adds a column while another server runs (a rolling upgrade)
 *  would change their result, which PostgreSQL refuses for a prepared statement. */
function prepared(sql: string, params: readonly unknown[]): { name?: string; text: string; values: unknown[] } {
  if (params.length === 0 || everyColumn.test(sql)) return { text: sql, values: [...params] };
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `s${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    statementNames.set(sql, name);
  }
  return { name, text: sql, values: [...params] };
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  // connectionTimeoutMillis: an unreachable server fails a request within seconds (the claimant
  // gets the retry message) instead of holding it until the client gives up.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => log.warn({ err: error }, 'PostgreSQL pool error (an idle connection was lost)'));
  const client = await pool.connect();
  client.release();
  return {
    engine: 'postgres',
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: 10 }),
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await pool.query(prepared(sql, params));
      return { rows: result.rows as T[] };
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      const conn = await pool.connect();
      // A checked-out client has no error listener of the pool's: without this one, the server
      // going away between two statements would be an uncaught 'error' event.
      let broken: Error | null = null;
      const onError = (error: Error) => {
        broken = error;
      };
      conn.on('error', onError);
      try {
        await conn.query('BEGIN');
        const result = await work({
          async query<R>(sql: string, params: readonly unknown[] = []) {
            const r = await conn.query(prepared(sql, params));
            return { rows: r.rows as R[] };
          },
        });
        await conn.query('COMMIT');
        return result;
      } catch (error) {
        if (!broken && isUnavailable(error)) broken = error as Error;
        if (!broken) await conn.query('ROLLBACK').catch((e: unknown) => (broken = e as Error));
        throw error;
      } finally {
        conn.off('error', onError);
        // A broken connection is closed rather than handed to the next request.
        conn.release(broken ?? undefined);
      }
    },
    async session() {
      const conn = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
      const listeners: ((error: Error) => void)[] = [];
      let lost = false;
      const lose = (error: Error) => {
        if (lost) return;
        lost = true;
        for (const listener of listeners) listener(error);
      };
      conn.on('error', lose);
      conn.on('end', () => lose(new Error('The database connection ended.')));
      await conn.connect();
      let released = false;
      return {
        async query<T>(sql: string, params: readonly unknown[] = []) {
          const r = await conn.query(prepared(sql, params));
          return { rows: r.rows as T[] };
        },
        onLost(listener) {
          listeners.push(listener);
        },
        async release() {
          if (released) return;
          released = true;
          lost = true;
          await conn.end().catch(() => undefined);
        },
      };
    },
    close: () => pool.end(),
  };
}
