import { createHash } from "node:crypto";
import type { drizzleAdapter } from "better-auth/adapters/drizzle";

/**
 * Session tokens stored hashed (ADR 011). The browser's cookie carries the session token;
 * the `sessions` table keeps only its SHA-256, so a copy of the database (a backup, a leaked dump)
 * holds no token that signs anyone in. better-auth never knows: this wraps its database adapter and
 * turns every token it writes or looks up into the hash, and the hash it reads back into the token
 * it was asked about.
 */
export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

type AdapterFactory = ReturnType<typeof drizzleAdapter>;
type Adapter = ReturnType<AdapterFactory>;
type Where = { field: string; value: unknown; operator?: string; connector?: string; mode?: string };

const SESSION = "session";
const HASH = /^[0-9a-f]{64}$/;
/** The adapter's methods that take a `where`. */
const BY_WHERE = [
  "findOne",
  "findMany",
  "count",
  "update",
  "updateMany",
  "delete",
  "deleteMany",
  "consumeOne",
  "incrementOne",
] as const;
/**
 * Deleting may name sessions by the hash better-auth listed them with (revoking the other sessions);
 * better-auth looks a row up with findMany before it deletes it. findOne, which resolves a cookie
 * into a session, never takes a hash for a token.
 */
const BY_LISTED_HASH = new Set<string>(["findMany", "delete", "deleteMany"]);

export function withHashedSessionTokens(factory: AdapterFactory): AdapterFactory {
  return ((options: Parameters<AdapterFactory>[0]) => wrap(factory(options))) as AdapterFactory;
}

function wrap(adapter: Adapter): Adapter {
  const wrapped = { ...adapter } as Record<string, unknown>;

  wrapped.create = async (input: { model: string; data: Record<string, unknown> }) => {
    const token = input.data.token;
    if (input.model !== SESSION || typeof token !== "string") return adapter.create(input as never);
    const hashed = hashSessionToken(token);
    const row = await adapter.create({ ...input, data: { ...input.data, token: hashed } } as never);
    return restore(row, new Map([[hashed, token]]));
  };

  for (const method of BY_WHERE) {
    const original = (adapter as Record<string, unknown>)[method] as
      ((input: { model: string; where?: Where[] }) => Promise<unknown>) | undefined;
    if (!original) continue;
    wrapped[method] = async (input: { model: string; where?: Where[] }) => {
      if (input.model !== SESSION || !input.where) return original.call(adapter, input);
      const known = new Map<string, string>();
      const where = input.where.map((clause) =>
        clause.field === "token" ? hashClause(clause, known, BY_LISTED_HASH.has(method)) : clause,
      );
      return restore(await original.call(adapter, { ...input, where }), known);
    };
  }

  wrapped.transaction = <R>(callback: (trx: Adapter) => Promise<R>) =>
    adapter.transaction((trx) => callback(wrap(trx as unknown as Adapter) as never));

  return wrapped as unknown as Adapter;
}

/**
 * The clause on the hash of each token it names (remembered, to give the token back in the rows).
 * With `listedHash`, a value that already is a stored hash also matches itself (see BY_LISTED_HASH).
 */
function hashClause(clause: Where, known: Map<string, string>, listedHash: boolean): Where {
  const hashOf = (value: unknown): string[] => {
    if (typeof value !== "string") return [];
    const hashed = hashSessionToken(value);
    known.set(hashed, value);
    return listedHash && HASH.test(value) ? [hashed, value] : [hashed];
  };
  if (Array.isArray(clause.value)) {
    return { ...clause, value: clause.value.flatMap(hashOf) };
  }
  const values = hashOf(clause.value);
  if (values.length === 1) return { ...clause, value: values[0] };
  return { ...clause, operator: "in", value: values };
}

/** Rows read back carry the token they were looked up by (a hash when it was not given). */
function restore<T>(result: T, known: Map<string, string>): T {
  if (known.size === 0 || result === null || typeof result !== "object") return result;
  if (Array.isArray(result)) return result.map((row) => restore(row, known)) as T;
  const row = result as Record<string, unknown>;
  const token = typeof row.token === "string" ? known.get(row.token) : undefined;
  return token === undefined ? result : ({ ...row, token } as T);
}
