import { describe, expect, it } from "vitest";
import { lazyModule } from "./lazy-module.ts";

describe("lazyModule", () => {
  it("loads once, however often it is asked, and tells its subscribers", async () => {
    let loads = 0;
    const module = lazyModule(async () => {
      loads += 1;
      return { value: 42 };
    });
    let told = 0;
    module.subscribe(() => (told += 1));
    expect(module.current()).toBeUndefined();
    const [a, b] = await Promise.all([module.load(), module.load()]);
    expect(a).toBe(b);
    expect(module.current()).toEqual({ value: 42 });
    expect(loads).toBe(1);
    expect(told).toBe(1);
  });

  it("tries again after a failed download", async () => {
    let attempts = 0;
    const module = lazyModule(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("network");
      return "ok";
    });
    await expect(module.load()).rejects.toThrow("network");
    await expect(module.load()).resolves.toBe("ok");
    expect(attempts).toBe(2);
  });
});
