import { hash, verify, type Algorithm } from "@node-rs/argon2";

/** Argon2id in @node-rs/argon2's const enum, which cannot be imported as a value here. */
const ARGON2ID = 2 as Algorithm;

/**
 * Passwords are hashed with argon2id at OWASP's minimum or above: 19 MiB of memory, two passes, one
 * lane. The parameters travel inside the hash, so raising them later
 * still verifies the old hashes.
 */
export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }) {
  // A stored value that is not an argon2 hash (or is damaged) is a failed check, not a crash.
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
