import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/integration/database.ts";
import { openMigratedDatabase } from "../boot.ts";
import { BackupError, knownMigrations, NOT_BACKED_UP, restoreBackup, writeBackup } from "./backup.ts";
import type { DatabaseHandle } from "./client.ts";
import {
  accounts,
  appMeta,
  areas,
  auditLog,
  beaches,
  dataVersion,
  forecastLease,
  forecastPoints,
  importRows,
  importRuns,
  invites,
  rateLimits,
  sessions,
  signInThrottle,
  users,
  verifications,
} from "./schema.ts";
import { DEMO_AREAS, DEMO_BEACHES } from "./seed/demo-data.ts";
import { seedDemoData } from "./seed/seed.ts";

// Backup and restore (ADR 017) on the database under test (PGlite, or PostgreSQL when the tier runs
// with DATABASE_URL): the demo data and a row in every other table, round-tripped and compared
// table by table, row by row; the refusals; and the command-line scripts on an embedded directory.

const folder = mkdtempSync(join(tmpdir(), "beaches-backup-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Every table of the public schema, as the database lists them, with every row as JSON, sorted. */
async function everyTable(handle: DatabaseHandle): Promise<Record<string, string[]>> {
  const tables = rowsOf<{ name: string }>(
    await handle.db.execute(
      sql`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    ),
  );
  const contents: Record<string, string[]> = {};
  for (const { name } of tables) {
    contents[name] = rowsOf<{ line: string }>(
      await handle.db.execute(sql.raw(`SELECT to_jsonb(t)::text AS line FROM "${name}" t ORDER BY 1`)),
    ).map((row) => row.line);
  }
  return contents;
}

/**
 * The data version is left out of a row-for-row comparison: a restore moves it on (tested apart). So
 * are the forecast tables, a cache that backups leave out and a restore empties (tested apart).
 */
function withoutDataVersion(contents: Record<string, string[]>) {
  const { data_version: _dataVersion, ...rest } = contents;
  return Object.fromEntries(Object.entries(rest).filter(([name]) => !NOT_BACKED_UP.has(name)));
}

/** Today's forecast for one point and the lease of its refresh: what a running server keeps. */
async function fillForecastCache(handle: DatabaseHandle) {
  await handle.db.insert(forecastPoints).values({
    kind: "wind",
    cellLat: 141,
    cellLng: 94,
    latitude: 35.27,
    longitude: 23.54,
    beaches: 3,
    fetchedAt: new Date("2026-07-15T06:00:00Z"),
    utcOffsetSeconds: 10_800,
    times: ["2026-07-15T00:00", "2026-07-15T01:00"],
    windSpeedKmh: [34, null],
  });
  await handle.db
    .insert(forecastLease)
    .values({ name: "refresh", holder: "instance-1", expiresAt: new Date("2026-07-15T06:02:00Z") });
}

const currentDataVersion = async (handle: DatabaseHandle) =>
  (await handle.db.select({ version: dataVersion.version }).from(dataVersion))[0]!.version;

/** Text that trips a careless format: quotes, backslashes, line breaks, tabs, Greek, an emoji. */
const AWKWARD = 'Say "γειά", it\'s 5\\6 a.m.\n\tnext line, {braces}, [brackets], NULL, 🏖️';

/** The demo data, then at least one row in each of the other tables, with awkward values. */
async function fillEveryTable(handle: DatabaseHandle) {
  await seedDemoData(handle.db);
  const db = handle.db;
  const [area] = await db.select().from(areas).limit(1);
  await db
    .update(beaches)
    .set({
      description: AWKWARD,
      amenities: ["a,b", 'quo"te', "back\\slash", "plain"],
      latitude: 35.300000000000004,
      longitude: 24.000000000000004,
      verifiedAt: new Date("2024-02-29T23:59:59.123Z"),
      photoUrl: null,
    })
    .where(eq(beaches.areaId, area!.id));
  await db.insert(appMeta).values({ key: "backup-test", value: AWKWARD });
  await db.insert(users).values([
    { id: "user-1", name: 'Ελένη "Admin"', email: "eleni@example.com", emailVerified: true, role: "admin" },
    { id: "user-2", name: "Banned", email: "banned@example.com", banned: true, banReason: AWKWARD },
  ]);
  await db.insert(accounts).values({
    id: "account-1",
    accountId: "user-1",
    providerId: "credential",
    userId: "user-1",
    password: "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA",
  });
  await db.insert(sessions).values({
    id: "session-1",
    token: "token-1",
    userId: "user-1",
    expiresAt: new Date("2030-01-01T00:00:00Z"),
    ipAddress: "203.0.113.5",
    userAgent: AWKWARD,
  });
  await db.insert(verifications).values({
    id: "verification-1",
    identifier: "eleni@example.com",
    value: "v",
    expiresAt: new Date("2030-01-01T00:00:00Z"),
  });
  await db.insert(invites).values({
    id: "invite-1",
    email: "new@example.com",
    tokenHash: "hash-1",
    createdBy: "user-1",
    createdAt: new Date("2025-05-05T05:05:05.555Z"),
    expiresAt: new Date("2025-05-12T05:05:05.555Z"),
  });
  await db.insert(auditLog).values([
    {
      actorId: "user-1",
      actorEmail: "eleni@example.com",
      action: "sign_in",
      details: { nested: { list: [1, 2.5, "x", null], big: 12345678901234 }, text: AWKWARD },
    },
    { action: "sign_in_failed", ip: "198.51.100.7" },
  ]);
  await db.insert(signInThrottle).values({
    kind: "account",
    key: "eleni@example.com",
    failures: 3,
    lastFailureAt: new Date(),
  });
  await db
    .insert(rateLimits)
    .values({ id: "rate-1", key: "198.51.100.7/sign-in", count: 4, lastRequest: Date.now() });
  const [run] = await db
    .insert(importRuns)
    .values({
      status: "done",
      total: 1,
      processed: 1,
      created: 1,
      startedAt: new Date(),
      heartbeatAt: new Date(),
    })
    .returning();
  await db.insert(importRows).values({
    runId: run!.id,
    rowNumber: 2,
    action: "create",
    slug: "new-beach",
    name: "New beach",
    type: "SANDY",
    parking: "NONE",
    latitude: 36.5,
    longitude: 25.5,
    amenities: ["sunbeds"],
    searchText: "new beach",
    nameKey: "new beach",
    sortName: "new beach",
  });
  // Ids above the highest row: a sequence a restore must not move back.
  await db
    .delete(areas)
    .where(eq(areas.id, (await db.insert(areas).values({ name: "Gone", slug: "gone" }).returning())[0]!.id));
  await fillForecastCache(handle);
}

/** Tables fillEveryTable writes to; each must hold rows, so the comparison compares something. */
const FILLED = [
  "app_meta",
  "areas",
  "beaches",
  "users",
  "accounts",
  "sessions",
  "verifications",
  "invites",
  "audit_log",
  "sign_in_throttle",
  "rate_limits",
  "import_runs",
  "import_rows",
  "data_version",
  "forecast_points",
  "forecast_lease",
];

let source: DatabaseHandle;
let sourceContents: Record<string, string[]>;
const backupFile = join(folder, "source.jsonl.gz");

beforeAll(async () => {
  source = await createTestDatabase();
  await fillEveryTable(source);
  sourceContents = await everyTable(source);
  await writeBackup(source, backupFile);
});
afterAll(() => source.close());

/** A fresh database holding the demo data, for the tests that must not overwrite it. */
async function databaseWithData() {
  const target = await createTestDatabase();
  await seedDemoData(target.db);
  await target.db.insert(users).values({ id: "other", name: "Other", email: "other@example.com" });
  return target;
}

/**
 * One database holding data for the refusals, which must leave it as it was (each test checks that
 * they did): made once, on first use.
 */
let refusing: ReturnType<typeof databaseWithData> | undefined;
const databaseToRefuse = () => (refusing ??= databaseWithData());
afterAll(async () => {
  await (await refusing)?.close();
});

describe("backup and restore", () => {
  it("brings every table back row for row into an empty database", async () => {
    for (const table of FILLED) expect(sourceContents[table], table).not.toHaveLength(0);
    const summary = await writeBackup(source, join(folder, "again.jsonl.gz"));
    expect(summary.tables.find((table) => table.name === "beaches")?.rows).toBe(DEMO_BEACHES.length);
    expect(summary.tables.map((table) => table.name).sort()).toEqual(
      Object.keys(sourceContents)
        .filter((name) => !NOT_BACKED_UP.has(name))
        .sort(),
    );

    const target = await createTestDatabase();
    try {
      const restored = await restoreBackup(target, backupFile);
      expect(restored.replaced).toBe(false);
      const contents = await everyTable(target);
      expect(Object.keys(contents)).toEqual(Object.keys(sourceContents));
      expect(withoutDataVersion(contents)).toEqual(withoutDataVersion(sourceContents));
      // A version no cache has seen.
      expect(await currentDataVersion(target)).toBeGreaterThan(await currentDataVersion(source));

      // New rows take ids after every id the backup held or had handed out.
      const [highest] = rowsOf<{ id: number }>(
        await source.db.execute(sql`SELECT last_value::int AS id FROM areas_id_seq`),
      );
      const [added] = await target.db.insert(areas).values({ name: "After", slug: "after" }).returning();
      expect(added!.id).toBe(highest!.id + 1);
    } finally {
      await target.close();
    }
  });

  it("leaves the forecast cache out: not in the file, not counted as data, emptied by a restore", async () => {
    expect(gunzipSync(readFileSync(backupFile)).toString("utf8")).not.toContain('"table":"forecast_');
    const target = await createTestDatabase();
    try {
      await fillForecastCache(target);
      const restored = await restoreBackup(target, backupFile);
      expect(restored.replaced).toBe(false);
      const contents = await everyTable(target);
      expect(contents.forecast_points).toEqual([]);
      expect(contents.forecast_lease).toEqual([]);
      expect(withoutDataVersion(contents)).toEqual(withoutDataVersion(sourceContents));
    } finally {
      await target.close();
    }
  });

  it("refuses a database that holds data, and changes nothing in it", async () => {
    const target = await databaseToRefuse();
    const before = await everyTable(target);
    const refusal = restoreBackup(target, backupFile, { where: "The database under test" });
    await expect(refusal).rejects.toThrow(BackupError);
    await expect(refusal).rejects.toThrow(
      new RegExp(`already holds data \\(.*areas: ${DEMO_AREAS.length}.*\\).*--force`),
    );
    expect(await everyTable(target)).toEqual(before);
  });

  it("with force, replaces everything in a database that holds data", async () => {
    const target = await databaseWithData();
    try {
      const versionBefore = await currentDataVersion(target);
      const restored = await restoreBackup(target, backupFile, { force: true });
      expect(restored.replaced).toBe(true);
      expect(withoutDataVersion(await everyTable(target))).toEqual(withoutDataVersion(sourceContents));
      expect(await currentDataVersion(target)).toBeGreaterThan(versionBefore);
    } finally {
      await target.close();
    }
  });

  const lines = () => gunzipSync(readFileSync(backupFile)).toString("utf8").split("\n");
  const writeVariant = (name: string, content: Buffer | string) => {
    const file = join(folder, name);
    writeFileSync(file, content);
    return file;
  };
  const withHeader = (change: (header: Record<string, unknown>) => void) => {
    const [first, ...rest] = lines();
    const header = JSON.parse(first!) as Record<string, unknown>;
    change(header);
    return gzipSync([JSON.stringify(header), ...rest].join("\n"));
  };

  it("refuses a missing, damaged, cut, altered, unknown or newer file, changing nothing", async () => {
    const whole = readFileSync(backupFile);
    const flipped = Buffer.from(whole);
    for (let index = 40; index < 60; index += 1) flipped[index] = flipped[index]! ^ 0xff;
    // The first beach: the line after the beaches' heading.
    const beachLine = lines().findIndex((line) => line.startsWith('{"table":"beaches"')) + 1;
    const latest = knownMigrations().at(-1)!;
    // A foreign key no area satisfies, found only by the database half-way through loading.
    const orphan = lines().map((line, index) =>
      index === beachLine
        ? line.replace(/^\["(\d+)","([^"]*)","([^"]*)","\d+"/, '["$1","$2","$3","999999"')
        : line,
    );
    expect(orphan[beachLine]).not.toEqual(lines()[beachLine]);

    const cases: [string, string, RegExp][] = [
      ["missing", join(folder, "nothing-here.jsonl.gz"), /^No backup file at .*nothing-here/],
      ["flipped bytes", writeVariant("flipped.gz", flipped), /damaged or not a backup/],
      ["cut short", writeVariant("cut.gz", whole.subarray(0, Math.floor(whole.length / 2))), /damaged/],
      ["not gzip", writeVariant("plain.txt", "areas,beaches\n1,2\n"), /damaged or not a backup.*gzip/],
      [
        "not a backup",
        writeVariant("other.gz", gzipSync('{"hello":"world"}\n')),
        /first line is not a backup's/,
      ],
      [
        "a row taken out",
        writeVariant(
          "short.gz",
          gzipSync(
            lines()
              .filter((_, index) => index !== beachLine)
              .join("\n"),
          ),
        ),
        /damaged/,
      ],
      [
        "format version 2",
        writeVariant(
          "v2.gz",
          withHeader((header) => (header.formatVersion = 2)),
        ),
        /backup format version 2; this version of the directory reads version 1 \(update the code first\)/,
      ],
      [
        "a newer migration",
        writeVariant(
          "newer.gz",
          withHeader((header) => {
            header.migration = {
              count: latest.count + 1,
              tag: "9999_from_the_future",
              when: latest.when + 1,
            };
          }),
        ),
        /made by a newer version of the directory.*9999_from_the_future/,
      ],
      [
        "a broken foreign key",
        writeVariant("orphan.gz", gzipSync(orphan.join("\n"))),
        /changed nothing.*foreign key/,
      ],
    ];
    const target = await databaseToRefuse();
    const before = await everyTable(target);
    for (const [label, file, message] of cases) {
      const attempt = restoreBackup(target, file, { force: true });
      await expect(attempt, label).rejects.toThrow(BackupError);
      await expect(attempt, label).rejects.toThrow(message);
      expect(await everyTable(target), label).toEqual(before);
    }
  });
});

describe("npm run backup and npm run restore", () => {
  const script = (name: string, dataDir: string, ...args: string[]) =>
    spawnSync(process.execPath, ["--import", "tsx", `scripts/${name}.ts`, ...args], {
      env: { ...process.env, PGLITE_DIR: dataDir, DATABASE_URL: "" },
      encoding: "utf8",
      timeout: 60_000,
    });

  it(
    "back up an embedded directory and restore it into an empty one, refusing a second time",
    // Starts Node and tsx six times: minutes on two busy cores.
    { timeout: 300_000 },
    async () => {
      const first = join(folder, "first");
      const second = join(folder, "second");
      const file = join(folder, "cli", "demo.jsonl.gz");
      const original = await openMigratedDatabase({ PGLITE_DIR: first, DATABASE_URL: undefined });
      let expected: Record<string, string[]>;
      try {
        await fillEveryTable(original);
        // What every restore below must bring back (a backup reads and changes nothing).
        expected = withoutDataVersion(await everyTable(original));
      } finally {
        await original.close();
      }

      const backup = script("backup", first, file);
      expect(backup.stderr).toBe("");
      expect(backup.status).toBe(0);
      expect(backup.stdout).toContain(`Backed up the embedded database in ${first} to ${file}`);
      expect(backup.stdout).toMatch(new RegExp(`beaches +${DEMO_BEACHES.length} rows`));
      expect(backup.stdout).toMatch(new RegExp(`areas +${DEMO_AREAS.length} rows`));
      expect(backup.stdout).toMatch(/\d+ tables, \d+ rows, [\d.]+ KB, [\d.]+ s/);
      // It says what it holds, and no one else may read it; nor may anyone else enter the data folder.
      expect(backup.stdout).toMatch(/password hashes.*sign-in secret.*readable by you only/s);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(statSync(first).mode & 0o077).toBe(0);

      const restore = script("restore", second, file);
      expect(restore.stderr).toBe("");
      expect(restore.status).toBe(0);
      expect(restore.stdout).toContain(`into the embedded database in ${second}`);

      const again = script("restore", second, file);
      expect(again.status).toBe(1);
      expect(again.stderr).toContain(`The embedded database in ${second} already holds data`);
      expect(again.stderr).not.toMatch(/^\s+at /m);

      const missing = script("restore", second, join(folder, "no-such.jsonl.gz"));
      expect(missing.status).toBe(1);
      expect(missing.stderr.trim()).toBe(`No backup file at ${join(folder, "no-such.jsonl.gz")}.`);

      const to = await openMigratedDatabase({ PGLITE_DIR: second, DATABASE_URL: undefined });
      // The same file into the database under test: on the PostgreSQL run, an embedded database's
      // backup restored into PostgreSQL.
      const other = await createTestDatabase();
      try {
        await restoreBackup(other, file);
        expect(withoutDataVersion(await everyTable(to))).toEqual(expected);
        expect(withoutDataVersion(await everyTable(other))).toEqual(expected);
      } finally {
        await to.close();
        await other.close();
      }
    },
  );
});
