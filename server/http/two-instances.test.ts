import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { csvFile, type CsvCells } from "#tests/csv-file.ts";
import { createTestDatabase } from "#tests/integration/database.ts";
import { sessionCookie, startTestServer, type TestServer } from "#tests/integration/http.ts";
import { createSiteApp } from "#tests/integration/pages.ts";
import { createOrPromoteAdmin } from "../auth/admin-account.ts";
import { openDatabase, PGLITE_EXTENSIONS, type DatabaseHandle } from "../db/client.ts";
import { areas } from "../db/schema.ts";
import { seedDemoData } from "../db/seed/seed.ts";

// Two instances of the site over one database, as behind a load balancer: what one instance writes
// (a session, failed sign-ins, an import under way, an edit) the other sees at once. On PostgreSQL
// the instances are two real server processes (`server/main.ts`), each with its own connection
// pool and its own memory. The embedded database can be opened by one process only, so there they
// are two apps in this process, each with its own caches, over the database as production opens it
// (on a worker thread, so a long import does not hold up the other app's requests).

interface Instance {
  url: string;
  stop(): Promise<void>;
}

let database: DatabaseHandle & { url?: string };
let one: Instance;
let other: Instance;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** `server/main.ts` on its own port over the test's PostgreSQL database, ready when its health answers. */
async function serverProcess(databaseUrl: string): Promise<Instance> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      BUILD_DIR: inject("siteBuildDir"),
      PUBLIC_URL: "",
      AUTH_SECRET: "",
      SMTP_URL: "",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`The server process ended at start:\n${errors}`);
    const healthy = await fetch(`${url}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (tries > 300) throw new Error(`The server process did not answer within 60 s:\n${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

async function inProcess(): Promise<Instance> {
  const server: TestServer = await startTestServer(await createSiteApp(database.db));
  return { url: server.url, stop: () => server.close() };
}

/** The test's database: PostgreSQL as the tier gives it, or PGlite opened from a data directory. */
async function openDatabaseUnderTest(): Promise<DatabaseHandle & { url?: string }> {
  const copy = await createTestDatabase();
  if (copy.url) return copy;
  await copy.close();
  const dir = mkdtempSync(join(tmpdir(), "beaches-two-instances-"));
  const dataDir = join(dir, "pglite");
  const snapshot = new Blob([readFileSync(inject("pgliteSnapshot"))]);
  await (await PGlite.create({ dataDir, loadDataDir: snapshot, extensions: PGLITE_EXTENSIONS })).close();
  const handle = await openDatabase({ dataDir });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

beforeAll(async () => {
  database = await openDatabaseUnderTest();
  await seedDemoData(database.db);
  await createOrPromoteAdmin(database.db, { email: "boss@example.com", password: "Str0ng!pass" });
  const start = database.url ? () => serverProcess(database.url!) : inProcess;
  // Started together, as a deployment brings its instances up: both settle on one cookie secret.
  [one, other] = await Promise.all([start(), start()]);
}, 120_000);

afterAll(async () => {
  await Promise.all([one?.stop(), other?.stop()]);
  await database?.close();
});

const sessionUser = async (url: string, cookie: string) =>
  (
    (await (await fetch(`${url}/api/auth/get-session`, { headers: { Cookie: cookie } })).json()) as {
      user?: { email: string };
    } | null
  )?.user?.email ?? null;

describe("two instances over one database", () => {
  it("a session made on one works on the other, and signing out on the other ends it on both", async () => {
    const cookie = await sessionCookie(one.url, "boss@example.com");
    expect(await sessionUser(other.url, cookie)).toBe("boss@example.com");
    const users = await fetch(`${other.url}/api/v1/admin/users`, { headers: { Cookie: cookie } });
    expect(users.status).toBe(200);

    const signOut = await fetch(`${other.url}/api/auth/sign-out`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: other.url, "Content-Type": "application/json" },
      body: "{}",
    });
    expect(signOut.status).toBe(200);
    expect(await sessionUser(one.url, cookie)).toBeNull();
    expect((await fetch(`${one.url}/api/v1/admin/users`, { headers: { Cookie: cookie } })).status).toBe(401);
  });

  it("failed sign-ins counted on one count on the other", async () => {
    await createOrPromoteAdmin(database.db, { email: "counted@example.com", password: "Str0ng!pass" });
    const wrong = (url: string) =>
      fetch(`${url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: url },
        body: JSON.stringify({ email: "counted@example.com", password: "Wr0ng!pass" }),
      }).then(async (response) => ((await response.json()) as { message: string }).message);
    // One client address: what it has left before it is throttled for this account (ADR 018).
    expect(await wrong(one.url)).toBe("Invalid email or password. 2 attempt(s) remaining before lockout.");
    expect(await wrong(other.url)).toBe("Invalid email or password. 1 attempt(s) remaining before lockout.");
  });

  it("an import under way on one holds the one import slot on the other, and its end is seen there", async () => {
    const cookie = await sessionCookie(one.url, "boss@example.com");
    const rows: CsvCells[] = Array.from({ length: 5000 }, (_, n) => ({
      slug: `shared-cove-${n}`,
      name: `Shared cove ${n}`,
      area: "Milos",
      latitude: "36.7",
      longitude: "24.4",
      type: "SANDY",
      parking: "NONE",
    }));
    const post = (url: string, name: string, cells: CsvCells[]) => {
      const form = new FormData();
      form.set("intent", "import");
      form.set("file", new File([csvFile(cells)], name, { type: "text/csv" }));
      return fetch(`${url}/admin/imports`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: url },
        body: form,
      });
    };
    const started = await post(one.url, "big.csv", rows);
    expect(started.status).toBe(202);
    const { runId } = (await started.json()) as { runId: number };

    const second = await post(other.url, "small.csv", [{ ...rows[0]!, slug: "second-cove" }]);
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({
      message: "Another import is running. Try again when it has finished.",
    });

    let progress: { status: string; created?: number } = { status: "running" };
    for (let tries = 0; tries < 600 && progress.status !== "done"; tries += 1) {
      const response = await fetch(`${other.url}/admin/import-runs/${runId}`, {
        headers: { Cookie: cookie },
      });
      progress = (await response.json()) as typeof progress;
      if (progress.status !== "done") await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(progress).toMatchObject({ status: "done", created: 5000, startedBy: "boss@example.com" });
    const beach = await fetch(`${other.url}/api/v1/beaches/shared-cove-4999`);
    expect(beach.status).toBe(404); // imported as drafts: not public
  });

  it("an edit saved on one is what the other serves next, cached pages included", async () => {
    const cookie = await sessionCookie(one.url, "boss@example.com");
    const [area] = await database.db.select().from(areas).where(eq(areas.slug, "milos"));
    if (!area) throw new Error("The demo data has no Milos");
    const page = async () =>
      (await (await fetch(`${other.url}/milos`)).text()).includes("Lunar rocks and sea caves");
    const api = async () =>
      ((await (await fetch(`${other.url}/api/v1/areas/milos`)).json()) as { description: string | null })
        .description;
    // Read twice on the other instance, so whatever it caches is warm.
    expect(await page()).toBe(false);
    expect(await page()).toBe(false);
    await api();

    const form = new FormData();
    for (const [key, value] of Object.entries({
      name: area.name,
      slug: area.slug,
      description: "Lunar rocks and sea caves",
      hero_photo_url: area.heroPhotoUrl ?? "",
      hero_photo_source: area.heroPhotoSource ?? "",
      status: area.status,
      version: String(area.version),
    })) {
      form.set(key, value);
    }
    const saved = await fetch(`${one.url}/admin/areas/${area.id}`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: one.url },
      body: form,
    });
    expect(saved.status).toBe(302);
    expect(await page()).toBe(true);
    expect(await api()).toBe("Lunar rocks and sea caves");
  });
});
