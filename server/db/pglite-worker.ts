import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type QueryOptions, type Transaction } from "@electric-sql/pglite";
import { PGLITE_EXTENSIONS } from "./extensions.ts";
import { preparedQueries } from "./prepared-statements.ts";
import type { ThreadReply, ThreadRequest } from "./pglite-thread.ts";

// The thread that owns the embedded database (ADR 010). PGlite runs PostgreSQL compiled to
// WebAssembly synchronously, so on the server's main thread every query would stall every other
// request; here it stalls nothing but this thread. Requests come from server/db/pglite-thread.ts.

const port = parentPort;
if (!port) throw new Error("pglite-worker.ts runs as a worker thread");
const { dataDir, versionCells } = workerData as { dataDir?: string; versionCells?: SharedArrayBuffer };

const identity = (value: unknown) => value;
const rawParsers = new Map<string, Record<number, (value: unknown) => unknown>>();
/**
 * Drizzle asks for some types raw (timestamps, dates); parsers are functions, so only their type
 * ids travel. The same types get the same object, so the parsers merged with it are kept.
 */
function parsersFor(types: readonly number[] | undefined) {
  if (!types) return undefined;
  const key = types.join(",");
  let parsers = rawParsers.get(key);
  if (!parsers) rawParsers.set(key, (parsers = Object.fromEntries(types.map((type) => [type, identity]))));
  return parsers;
}

const db = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: PGLITE_EXTENSIONS });
// Statements outside a transaction run prepared (server/db/prepared-statements.ts).
const prepared = preparedQueries(db);
const transactions = new Map<number, Transaction>();
const finishers = new Map<number, (commit: boolean) => void>();
const endings = new Map<number, Promise<{ ok: true } | { ok: false; error: unknown }>>();

class RollbackRequested extends Error {}

// The data version as committed, in memory the main thread reads (server/db/pglite-thread.ts), so
// that a page answered from the cache needs no round trip here. This thread is the only way into
// the database, so it sees every write: when one may begin, the copy is marked unknown before the
// statement runs; once no write is under way, the version is read again and shown. A copy shown is
// never older than a write whose answer has left this thread. Statements that begin with SELECT
// write nothing that moves the version (only the triggers on areas, beaches and verdicts do).
const cells = versionCells ? new BigInt64Array(versionCells) : null;
const READS_ONLY = /^\s*select\b/i;
const VERSION_READ = "select version, forecast_version from data_version where id = 1";
let writing = 0;
let writesBegun = 0;

/** Writes the copy (known or not) under a sequence number the reader checks for a torn read. */
function showVersion(version: { directory: bigint; forecast: bigint } | null) {
  if (!cells) return;
  Atomics.add(cells, 0, 1n);
  Atomics.store(cells, 1, version ? 1n : 0n);
  Atomics.store(cells, 2, version?.directory ?? 0n);
  Atomics.store(cells, 3, version?.forecast ?? 0n);
  Atomics.add(cells, 0, 1n);
}

function writeBegins() {
  writing += 1;
  writesBegun += 1;
  showVersion(null);
}

function writeEnds() {
  writing -= 1;
  if (writing === 0) void readVersion();
}

/** Reads the committed version and shows it, unless a write began meanwhile (its end reads again). */
async function readVersion() {
  if (!cells || writing > 0) return;
  const begun = writesBegun;
  try {
    const { rows } = await prepared.query<[string | number, string | number]>(VERSION_READ, [], {
      rowMode: "array",
    });
    const row = rows[0];
    if (!row || writing > 0 || writesBegun !== begun) return;
    showVersion({ directory: BigInt(row[0]), forecast: BigInt(row[1]) });
  } catch {
    // No data_version table before the migrations: the copy stays unknown and the server reads the table.
  }
}

function reply(message: ThreadReply) {
  port!.postMessage(message);
}

/** A database error keeps its PostgreSQL fields (code, constraint, detail...) across the thread boundary. */
function serialiseError(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === "string" || typeof value === "number") fields[key] = value;
  }
  return { ...fields, name: error.name, message: error.message };
}

/** Whether a request may change what the version counts: a statement outside a transaction, or a transaction. */
function mayWrite(request: ThreadRequest): boolean {
  if (request.op === "begin") return true;
  if (request.tx !== undefined) return false;
  return (request.op === "query" && !READS_ONLY.test(request.text)) || request.op === "exec";
}

async function handle(request: ThreadRequest): Promise<unknown> {
  const target = request.tx === undefined ? db : transactions.get(request.tx);
  if (!target) throw new Error(`No open transaction ${request.tx}`);
  switch (request.op) {
    case "query": {
      const options: QueryOptions = { rowMode: request.rowMode ?? "object" };
      const parsers = parsersFor(request.rawTypes);
      if (parsers) options.parsers = parsers;
      const result =
        target === db
          ? await prepared.query(request.text, request.params ?? [], options)
          : await target.query(request.text, request.params ?? [], options);
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case "exec": {
      const results = await target.exec(request.text);
      return results.map((result) => ({
        rows: result.rows,
        fields: result.fields,
        affectedRows: result.affectedRows,
      }));
    }
    case "begin": {
      const tx = request.id;
      // A transaction counts as one write from its start to its end, whatever it holds.
      writeBegins();
      let begun!: () => void;
      const started = new Promise<void>((resolve) => (begun = resolve));
      const finished = db
        .transaction(async (transaction) => {
          transactions.set(tx, transaction);
          const commit = await new Promise<boolean>((resolve) => {
            finishers.set(tx, resolve);
            begun();
          });
          if (!commit) throw new RollbackRequested();
        })
        .then(
          () => ({ ok: true as const }),
          (error: unknown) =>
            error instanceof RollbackRequested ? { ok: true as const } : { ok: false as const, error },
        )
        .finally(() => {
          transactions.delete(tx);
          finishers.delete(tx);
          writeEnds();
        });
      // A transaction that fails to begin settles `finished` before `started`.
      const outcome = await Promise.race([started.then(() => null), finished]);
      if (outcome && !outcome.ok) throw outcome.error;
      endings.set(tx, finished);
      return tx;
    }
    case "end": {
      const finish = finishers.get(request.txId);
      const finished = endings.get(request.txId);
      if (!finish || !finished) throw new Error(`No open transaction ${request.txId}`);
      endings.delete(request.txId);
      finish(request.commit);
      const outcome = await finished;
      if (!outcome.ok) throw outcome.error;
      return null;
    }
    case "close": {
      await db.close();
      return null;
    }
  }
}

/** A statement that may write is counted from before it runs until its answer is ready to leave. */
async function handleCounted(request: ThreadRequest): Promise<unknown> {
  if (request.op === "begin" || !mayWrite(request)) return handle(request);
  writeBegins();
  try {
    return await handle(request);
  } finally {
    writeEnds();
  }
}

port.on("message", (request: ThreadRequest) => {
  handleCounted(request).then(
    (result) => reply({ id: request.id, ok: true, result }),
    (error: unknown) => reply({ id: request.id, ok: false, error: serialiseError(error) }),
  );
});

await readVersion();
reply({ id: 0, ok: true, result: "ready" });
