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
const { dataDir } = workerData as { dataDir?: string };

const identity = (value: unknown) => value;
/** Drizzle asks for some types raw (timestamps, dates); parsers are functions, so only their type ids travel. */
const parsersFor = (types: readonly number[] | undefined) =>
  types ? Object.fromEntries(types.map((type) => [type, identity])) : undefined;

const db = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: PGLITE_EXTENSIONS });
// Statements outside a transaction run prepared (server/db/prepared-statements.ts).
const prepared = preparedQueries(db);
const transactions = new Map<number, Transaction>();
const finishers = new Map<number, (commit: boolean) => void>();
const endings = new Map<number, Promise<{ ok: true } | { ok: false; error: unknown }>>();

class RollbackRequested extends Error {}

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

port.on("message", (request: ThreadRequest) => {
  handle(request).then(
    (result) => reply({ id: request.id, ok: true, result }),
    (error: unknown) => reply({ id: request.id, ok: false, error: serialiseError(error) }),
  );
});

reply({ id: 0, ok: true, result: "ready" });
