import { parse, protocol, type PGlite, type QueryOptions, type Results } from "@electric-sql/pglite";

// PGlite's own `query` sends a statement as six separate protocol exchanges (parse, describe,
// bind, describe, execute, sync), each a turn of the WebAssembly main loop, and parses and plans
// the text every time: about 0.4-0.8 ms of the database thread before the first row is read, even
// for a one-row look-up by key. A page makes 6-10 statements and the same few hundred texts come
// back all day, so here each text is parsed once into a named prepared statement of this
// connection, and every later run is one exchange: bind, describe, execute, sync.
//
// What PostgreSQL does with a named statement is what it does for any client that prepares them:
// the first five runs get a plan for their own values, and later runs keep a generic plan only
// while it costs no more than those did. Results, errors and their codes are PostgreSQL's own, as
// with `query`; only the time to reach them changes (ADR 047, "The fourth step").

const { serialize } = protocol;

interface Statement {
  readonly name: string;
  /** The parameter types PostgreSQL inferred, so each value is written as `query` would write it. */
  readonly types: readonly number[];
}

export interface PreparedQueries {
  query<T>(text: string, params?: readonly unknown[], options?: QueryOptions): Promise<Results<T>>;
  /** How many statements the connection holds now. */
  readonly size: number;
}

/** One set of statements per connection, however many handles are made on it. */
const shared = new WeakMap<PGlite, PreparedQueries>();

/**
 * `db` as Drizzle's PGlite driver uses it (query, exec, transaction), its queries outside a
 * transaction prepared. A transaction's statements run as PGlite runs them.
 */
export function withPreparedStatements(db: PGlite): PGlite {
  let prepared = shared.get(db);
  if (!prepared) shared.set(db, (prepared = preparedQueries(db)));
  const client: Pick<PGlite, "query" | "exec" | "transaction"> = {
    query: prepared.query,
    exec: (text, options) => db.exec(text, options),
    transaction: (callback) => db.transaction(callback),
  };
  return client as PGlite;
}

/** A changed table under a kept plan: PostgreSQL asks for the statement to be prepared again. */
const CACHED_PLAN_CHANGED = "0A000";

/** Names are unique in the process, so two callers on one connection never take the same one. */
let named = 0;

function joined(parts: readonly Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Queries on `db` through named prepared statements, at most `limit` of them: past it, the one used
 * longest ago is closed. Queries wait for an open transaction as `db.query` does; a transaction's own
 * statements keep going through it.
 */
export function preparedQueries(db: PGlite, limit = 256): PreparedQueries {
  const statements = new Map<string, Statement>();
  /** Statements dropped from the map, closed in the connection with the next exchange. */
  const retired: string[] = [];

  // PGlite's result parser copies its 300-odd default parsers into a new object for every result
  // when a query brings parsers of its own (about 0.1 ms each time, and Drizzle brings some for
  // timestamps and dates on every query). The merged set is made once per set of parsers given.
  const mergedParsers = new WeakMap<NonNullable<QueryOptions["parsers"]>, PGlite["parsers"]>();
  const parsersWith = (own: QueryOptions["parsers"]) => {
    if (!own) return db.parsers;
    let merged = mergedParsers.get(own);
    if (!merged) mergedParsers.set(own, (merged = { ...db.parsers, ...own }));
    return merged;
  };

  const exchange = (parts: readonly Uint8Array[]) =>
    db.execProtocolStream(joined(parts), { syncToFs: false });

  async function prepare(text: string): Promise<Statement> {
    const name = `s${(named += 1)}`;
    const closing = retired.splice(0).map((old) => serialize.close({ type: "S", name: old }));
    const described = await exchange([
      ...closing,
      serialize.parse({ name, text }),
      serialize.describe({ type: "S", name }),
      serialize.sync(),
    ]);
    const statement = { name, types: parse.parseDescribeStatementResults(described) };
    statements.set(text, statement);
    if (statements.size > limit) {
      const [oldest] = statements;
      if (oldest) {
        statements.delete(oldest[0]);
        retired.push(oldest[1].name);
      }
    }
    return statement;
  }

  async function run<T>(
    statement: Statement,
    params: readonly unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.types[index] ?? 0;
      const write = options?.serializers?.[type] ?? db.serializers[type];
      return write ? write(value) : String(value);
    });
    const messages = await exchange([
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: "P" }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    const { parsers, ...rest } = options ?? {};
    const [result] = parse.parseResults(messages, parsersWith(parsers), rest);
    return result as Results<T>;
  }

  return {
    get size() {
      return statements.size;
    },
    query<T>(text: string, params: readonly unknown[] = [], options?: QueryOptions) {
      return db._runExclusiveTransaction(() =>
        db._runExclusiveQuery(async () => {
          try {
            const kept = statements.get(text);
            let result: Results<T>;
            if (kept) {
              // Most recently used last, so the map's first entry is the one to close.
              statements.delete(text);
              statements.set(text, kept);
              try {
                result = await run<T>(kept, params, options);
              } catch (error) {
                if ((error as { code?: unknown }).code !== CACHED_PLAN_CHANGED) throw error;
                statements.delete(text);
                retired.push(kept.name);
                result = await run<T>(await prepare(text), params, options);
              }
            } else {
              result = await run<T>(await prepare(text), params, options);
            }
            await db.syncToFs();
            return result;
          } catch (error) {
            // As `query` reports a failed statement: with its text and values.
            if (error instanceof Error && "code" in error)
              Object.assign(error, { query: text, params, queryOptions: options });
            throw error;
          }
        }),
      );
    },
  };
}
