import { describe, expect, it } from "vitest";
import { formatRelativeTime, formatUpdatedAgo, formatVerified, formatVerifiedAgo } from "./relative-time.ts";

const now = new Date("2025-06-15T12:00:00.000Z");
const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;
const before = (ms: number) => new Date(now.getTime() - ms);

describe("formatRelativeTime", () => {
  it.each([
    ["0 s", 0, "0 seconds ago"],
    ["999 ms", 999, "0 seconds ago"],
    ["1 s", second, "1 second ago"],
    ["5 s", 5 * second, "5 seconds ago"],
    ["59 s", 59 * second, "59 seconds ago"],
    ["60 s", 60 * second, "1 minute ago"],
    ["2 min", 2 * minute, "2 minutes ago"],
    ["59 min", 59 * minute, "59 minutes ago"],
    ["60 min", 60 * minute, "1 hour ago"],
    ["23 h", 23 * hour, "23 hours ago"],
    ["24 h", 24 * hour, "1 day ago"],
    ["6 d", 6 * day, "6 days ago"],
    ["7 d", 7 * day, "1 week ago"],
    ["14 d", 14 * day, "2 weeks ago"],
    ["27 d", 27 * day, "3 weeks ago"],
    ["28 d", 28 * day, "1 month ago"],
    ["29 d", 29 * day, "1 month ago"],
    ["30 d", 30 * day, "1 month ago"],
    ["60 d", 60 * day, "2 months ago"],
    ["359 d", 359 * day, "11 months ago"],
    ["360 d", 360 * day, "1 year ago"],
    ["364 d", 364 * day, "1 year ago"],
    ["365 d", 365 * day, "1 year ago"],
    ["729 d", 729 * day, "1 year ago"],
    ["730 d", 730 * day, "2 years ago"],
    ["800 d", 800 * day, "2 years ago"],
  ])("%s ago → %s", (_, elapsed, expected) => {
    expect(formatRelativeTime(before(elapsed), now)).toBe(expected);
  });

  it.each([
    ["an ISO string", "2025-06-15T11:00:00Z", "1 hour ago"],
    ["a future date (clock skew)", new Date(now.getTime() + 5 * minute), "0 seconds ago"],
    ["an unreadable string", "not a date", ""],
  ])("reads %s", (_, date, expected) => {
    expect(formatRelativeTime(date, now)).toBe(expected);
  });
});

describe("formatUpdatedAgo", () => {
  it.each([
    [before(3 * hour), "Updated 3 hours ago"],
    ["2025-06-14T12:00:00Z", "Updated 1 day ago"],
    ["garbage", ""],
  ])("%s → %j", (date, expected) => {
    expect(formatUpdatedAgo(date, now)).toBe(expected);
  });
});

describe("formatVerified", () => {
  it.each([
    [before(2 * day), "2 days ago"],
    ["2025-06-01T12:00:00Z", "2 weeks ago"],
    [null, "recently"],
    [undefined, "recently"],
    ["garbage", "recently"],
  ])("%s → %s", (date, expected) => {
    expect(formatVerified(date, now)).toBe(expected);
  });
});

describe("in Greek", () => {
  it.each([
    [0, "πριν από 0 δευτερόλεπτα"],
    [5 * second, "πριν από 5 δευτερόλεπτα"],
    [minute, "πριν από 1 λεπτό"],
    [2 * hour, "πριν από 2 ώρες"],
    [day, "πριν από 1 ημέρα"],
    [3 * day, "πριν από 3 ημέρες"],
    [14 * day, "πριν από 2 εβδομάδες"],
    [28 * day, "πριν από 1 μήνα"],
    [400 * day, "πριν από 1 έτος"],
  ])("says %i ms ago as %s, with the English units", (elapsed, expected) => {
    expect(formatRelativeTime(before(elapsed), now, "el")).toBe(expected);
  });

  it("says when a beach was updated and verified", () => {
    expect(formatUpdatedAgo(before(3 * hour), now, "el")).toBe("Ενημέρωση πριν από 3 ώρες");
    expect(formatUpdatedAgo("not a date", now, "el")).toBe("");
    expect(formatVerifiedAgo(before(3 * day), now, "el")).toBe("πριν από 3 ημέρες");
    expect(formatVerifiedAgo(null, now, "el")).toBeNull();
    expect(formatVerifiedAgo(before(3 * day), now)).toBe("3 days ago");
  });
});
