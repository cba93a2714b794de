import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase } from "#tests/integration/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { auditLog, users } from "../db/schema.ts";
import { bootstrapFirstAdmin, openSetupLink, SetupClosedError, setupTokenValid } from "./setup.ts";

// The first administrator of a fresh install through the one-time setup link: only with the token
// printed at start, only while no administrator exists, and only once.

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const tokenOf = (link: string) => new URL(link, "http://x").searchParams.get("token")!;
const admins = async () => database.db.select().from(users).where(eq(users.role, "admin"));

describe("the setup link", () => {
  it("is a long random token of which only a hash is kept, and a new start replaces it", async () => {
    const first = (await openSetupLink(database.db))!;
    expect(first).toMatch(/^\/admin\/setup\?token=[\w-]{43}$/);
    const second = (await openSetupLink(database.db))!;
    expect(second).not.toBe(first);
    expect(await setupTokenValid(database.db, tokenOf(first))).toBe(false);
    expect(await setupTokenValid(database.db, tokenOf(second))).toBe(true);
    const stored = JSON.stringify(await database.db.execute("SELECT value FROM app_meta"));
    expect(stored).not.toContain(tokenOf(second));
  });

  it("refuses a wrong token or a weak password and leaves the link usable", async () => {
    const token = tokenOf((await openSetupLink(database.db))!);
    await expect(
      bootstrapFirstAdmin(database.db, {
        token: "guess",
        email: "first@example.com",
        password: "Str0ng!pass",
      }),
    ).rejects.toThrow(SetupClosedError);
    await expect(
      bootstrapFirstAdmin(database.db, { token, email: "first@example.com", password: "weakpass" }),
    ).rejects.toThrow("Password requirements not met");
    expect(await admins()).toEqual([]);
    expect(await setupTokenValid(database.db, token)).toBe(true);
  });

  it("makes one administrator when two people use it at once, and then closes for good", async () => {
    const token = tokenOf((await openSetupLink(database.db))!);
    const results = await Promise.allSettled([
      bootstrapFirstAdmin(database.db, { token, email: "one@example.com", password: "Str0ng!pass" }),
      bootstrapFirstAdmin(database.db, { token, email: "two@example.com", password: "Str0ng!pass" }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(await admins()).toHaveLength(1);
    expect(await setupTokenValid(database.db, token)).toBe(false);
    expect(await openSetupLink(database.db)).toBeNull();
    const [row] = await database.db.select().from(auditLog).where(eq(auditLog.action, "admin_created"));
    expect(row!.details).toEqual({ via: "setup" });
  });
});
