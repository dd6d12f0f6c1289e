/**
 * The outbox's tables, in the Durable Object's SQLite storage, and the one-time move of an older object's storage
 * into them (a deploy must lose no message).
 *
 * - `leads`: one row a message, from its acceptance until every destination has it (then deleted at once) or its
 *   last dead letter is purged: the fields, the lane (`verified`, or `held` without a proof of a person) and the
 *   proof the bot check gave.
 * - `sends`: one row a message and destination (`email`, `webhook`, `acknowledgment`), each with its own state
 *   (`queued`, `retrying`, `sent`, `dead`), tries, last answer, next try and retry window. Its `lane` is the
 *   message's, kept here too so the lanes' queries need no join.
 * - `deliveries`: the time, lane and destination of each delivery, nothing of the message, for a day: the counts
 *   ops see and the held lane's daily cap.
 * - `acknowledged`: the addresses acknowledged in the last day, as digests (acknowledgment.ts).
 * - `late_drops`: the time of each acknowledgment dropped because its window ran out, for a day: a count ops see.
 */

const TABLES = [
  `CREATE TABLE IF NOT EXISTS leads (
    ref TEXT PRIMARY KEY,
    lane TEXT NOT NULL CHECK (lane IN ('verified', 'held')),
    proof TEXT NOT NULL,
    fields TEXT NOT NULL,
    received_at INTEGER NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS sends (
    ref TEXT NOT NULL,
    destination TEXT NOT NULL CHECK (destination IN ('email', 'webhook', 'acknowledgment')),
    lane TEXT NOT NULL CHECK (lane IN ('verified', 'held')),
    state TEXT NOT NULL CHECK (state IN ('queued', 'retrying', 'sent', 'dead')),
    window_ends_at INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    last_status INTEGER,
    last_error TEXT,
    next_attempt_at INTEGER,
    dead_at INTEGER,
    dead_reason TEXT,
    PRIMARY KEY (ref, destination)
  )`,
  "CREATE TABLE IF NOT EXISTS deliveries (delivered_at INTEGER NOT NULL)",
  "CREATE TABLE IF NOT EXISTS acknowledged (address TEXT PRIMARY KEY, at INTEGER NOT NULL)",
  "CREATE TABLE IF NOT EXISTS late_drops (dropped_at INTEGER NOT NULL)",
];

/** Columns added after a table first shipped. */
const ADDED_COLUMNS: readonly { table: string; column: string; definition: string }[] = [
  { table: "deliveries", column: "lane", definition: "lane TEXT NOT NULL DEFAULT 'verified'" },
  { table: "deliveries", column: "destination", definition: "destination TEXT NOT NULL DEFAULT 'email'" },
];

const INDEXES = [
  `CREATE INDEX IF NOT EXISTS sends_waiting ON sends (destination, lane, next_attempt_at)
   WHERE state IN ('queued', 'retrying')`,
  "CREATE INDEX IF NOT EXISTS sends_dead ON sends (dead_at) WHERE state = 'dead'",
  "CREATE INDEX IF NOT EXISTS leads_by_lane_received ON leads (lane, received_at)",
  "CREATE INDEX IF NOT EXISTS deliveries_by_time ON deliveries (delivered_at)",
];

function hasTable(sql: SqlStorage, name: string): boolean {
  return sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", name).toArray().length > 0;
}

function addMissingColumns(sql: SqlStorage, added: typeof ADDED_COLUMNS): void {
  for (const { table, column, definition } of added) {
    const known = sql.exec(`PRAGMA table_info(${table})`).toArray();
    if (!known.some((row) => row.name === column)) sql.exec(`ALTER TABLE ${table} ADD COLUMN ${definition}`);
  }
}

/**
 * Before a message had destinations, the outbox kept one `messages` table, each row a message and its e-mail's
 * state (and, before lanes, no lane: such a message was taken without a bot check and kept its place in line). Its
 * rows become a lead and an e-mail send each, tries and windows kept; then it goes.
 */
function moveMessagesTable(sql: SqlStorage): void {
  if (!hasTable(sql, "messages")) return;
  addMissingColumns(sql, [
    {
      table: "messages",
      column: "lane",
      definition: "lane TEXT NOT NULL DEFAULT 'verified' CHECK (lane IN ('verified', 'held'))",
    },
    { table: "messages", column: "proof", definition: "proof TEXT NOT NULL DEFAULT 'unchecked'" },
  ]);
  sql.exec(
    `INSERT OR IGNORE INTO leads (ref, lane, proof, fields, received_at)
     SELECT ref, lane, proof, fields, received_at FROM messages`,
  );
  sql.exec(
    `INSERT OR IGNORE INTO sends (ref, destination, lane, state, window_ends_at, attempts, last_status, last_error,
       next_attempt_at, dead_at, dead_reason)
     SELECT ref, 'email', lane, state, window_ends_at, attempts, last_status, last_error, next_attempt_at, dead_at,
       dead_reason FROM messages`,
  );
  sql.exec("DROP TABLE messages");
}

/** Makes the storage the outbox's current shape, in one transaction. */
export function prepareOutboxStorage(storage: DurableObjectStorage): void {
  storage.transactionSync(() => {
    const { sql } = storage;
    for (const statement of TABLES) sql.exec(statement);
    addMissingColumns(sql, ADDED_COLUMNS);
    moveMessagesTable(sql);
    sql.exec("DROP INDEX IF EXISTS messages_by_next_attempt");
    for (const statement of INDEXES) sql.exec(statement);
  });
}
