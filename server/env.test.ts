import { describe, expect, it } from "vitest";
import { readEnv } from "./env.ts";

describe("readEnv", () => {
  it("gives the defaults for an empty environment", () => {
    const env = readEnv({});
    expect(env).toMatchObject({ PORT: 3000, PGLITE_DIR: "./data/pglite", NODE_ENV: "development" });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("treats empty variables as unset", () => {
    const env = readEnv({ DATABASE_URL: "", SMTP_URL: "" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it("accepts a PostgreSQL URL and a port", () => {
    expect(readEnv({ DATABASE_URL: "postgres://u:p@localhost:5432/beaches", PORT: "8080" })).toMatchObject({
      DATABASE_URL: "postgres://u:p@localhost:5432/beaches",
      PORT: 8080,
    });
  });

  it("has a contact address by default and takes a valid one", () => {
    expect(readEnv({}).CONTACT_EMAIL).toBe("feedback@greekbeaches.example");
    expect(readEnv({ CONTACT_EMAIL: "hello@beaches.gr" }).CONTACT_EMAIL).toBe("hello@beaches.gr");
  });

  it.each([
    [{ CONTACT_EMAIL: "not-an-address" }, "CONTACT_EMAIL"],
    [{ PORT: "http" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://localhost/x" }, "DATABASE_URL"],
    [{ DATABASE_URL: "not a url" }, "DATABASE_URL"],
  ])("names the bad variable in %o", (source, name) => {
    expect(() => readEnv(source)).toThrow(name);
  });
});
