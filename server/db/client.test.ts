import { spawn } from "node:child_process";
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { DATA_DIRECTORY_LOCK, DatabaseUnavailableError, openDatabase } from "./client.ts";

// The embedded database's directory at start-up: one that cannot be used stops `npm run serve`
// (server/main.ts) with a message naming the directory and the cause, and exit code 1, before the
// site is even loaded; and one process at a time holds it.

const folder = mkdtempSync(join(tmpdir(), "beaches-data-dir-"));
afterAll(() => {
  chmodSync(folder, 0o755);
  rmSync(folder, { recursive: true, force: true });
});

/** Starts the production server on `dataDir` and waits for it to stop. */
function startServer(dataDir: string, options: { withoutRootOverride?: boolean; port?: number } = {}) {
  const node = [process.execPath, "--import", "tsx", "server/main.ts"];
  // root writes through a read-only mode; without the capability that lets it, it cannot.
  const command = options.withoutRootOverride
    ? ["setpriv", "--bounding-set", "-dac_override,-dac_read_search", "--", ...node]
    : node;
  return new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
    const child = spawn(command[0]!, command.slice(1), {
      env: {
        ...process.env,
        PGLITE_DIR: dataDir,
        DATABASE_URL: "",
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(options.port ?? 39999),
        BUILD_DIR: inject("siteBuildDir"),
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

// Making a database from scratch (initdb) is the slow part of opening a directory: it is done once,
// in the directory of a new database, and the tests that need one that exists get a copy of it.
const NEW_DATABASE = join(folder, "private-new");
let madeFromScratch: Promise<void> | undefined;

/** A copy, at `dataDir`, of an embedded database made from scratch and closed. */
async function copyOfExistingDatabase(dataDir: string) {
  madeFromScratch ??= openDatabase({ dataDir: NEW_DATABASE }).then((database) => database.close());
  await madeFromScratch;
  cpSync(NEW_DATABASE, dataDir, { recursive: true });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Exit code 1 and the message alone: no stack trace. */
function expectRefusal(result: { code: number | null; stderr: string }, message: string) {
  expect(result.stderr.trim()).toBe(message);
  expect(result.code).toBe(1);
}

// Each test starts Node, tsx and sometimes PGlite more than once: slow on two busy cores.
describe("an embedded data directory that cannot be used", { timeout: 120_000 }, () => {
  it("stops the start when part of its path is a file", async () => {
    const file = join(folder, "a-file");
    writeFileSync(file, "not a directory");
    const dataDir = join(file, "pglite");
    expectRefusal(
      await startServer(dataDir),
      `Cannot open the database in ${dataDir}: it cannot be created: part of the path is a file, not a directory (ENOTDIR).`,
    );
  });

  it("stops the start when the directory is read-only", async () => {
    const dataDir = join(folder, "read-only");
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o555);
    expectRefusal(
      await startServer(dataDir, { withoutRootOverride: process.getuid?.() === 0 }),
      `Cannot open the database in ${dataDir}: the directory is read-only for this user (EACCES).`,
    );
  });

  it("stops the start when it holds something PGlite cannot open", async () => {
    const dataDir = join(folder, "not-pglite");
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, "PG_VERSION"), "9.6\n");
    const result = await startServer(dataDir);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(
      new RegExp(
        `^Cannot open the database in ${escape(dataDir)}: PGlite could not start on it \\(.+\\)\\..*npm run restore\\)\\.$`,
        "s",
      ),
    );
    expect(existsSync(join(dataDir, DATA_DIRECTORY_LOCK))).toBe(false);
  });

  it("is held by one process at a time, and released when closed or left by a stopped process", async () => {
    const dataDir = join(folder, "shared");
    await copyOfExistingDatabase(dataDir);
    const held = await openDatabase({ dataDir });
    try {
      const result = await startServer(dataDir);
      expect(result.code).toBe(1);
      expect(result.stderr.trim()).toMatch(
        new RegExp(
          `^Cannot open the database in ${escape(dataDir)}: another process is using it \\(process ${process.pid}, .*\\)\\. ` +
            `The embedded database serves one process at a time: stop that one first, or if it is no longer running, delete ${escape(join(dataDir, DATA_DIRECTORY_LOCK))}\\.$`,
        ),
      );
      await expect(openDatabase({ dataDir })).rejects.toThrow(DatabaseUnavailableError);
    } finally {
      await held.close();
    }
    expect(existsSync(join(dataDir, DATA_DIRECTORY_LOCK))).toBe(false);

    // A process that was killed leaves its lock behind; the next start takes it over.
    const deadPid = await new Promise<number>((resolve) => {
      const child = spawn(process.execPath, ["-e", ""]);
      child.on("exit", () => resolve(child.pid!));
    });
    writeFileSync(
      join(dataDir, DATA_DIRECTORY_LOCK),
      JSON.stringify({ pid: deadPid, host: hostname(), startTicks: 1, command: "killed", since: "" }),
    );
    const reopened = await openDatabase({ dataDir });
    await reopened.close();
  });
});

// A new embedded database is made from scratch (initdb): over 15 s on a loaded 2-core machine.
describe("an embedded data directory's permissions", { timeout: 120_000 }, () => {
  it("lets no one but its owner in: a new one, and one an older version left open to all", async () => {
    // The new one is the database copyOfExistingDatabase makes from scratch, here or for an earlier test.
    const old = join(folder, "private-old");
    await copyOfExistingDatabase(old);
    expect((statSync(NEW_DATABASE).mode & 0o777).toString(8), NEW_DATABASE).toBe("700");
    chmodSync(old, 0o777);
    const database = await openDatabase({ dataDir: old });
    await database.close();
    expect((statSync(old).mode & 0o777).toString(8), old).toBe("700");
  });
});

// Starts Node, tsx and PGlite (and a new database, when it is the first test to need one).
describe("a port already in use", { timeout: 120_000 }, () => {
  it("stops the start with one line saying so, and releases the data directory", async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const { port } = taken.address() as AddressInfo;
    const dataDir = join(folder, "port-taken");
    await copyOfExistingDatabase(dataDir);
    try {
      expectRefusal(
        await startServer(dataDir, { port }),
        `Cannot start the server: port ${port} on 127.0.0.1 is in use by another program: stop it, or set PORT to a free port.`,
      );
    } finally {
      taken.close();
    }
    expect(existsSync(join(dataDir, DATA_DIRECTORY_LOCK))).toBe(false);
  });
});
