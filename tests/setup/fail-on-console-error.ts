import { afterEach, vi } from "vitest";

// A test that logs console.error fails: unexpected errors must not pass silently.
const errors: unknown[][] = [];
const original = console.error;

vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
  errors.push(args);
  original(...args);
});

afterEach(() => {
  if (errors.length > 0) {
    const first = errors[0]?.map(String).join(" ");
    errors.length = 0;
    throw new Error(`console.error was called during the test: ${first}`);
  }
});
