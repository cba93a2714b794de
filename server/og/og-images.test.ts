import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import {
  createDrawAllowance,
  createOgCardStore,
  createOgRenderPool,
  defaultPoolSize,
  OG_THREAD_NICE,
  OgBusyError,
} from "./og-images.ts";

// The og cards' drawing pool, their store on disk and the per-client allowance, on real worker
// threads and a real folder.

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const square = (colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="${colour}"/></svg>`;

const folders: string[] = [];
const folder = () => {
  const made = mkdtempSync(join(tmpdir(), "og-cards-"));
  folders.push(made);
  return made;
};
afterAll(() => {
  for (const made of folders) rmSync(made, { recursive: true, force: true });
});

describe("the drawing pool", () => {
  it("keeps a core for the main thread, and draws on at most four", () => {
    expect(defaultPoolSize(1)).toBe(1);
    expect(defaultPoolSize(2)).toBe(1);
    expect(defaultPoolSize(4)).toBe(3);
    expect(defaultPoolSize(16)).toBe(4);
  });

  it("draws PNGs in its threads, refuses at once past its queue, and draws again once free", async () => {
    const pool = createOgRenderPool({ size: 1, queueLimit: 1 });
    try {
      const first = pool.render(square("red"));
      const second = pool.render(square("blue"));
      // One drawing and one waiting: a third is turned away without waiting.
      await expect(pool.render(square("green"))).rejects.toBeInstanceOf(OgBusyError);
      const pngs = await Promise.all([first, second]);
      for (const png of pngs) expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
      expect(Buffer.from(pngs[0]!).equals(Buffer.from(pngs[1]!))).toBe(false);
      const again = await pool.render(square("green"));
      expect([...again.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
      expect(pool.drawn()).toBe(3);
    } finally {
      await pool.close();
    }
  });

  it.runIf(process.platform === "linux")(
    "draws at the lowest priority, leaving the other threads theirs",
    async () => {
      const niceOf = () =>
        readdirSync("/proc/self/task").map((thread) => {
          const stat = readFileSync(`/proc/self/task/${thread}/stat`, "utf8");
          // The 19th field after the command's closing parenthesis is the nice value.
          return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
        });
      const before = niceOf().filter((nice) => nice === OG_THREAD_NICE).length;
      const pool = createOgRenderPool({ size: 1 });
      try {
        await pool.render(square("red"));
        const after = niceOf();
        expect(after.filter((nice) => nice === OG_THREAD_NICE).length).toBe(before + 1);
        // This thread, the one serving requests, keeps its own.
        expect(
          Number(readFileSync("/proc/thread-self/stat", "utf8").split(") ")[1]!.split(" ")[16]),
        ).not.toBe(OG_THREAD_NICE);
      } finally {
        await pool.close();
      }
    },
  );

  it("answers an SVG it cannot draw with an error, and goes on drawing", async () => {
    const pool = createOgRenderPool({ size: 1 });
    try {
      await expect(pool.render("<svg")).rejects.toThrow(/could not be drawn/);
      expect([...(await pool.render(square("red"))).subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    } finally {
      await pool.close();
    }
  });
});

describe("the card store", () => {
  it("draws a card asked for many times at once once, and a new store on the same folder none", async () => {
    const dir = folder();
    const pool = createOgRenderPool({ size: 1 });
    const other = createOgRenderPool({ size: 1 });
    try {
      const store = createOgCardStore({ pool, dir });
      expect(await store.kept("crete_balos.abc")).toBeNull();
      const pngs = await Promise.all(
        Array.from({ length: 5 }, () => store.draw("crete_balos.abc", () => square("red"))),
      );
      expect(pool.drawn()).toBe(1);
      expect(new Set(pngs).size).toBe(1);
      expect(readdirSync(dir)).toEqual(["crete_balos.abc.png"]);
      expect(statSync(join(dir, "crete_balos.abc.png")).mode & 0o777).toBe(0o600);
      expect(statSync(dir).mode & 0o777).toBe(0o700);

      const restarted = createOgCardStore({ pool: other, dir });
      const kept = await restarted.kept("crete_balos.abc");
      expect(Buffer.from(kept!).equals(Buffer.from(pngs[0]!))).toBe(true);
      expect(other.drawn()).toBe(0);
    } finally {
      await Promise.all([pool.close(), other.close()]);
    }
  });

  it("still answers every card when its folder cannot be written, and says so once", async () => {
    const blocked = join(folder(), "not-a-folder");
    writeFileSync(blocked, "a file where the folder should be");
    const pool = createOgRenderPool({ size: 1 });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const store = createOgCardStore({ pool, dir: blocked });
      for (const name of ["a.k1", "b.k2", "c.k3"]) {
        const png = await store.draw(name, () => square("red"));
        expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
      }
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]![0])).toContain("not being kept on disk");
      // Kept in memory all the same.
      expect(await store.kept("b.k2")).not.toBeNull();
    } finally {
      warn.mockRestore();
      await pool.close();
    }
  });

  it("refuses a name that could leave its folder", async () => {
    const pool = createOgRenderPool({ size: 1 });
    try {
      const store = createOgCardStore({ pool, dir: folder() });
      await expect(store.kept("../escape")).rejects.toThrow(/Not a card name/);
    } finally {
      await pool.close();
    }
  });

  it("removes cards not drawn for a month, and keeps the others", async () => {
    const dir = folder();
    const now = new Date("2026-08-01T12:00:00Z");
    const store = createOgCardStore({ pool: createOgRenderPool({ size: 1 }), dir, clock: () => now });
    writeFileSync(join(dir, "old.a1.png"), "x");
    writeFileSync(join(dir, "recent.b2.png"), "x");
    writeFileSync(join(dir, "notes.txt"), "x");
    const longAgo = new Date(now.getTime() - 31 * 24 * 60 * 60 * 1000);
    utimesSync(join(dir, "old.a1.png"), longAgo, longAgo);
    utimesSync(join(dir, "notes.txt"), longAgo, longAgo);
    expect(await store.prune()).toBe(1);
    expect(readdirSync(dir).sort()).toEqual(["notes.txt", "recent.b2.png"]);
  });
});

describe("the drawing allowance", () => {
  it("counts per client per minute, and says how long until the next", () => {
    let now = new Date("2026-08-01T12:00:00Z");
    const allowance = createDrawAllowance({ perMinute: 2, clock: () => now });
    expect(allowance.take("203.0.113.9")).toEqual({ ok: true });
    now = new Date(now.getTime() + 15_000);
    expect(allowance.take("203.0.113.9")).toEqual({ ok: true });
    expect(allowance.take("203.0.113.9")).toEqual({ ok: false, retryAfterSeconds: 45 });
    expect(allowance.take("198.51.100.4")).toEqual({ ok: true });
    now = new Date(now.getTime() + 45_000);
    expect(allowance.take("203.0.113.9")).toEqual({ ok: true });
  });

  it("forgets the oldest clients past its bound, never the one asking", () => {
    const allowance = createDrawAllowance({ perMinute: 1, maxClients: 2 });
    expect(allowance.take("a")).toEqual({ ok: true });
    expect(allowance.take("b")).toEqual({ ok: true });
    expect(allowance.take("c")).toEqual({ ok: true });
    expect(allowance.take("c").ok).toBe(false);
    // 'a' was forgotten to make room, so it starts a new minute.
    expect(allowance.take("a")).toEqual({ ok: true });
  });
});
