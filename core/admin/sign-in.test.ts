import { describe, expect, it } from "vitest";
import { formatCountdown, SIGN_IN_MESSAGES, throttleMs } from "./sign-in.ts";

describe("sign-in wording", () => {
  it("counts down in m:ss, rounding a started second up", () => {
    expect(formatCountdown(15 * 60 * 1000)).toBe("15:00");
    expect(formatCountdown(61_000)).toBe("1:01");
    expect(formatCountdown(59_001)).toBe("1:00");
    expect(formatCountdown(400)).toBe("0:01");
    expect(formatCountdown(-5)).toBe("0:00");
  });

  it("says the sign-in texts", () => {
    expect(SIGN_IN_MESSAGES.invalid(3)).toBe(
      "Invalid email or password. 3 attempt(s) remaining before lockout.",
    );
    expect(SIGN_IN_MESSAGES.lockedNow).toBe("Too many failed login attempts. Account locked for 15 minutes.");
    expect(SIGN_IN_MESSAGES.locked(754_000)).toBe("Account is locked. Try again in 12:34.");
  });
});

describe("the per-address throttle", () => {
  it("waits 1, 2, 4 and 8 minutes, then never longer than the account lock", () => {
    expect([1, 2, 3, 4, 5, 6, 20].map((step) => throttleMs(step) / 60_000)).toEqual([1, 2, 4, 8, 15, 15, 15]);
  });
});
