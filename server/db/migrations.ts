// Schema migrations, applied in order at start. A migration is never edited once shipped: add
// a new one. Each runs in its own transaction with its version row, so a crash mid-way leaves
// the schema at the previous version. Several servers may start at once against one PostgreSQL
// database: every step holds one advisory lock, so one server applies a migration and the
// others wait, then find it applied.
import type { Database } from './database';

/** Advisory lock key of schema migrations (an arbitrary constant, the same in every server). */
const MIGRATION_LOCK = 7_241_001;

const migrations: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'claims, files, tracking, sessions, secrets',
    sql: `
      CREATE TABLE claims (
        id uuid PRIMARY KEY,
        reference_code text NOT NULL UNIQUE,
        form_type text NOT NULL,
        culture text NOT NULL,
        payload jsonb NOT NULL,
        idempotency_key text UNIQUE,
        request_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE claim_files (
        id uuid PRIMARY KEY,
        claim_id uuid NOT NULL REFERENCES claims(id) ON DELETE CASCADE,
        model_client_id text NOT NULL,
        original_name text NOT NULL,
        stored_path text NOT NULL,
        size_bytes bigint NOT NULL,
        content_type text NOT NULL,
        sha256 text NOT NULL,
        UNIQUE (claim_id, model_client_id),
        UNIQUE (claim_id, original_name)
      );
      CREATE INDEX claim_files_claim_id ON claim_files (claim_id);
      CREATE TABLE tracking_events (
        id bigserial PRIMARY KEY,
        form_type text NOT NULL,
        field_key text NOT NULL,
        field_value text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE sessions (
        id_hash text PRIMARY KEY,
        authorized jsonb NOT NULL DEFAULT '{}'::jsonb,
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX sessions_expires_at ON sessions (expires_at);
      CREATE TABLE server_secrets (
        name text PRIMARY KEY,
        value text NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: 'uploads in progress, server instances, authorize failures',
    sql: `
      CREATE SEQUENCE server_instance_ids;
      CREATE TABLE pending_uploads (
        claim_id uuid PRIMARY KEY,
        instance_id integer NOT NULL,
        started_at timestamptz NOT NULL DEFAULT now()
      );
      -- No index on instance_id: the table holds only the claims arriving right now, and an
      -- index would cost every claim an insert and a delete more.
      CREATE TABLE authorize_failures (
        address text PRIMARY KEY,
        failures integer NOT NULL,
        reset_at timestamptz NOT NULL
      );
      CREATE INDEX authorize_failures_reset_at ON authorize_failures (reset_at);
    `,
  },
  {
    version: 3,
    name: 'claimants who may authorize; claims in paging order',
    sql: `
      CREATE TABLE claimants (
        claim_id text PRIMARY KEY,
        pin_hash text NOT NULL,
        prepopulated jsonb NOT NULL DEFAULT '{}'::jsonb,
        imported_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX claims_created_at_id ON claims (created_at, id);
      CREATE INDEX claims_form_type_created_at_id ON claims (form_type, created_at, id);
    `,
  },
  {
    version: 4,
    name: 'drop the claim_files index that UNIQUE (claim_id, model_client_id) already provides',
    // Lookups by claim_id use the unique index (claim_id leads it); the extra index only cost
    // every stored document one more index insert.
    sql: `DROP INDEX IF EXISTS claim_files_claim_id;`,
  },
  {
    version: 6,
    name: 'screening at submit: counters, identity keys, flags, reviews, the audit log',
    // Screening rows are written just before their claim (server/screening/screen.ts), so they
    // carry no foreign key: a claim that then fails to commit leaves a row no claim joins, which
    // every query ignores and the purge removes.
    sql: `
      CREATE TABLE screening_counters (
        key text PRIMARY KEY,
        window_start timestamptz NOT NULL,
        window_minutes integer NOT NULL,
        count integer NOT NULL
      );
      CREATE INDEX screening_counters_window_start ON screening_counters (window_start);
      CREATE TABLE claim_screening (
        claim_id uuid PRIMARY KEY,
        created_at timestamptz NOT NULL DEFAULT now(),
        score integer NOT NULL,
        flags jsonb NOT NULL,
        name_key text NOT NULL,
        address_key text NOT NULL
      );
      CREATE INDEX claim_screening_score ON claim_screening (score);
      CREATE TABLE screening_keys (
        claim_id uuid NOT NULL,
        kind text NOT NULL,
        key text NOT NULL
      );
      CREATE INDEX screening_keys_key ON screening_keys (key);
      CREATE INDEX screening_keys_claim_id ON screening_keys (claim_id);
      CREATE TABLE claim_reviews (
        claim_id uuid PRIMARY KEY REFERENCES claims(id) ON DELETE CASCADE,
        decision text NOT NULL,
        reason text NOT NULL,
        reviewer text NOT NULL,
        reviewed_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE admin_audit (
        seq bigint PRIMARY KEY,
        entry text NOT NULL,
        prev_hash text NOT NULL,
        hash text NOT NULL
      );
      CREATE RULE admin_audit_no_update AS ON UPDATE TO admin_audit DO INSTEAD NOTHING;
      CREATE RULE admin_audit_no_delete AS ON DELETE TO admin_audit DO INSTEAD NOTHING
    `,
  },
  {
    version: 7,
    name: 'drop the screening_keys index by claim that no query uses',
    // Keys are looked up by key only; the purge finds orphan keys by a scan it makes anyway. The
    // index cost every claim an index insert per key (six for a claim with an email and a phone).
    // Screening rows are now written by the claim's own insert (db/claims.ts), so a claim that
    // fails to commit leaves none behind; rows left by earlier versions are still purged.
    sql: `DROP INDEX IF EXISTS screening_keys_claim_id;`,
  },
  {
    version: 8,
    name: 'drop the screening_counters index by window start that no query uses',
    // Counters are read and written by key; the hourly purge compares the end of each window
    // (start plus its length), which this index cannot answer, so it scans the table anyway. The
    // index cost every new counter an index insert: four or five a claim (its email, its phone,
    // its answers, and from a new session).
    sql: `DROP INDEX IF EXISTS screening_counters_window_start;`,
  },
  {
    version: 9,
    name: 'the mail outbox',
    // One row per mail to send, inserted by the statement that stores what causes it (a claim:
    // db/claims.ts), so a mail exists exactly when its cause committed. Workers on any server
    // take due rows under a lease (server/mail/worker.ts). The partial index holds only the
    // rows still to send, so it stays small however many were sent.
    sql: `
      CREATE TABLE mail_outbox (
        id uuid PRIMARY KEY,
        claim_id uuid REFERENCES claims(id) ON DELETE CASCADE,
        kind text NOT NULL,
        recipient text NOT NULL,
        culture text NOT NULL,
        params jsonb NOT NULL,
        status text NOT NULL DEFAULT 'pending',
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        lease_owner uuid,
        lease_until timestamptz,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      );
      CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE status = 'pending';
      CREATE UNIQUE INDEX mail_outbox_claim_kind ON mail_outbox (claim_id, kind)
    `,
  },
  {
    version: 10,
    name: 'the case file: states, their history, earlier versions, sign-in codes',
    // A claim's state lives on its row (every claim starts `received`; a claim stored before
    // this migration is `received` too). Each change of state is an event row, kept for ever,
    // numbered per claim, so the history shows in order and two changes made at once cannot both
    // follow the same state (the second insert fails on the number). A claim's payload is
    // replaced by a cure, a change of address or an amendment; the payload it replaced is kept as a
    // version first, with the claim's documents of that version. Documents sent after filing
    // (cures, appeals, amendments) are named by their upload's id, not the claim's (whose names
    // are taken); claim_uploads says whose they are, for the storage recovery. Sign-in codes are kept only as hashes; the
    // mail_outbox's one-mail-per-kind index becomes one per kind and key, so a claim can be
    // mailed at each of its changes, once each.
    sql: `
      ALTER TABLE claims ADD COLUMN state text NOT NULL DEFAULT 'received';
      ALTER TABLE claims ADD COLUMN state_seq integer NOT NULL DEFAULT 0;
      CREATE INDEX claims_state ON claims (state, created_at);
      CREATE TABLE claim_events (
        claim_id uuid NOT NULL REFERENCES claims(id) ON DELETE CASCADE,
        seq integer NOT NULL,
        transition text NOT NULL,
        from_state text NOT NULL,
        to_state text NOT NULL,
        actor text NOT NULL,
        reason text,
        detail jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (claim_id, seq)
      );
      CREATE INDEX claim_events_deficient ON claim_events (created_at) WHERE to_state = 'deficient';
      CREATE TABLE claim_versions (
        claim_id uuid NOT NULL REFERENCES claims(id) ON DELETE CASCADE,
        version integer NOT NULL,
        cause text NOT NULL,
        payload jsonb NOT NULL,
        files jsonb NOT NULL DEFAULT '[]'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (claim_id, version)
      );
      CREATE TABLE claim_uploads (
        upload_id uuid PRIMARY KEY,
        claim_id uuid NOT NULL REFERENCES claims(id) ON DELETE CASCADE
      );
      CREATE TABLE case_documents (
        id uuid PRIMARY KEY,
        claim_id uuid NOT NULL REFERENCES claims(id) ON DELETE CASCADE,
        event_seq integer NOT NULL,
        original_name text NOT NULL,
        stored_path text NOT NULL,
        size_bytes bigint NOT NULL,
        content_type text NOT NULL,
        sha256 text NOT NULL
      );
      CREATE INDEX case_documents_claim_id ON case_documents (claim_id);
      CREATE TABLE case_codes (
        code_hash text PRIMARY KEY,
        claim_id uuid NOT NULL REFERENCES claims(id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX case_codes_claim_id ON case_codes (claim_id);
      ALTER TABLE sessions ADD COLUMN case_claim_id uuid;
      ALTER TABLE mail_outbox ADD COLUMN mail_key text NOT NULL DEFAULT '';
      DROP INDEX mail_outbox_claim_kind;
      CREATE UNIQUE INDEX mail_outbox_claim_kind_key ON mail_outbox (claim_id, kind, mail_key)
    `,
  },
  {
    version: 11,
    name: 'drafts saved to resume later',
    // A draft is found by the SHA-256 of its token (the token itself is only in the claimant's
    // mail). Its documents live in the document store under the draft's id, as a claim's do under
    // the claim's; the rows go with the draft. The expiry index serves the hourly purge.
    sql: `
      CREATE TABLE drafts (
        id uuid PRIMARY KEY,
        token_hash text NOT NULL UNIQUE,
        form_type text NOT NULL,
        culture text NOT NULL,
        page text NOT NULL,
        answers jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX drafts_expires_at ON drafts (expires_at);
      CREATE TABLE draft_documents (
        draft_id uuid NOT NULL REFERENCES drafts(id) ON DELETE CASCADE,
        doc_index integer NOT NULL,
        model_client_id text NOT NULL,
        original_name text NOT NULL,
        stored_path text NOT NULL,
        size_bytes bigint NOT NULL,
        content_type text NOT NULL,
        PRIMARY KEY (draft_id, doc_index)
      )
    `,
  },
  {
    version: 12,
    name: 'data keys',
    // One data key per owner (a claim, a draft) that seals its sensitive answers and its documents,
    // kept only wrapped by a key-encryption key from DATA_KEYS (never stored here) whose id is
    // kept beside it. Destroying the owner's data is emptying `wrapped` (server/privacy/).
    sql: `
      CREATE TABLE data_keys (
        owner_id uuid PRIMARY KEY,
        kek_id text NOT NULL,
        wrapped text,
        created_at timestamptz NOT NULL DEFAULT now(),
        destroyed_at timestamptz
      );
      CREATE INDEX data_keys_kek_id ON data_keys (kek_id)
    `,
  },
  {
    version: 13,
    name: 'sealed screening results',
    // An HMAC of each claim's score and flags under the audit key (screening/seal.ts); null for
    // the rows written before it.
    sql: `ALTER TABLE claim_screening ADD COLUMN seal text`,
  },
  {
    version: 14,
    name: "the administrator's desk: named people, sign-in links, sessions",
    // People are added with the CLI and sign in with a one-time link it prints; only hashes of
    // the links' tokens and of the session ids are kept, so a copy of the database signs no one in.
    sql: `
      CREATE TABLE desk_people (
        id uuid PRIMARY KEY,
        email text NOT NULL UNIQUE,
        name text NOT NULL,
        role text NOT NULL CHECK (role IN ('reviewer', 'supervisor', 'auditor')),
        created_at timestamptz NOT NULL DEFAULT now(),
        disabled_at timestamptz
      );
      CREATE TABLE desk_sign_in_links (
        token_hash text PRIMARY KEY,
        person_id uuid NOT NULL REFERENCES desk_people(id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX desk_sign_in_links_person ON desk_sign_in_links (person_id);
      CREATE TABLE desk_sessions (
        id_hash text PRIMARY KEY,
        person_id uuid NOT NULL REFERENCES desk_people(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX desk_sessions_person ON desk_sessions (person_id)
    `,
  },
  {
    version: 15,
    name: 'campaigns: claims linked into clusters after intake',
    // The campaign job (screening/campaigns.ts) links each claim once, after intake: its cluster
    // (the id of the cluster's first claim), the MinHash signature of its free-text answers and
    // its LSH bands (keyed hashes: the text itself is never stored here), the links that joined
    // it with their evidence, and the job's high-water mark.
    sql: `
      CREATE TABLE campaign_claims (
        claim_id uuid PRIMARY KEY REFERENCES claims(id) ON DELETE CASCADE,
        cluster_id uuid NOT NULL,
        signature text,
        linked_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX campaign_claims_cluster ON campaign_claims (cluster_id);
      CREATE TABLE campaign_bands (
        band text NOT NULL,
        claim_id uuid NOT NULL REFERENCES campaign_claims(claim_id) ON DELETE CASCADE,
        PRIMARY KEY (band, claim_id)
      );
      CREATE INDEX campaign_bands_claim ON campaign_bands (claim_id);
      CREATE TABLE campaign_links (
        claim_id uuid NOT NULL REFERENCES campaign_claims(claim_id) ON DELETE CASCADE,
        other_id uuid NOT NULL REFERENCES campaign_claims(claim_id) ON DELETE CASCADE,
        evidence text NOT NULL,
        similarity real,
        PRIMARY KEY (claim_id, other_id, evidence)
      );
      CREATE INDEX campaign_links_other ON campaign_links (other_id);
      CREATE TABLE campaign_progress (
        job text PRIMARY KEY,
        linked_through timestamptz NOT NULL,
        claims_linked bigint NOT NULL DEFAULT 0,
        ran_at timestamptz NOT NULL DEFAULT now()
      )
    `,
  },
  {
    version: 16,
    name: 'the payment method each claim chose, for the dashboard',
    // Written with each claim (claims/payment-method.ts), so counting a period's methods reads no
    // payload. Rows stored before, and a claim whose payload an amendment replaced, hold null: the
    // dashboard reads those from their payload and fills them the first time it counts their
    // period (db/desk-figures.ts), as only the server knows where each form keeps its election.
    // No index names the column: filling a row can leave its index entries as they are.
    sql: `ALTER TABLE claims ADD COLUMN payment_method text`,
  },
  {
    version: 17,
    name: 'what a browser session fetched, for screening',
    // Per session (its id hashed, as sessions keep it): one row per page of the site it loaded or
    // sent a request from, and one per kind of the app's own requests ('#app', '#state',
    // '#resumed'), each with its first and last time and a count. Only counts and times: no
    // answer, address or query string. Pages are the package's own, so a session has a few
    // dozen rows at most; the hourly purge drops a session's rows a day after its last request.
    sql: `
      CREATE TABLE session_signals (
        id_hash text NOT NULL,
        page text NOT NULL,
        first_at timestamptz NOT NULL,
        last_at timestamptz NOT NULL,
        hits integer NOT NULL,
        PRIMARY KEY (id_hash, page)
      );
      CREATE INDEX session_signals_last_at ON session_signals (last_at)
    `,
  },
  {
    version: 18,
    name: "when and how each desk session's person signed in",
    // A decision needs a recent sign-in (http/routes/desk.ts): the time the person proved who they
    // are (through the provider, its auth_time), which may be older than the session, and how
    // ('link' or 'oidc'), so the desk can say how to sign in again. Sessions opened before this
    // count from when they opened.
    sql: `
      ALTER TABLE desk_sessions ADD COLUMN signed_in_at timestamptz;
      UPDATE desk_sessions SET signed_in_at = created_at;
      ALTER TABLE desk_sessions ALTER COLUMN signed_in_at SET NOT NULL;
      ALTER TABLE desk_sessions ADD COLUMN signed_in_with text NOT NULL DEFAULT 'link' CHECK (signed_in_with IN ('link', 'oidc'))
    `,
  },
];

/** Brings the schema up to the newest migration. */
export async function migrate(db: Database): Promise<void> {
  // Even the bookkeeping table is created under the lock: two concurrent CREATE TABLE IF NOT
  // EXISTS can both pass the check and one then fails on the catalog's unique index.
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const { rows } = await db.query<{ version: number }>('SELECT version FROM schema_migrations');
  const applied = new Set(rows.map((r) => Number(r.version)));
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    await db.transaction(async (tx) => {
      // Another server may have applied it while this one waited for the lock.
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const again = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (again.rows.length > 0) return;
      for (const statement of migration.sql
        .split(';')
        .map((s) => s.trim())
        .filter(Boolean)) {
        await tx.query(statement);
      }
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
    });
  }
}

/** Every schema version this server knows, in the order they are applied. */
export const migrationVersions: readonly number[] = migrations.map((m) => m.version);

/** The newest schema version this server knows. */
export const latestSchemaVersion = migrations.at(-1)?.version ?? 0;
