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

  it("uses OpenStreetMap's tiles by default and takes a tile server of the deployment's own", () => {
    expect(readEnv({}).MAP_TILE_URL).toBe("https://tile.openstreetmap.org/{z}/{x}/{y}.png");
    expect(readEnv({}).MAP_ATTRIBUTION).toContain("OpenStreetMap");
    const own = readEnv({
      MAP_TILE_URL: "https://tiles.example.gr/{z}/{x}/{y}@2x.png",
      MAP_ATTRIBUTION: "Tiles by Example",
    });
    expect(own.MAP_TILE_URL).toBe("https://tiles.example.gr/{z}/{x}/{y}@2x.png");
    expect(own.MAP_ATTRIBUTION).toBe("Tiles by Example");
  });

  it.each([
    [{ CONTACT_EMAIL: "not-an-address" }, "CONTACT_EMAIL"],
    [{ MAP_TILE_URL: "https://tiles.example.gr/tile.png" }, "MAP_TILE_URL"],
    [{ MAP_TILE_URL: "ftp://tiles.example.gr/{z}/{x}/{y}.png" }, "MAP_TILE_URL"],
    [{ PORT: "http" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://localhost/x" }, "DATABASE_URL"],
    [{ DATABASE_URL: "not a url" }, "DATABASE_URL"],
  ])("names the bad variable in %o", (source, name) => {
    expect(() => readEnv(source)).toThrow(name);
  });
});
