import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { PUBLIC_URL_REQUIRED, readEnv } from "./env.ts";

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

  it("fetches forecasts from Open-Meteo's free service by default, and takes other servers, a key or off", () => {
    expect(readEnv({})).toMatchObject({
      FORECAST: "on",
      OPEN_METEO_URL: "https://api.open-meteo.com",
      OPEN_METEO_MARINE_URL: "https://marine-api.open-meteo.com",
    });
    expect(readEnv({}).OPEN_METEO_API_KEY).toBeUndefined();
    expect(
      readEnv({
        FORECAST: "off",
        OPEN_METEO_URL: "https://customer-api.open-meteo.com/",
        OPEN_METEO_MARINE_URL: "http://127.0.0.1:4200",
        OPEN_METEO_API_KEY: "abc123",
      }),
    ).toMatchObject({
      FORECAST: "off",
      OPEN_METEO_URL: "https://customer-api.open-meteo.com",
      OPEN_METEO_MARINE_URL: "http://127.0.0.1:4200",
      OPEN_METEO_API_KEY: "abc123",
    });
  });

  it.each([
    [{ FORECAST: "no" }, "FORECAST"],
    [{ OPEN_METEO_URL: "api.open-meteo.com" }, "OPEN_METEO_URL"],
    [{ OPEN_METEO_MARINE_URL: "ftp://marine.example" }, "OPEN_METEO_MARINE_URL"],
    [{ OPEN_METEO_API_KEY: "two words" }, "OPEN_METEO_API_KEY"],
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

  describe("a production server others can reach needs PUBLIC_URL", () => {
    it("serves this machine only by default, and every interface once PUBLIC_URL is set", () => {
      expect(readEnv({ NODE_ENV: "production" }).HOST).toBe("127.0.0.1");
      expect(readEnv({ NODE_ENV: "production", PUBLIC_URL: "https://beaches.example" }).HOST).toBe("0.0.0.0");
      expect(readEnv({ NODE_ENV: "production", HOST: "127.0.0.1" }).PUBLIC_URL).toBeUndefined();
      expect(readEnv({ NODE_ENV: "development", HOST: "0.0.0.0" }).HOST).toBe("0.0.0.0");
    });

    it.each([
      [{ HOST: "0.0.0.0" }],
      [{ HOST: "::" }],
      [{ HOST: "192.168.1.20" }],
      // Behind a reverse proxy the Host header is the visitor's, whatever interface we listen on.
      [{ HOST: "127.0.0.1", TRUST_PROXY: "1" }],
    ])("refuses to start without it: %o", (source) => {
      expect(() => readEnv({ NODE_ENV: "production", ...source })).toThrow(PUBLIC_URL_REQUIRED);
      expect(() =>
        readEnv({ NODE_ENV: "production", PUBLIC_URL: "https://beaches.example", ...source }),
      ).not.toThrow();
    });

    it("the server stops at start with that message and no stack trace", () => {
      const result = spawnSync(process.execPath, ["--import", "tsx", "server/main.ts"], {
        env: { ...process.env, NODE_ENV: "production", HOST: "0.0.0.0", PUBLIC_URL: "", TRUST_PROXY: "" },
        encoding: "utf8",
        timeout: 20_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(PUBLIC_URL_REQUIRED);
      expect(result.stderr).not.toMatch(/^\s+at /m);
    });
  });
});
