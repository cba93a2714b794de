import { afterEach, describe, expect, it, vi } from "vitest";
import { setAnalyticsTracker, track } from "./analytics.ts";

afterEach(() => setAnalyticsTracker(null));

describe("analytics", () => {
  it("sends nothing anywhere until a tracker is installed", () => {
    expect(() => track("open_beach", { slug: "myrtos" })).not.toThrow();
  });

  it("passes events with their properties to the installed tracker", () => {
    const events: unknown[] = [];
    setAnalyticsTracker({ track: (event, properties) => events.push([event, properties]) });
    track("paginate", { page: 2 });
    track("near_me_enable");
    expect(events).toEqual([
      ["paginate", { page: 2 }],
      ["near_me_enable", undefined],
    ]);
  });

  it("survives a tracker that throws, with a warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    setAnalyticsTracker({
      track: () => {
        throw new Error("offline");
      },
    });
    expect(() => track("share")).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
