import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Hono } from "hono";
import { createTestDatabase } from "#tests/integration/database.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { createDataVersion } from "../cache/data-version.ts";
import { createPublicCache } from "./public-cache.ts";

// Cold public reads take turns: no more than two are worked out at once, the others wait in the
// order they came and each gets its own answer; the no-op route and kept answers do not wait.

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  await database?.close();
});

describe("the public cache's turns", () => {
  it("work out at most two cold answers at once, in the order asked, while kept answers and the no-op route go by", async () => {
    const cache = createPublicCache({
      dataVersion: createDataVersion(database.db),
      buildId: "test",
      clock: () => new Date("2026-11-29T10:00:00Z"),
    });
    let working = 0;
    let most = 0;
    const started: string[] = [];
    const finish = new Map<string, () => void>();
    const app = new Hono();
    app.use(cache.middleware);
    app.get("/api/v1/health", (c) => c.json({ ok: true }));
    app.get("/api/v1/things/:name", async (c) => {
      const name = c.req.param("name");
      working += 1;
      most = Math.max(most, working);
      started.push(name);
      if (name !== "kept") await new Promise<void>((resolve) => finish.set(name, resolve));
      working -= 1;
      return c.json({ name });
    });
    const ask = async (path: string) => {
      const response = await app.request(path);
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const until = async (done: () => boolean) => {
      while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
    };

    // An answer kept before the others come: asked twice, it is kept from the second time.
    await ask("/api/v1/things/kept");
    await ask("/api/v1/things/kept");
    const names = ["a", "b", "c", "d", "e"];
    const answers: ReturnType<typeof ask>[] = [];
    // One after another, each asked once the one before is being worked out or waits its turn (a
    // request reads the data version first, which may answer requests sent together in any order).
    for (const [index, name] of names.entries()) {
      answers.push(ask(`/api/v1/things/${name}`));
      await until(() => started.length - 2 + cache.waiting() === index + 1);
    }
    expect(started.slice(2)).toEqual(["a", "b"]);
    expect(cache.waiting()).toBe(3);
    expect(working).toBe(2);

    // While three wait their turn, the no-op route and the kept answer are served.
    expect(await ask("/api/v1/health")).toEqual({ status: 200, body: { ok: true } });
    expect(await ask("/api/v1/things/kept")).toEqual({ status: 200, body: { name: "kept" } });
    expect(started).toHaveLength(4);

    for (const name of names) {
      await until(() => finish.has(name));
      finish.get(name)!();
    }
    expect(await Promise.all(answers)).toEqual(names.map((name) => ({ status: 200, body: { name } })));
    expect(started.slice(2)).toEqual(names);
    expect(most).toBe(2);
    expect(cache.waiting()).toBe(0);
  });

  it("give the turn on when an answer fails, so the next one is worked out", async () => {
    const cache = createPublicCache({
      dataVersion: createDataVersion(database.db),
      buildId: "test",
      clock: () => new Date("2026-11-29T10:00:00Z"),
      workingAtOnce: 1,
    });
    const app = new Hono();
    app.use(cache.middleware);
    app.get("/api/v1/broken", () => {
      throw new Error("this read failed");
    });
    app.get("/api/v1/fine", (c) => c.json({ fine: true }));
    app.onError((_error, c) => c.json({ error: "failed" }, 500));
    expect((await app.request("/api/v1/broken")).status).toBe(500);
    expect((await app.request("/api/v1/broken")).status).toBe(500);
    const fine = await app.request("/api/v1/fine");
    expect(fine.status).toBe(200);
    expect(await fine.json()).toEqual({ fine: true });
    expect(cache.waiting()).toBe(0);
  });
});
