import { z } from "zod";

// The only place that reads process.env.
// An empty variable (`DATABASE_URL= npm start`) means "not set".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

export const DEFAULT_OPEN_METEO_URL = "https://api.open-meteo.com";
export const DEFAULT_OPEN_METEO_MARINE_URL = "https://marine-api.open-meteo.com";
export const DEFAULT_CONTACT_EMAIL = "feedback@greekbeaches.example";
export const DEFAULT_PORT = 3000;
/** OpenStreetMap's public tile server; its usage policy asks for the attribution below. */
export const DEFAULT_MAP_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
export const DEFAULT_MAP_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65_535).default(DEFAULT_PORT),
  /** Unset: every interface when PUBLIC_URL is set, else this machine only (see publicUrlRule). */
  HOST: optional(z.string().min(1)),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
  PGLITE_DIR: z.string().default("./data/pglite"),
  /** Where drawn og cards are kept (ADR 044); unset: `og-cards` beside PGLITE_DIR's folder. */
  OG_CARDS_DIR: optional(z.string().min(1)),
  /** Where `npm run build` put the site (react-router.config.ts reads the same variable). */
  BUILD_DIR: z.string().default("build"),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/ })),
  /** The sender of the back office's mail (invites, verification). */
  MAIL_FROM: optional(z.string().min(3).max(200)),
  /**
   * Loads the demo data into an empty PostgreSQL server on its first start (1/true). The embedded
   * database gets it anyway; a server database holds real data and starts empty.
   */
  DEMO_DATA: optional(z.enum(["1", "true", "0", "false"])).transform(
    (value) => value === "1" || value === "true",
  ),
  /** Set (1/true) when a reverse proxy of ours appends the client's address to X-Forwarded-For. */
  TRUST_PROXY: optional(z.enum(["1", "true", "0", "false"])).transform(
    (value) => value === "1" || value === "true",
  ),
  /** Signs session cookies; when unset, one is generated and kept in the database (ADR 011). */
  AUTH_SECRET: optional(z.string().min(32, "at least 32 characters")),
  /** Where Feedback and 'Suggest a Fix' links send mail. */
  CONTACT_EMAIL: optional(z.email()).transform((value) => value ?? DEFAULT_CONTACT_EMAIL),
  /** The site's public address (https://greekbeaches.gr): canonical links and the sitemap use it. */
  /** Map tiles, a Leaflet URL template with {z}/{x}/{y} (and optionally {s}, {r}). */
  MAP_TILE_URL: optional(
    z
      .string()
      .refine(
        (value) => /^https?:\/\//.test(value) && ["{z}", "{x}", "{y}"].every((part) => value.includes(part)),
        "an http(s) URL template containing {z}, {x} and {y}",
      ),
  ).transform((value) => value ?? DEFAULT_MAP_TILE_URL),
  /** The tiles' attribution, shown on every map; simple HTML links are allowed. */
  MAP_ATTRIBUTION: optional(z.string().max(500)).transform((value) => value ?? DEFAULT_MAP_ATTRIBUTION),
  /**
   * A test hook: an import of a file with exactly this name fails inside its applying
   * transaction, so the end-to-end tests can prove the dialog and the data survive it. Unset in use.
   */
  IMPORT_FAULT_FILE_NAME: optional(z.string().min(1).max(200)),
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ""))),
  /** Today's forecast (ADR 031): `off` turns it off entirely (nothing fetched, nothing shown). */
  FORECAST: optional(z.enum(["on", "off"])).transform((value) => value ?? "on"),
  /** Open-Meteo's forecast API (wind); the default is its free, non-commercial service. */
  OPEN_METEO_URL: optional(
    z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, "")),
  ).transform((value) => value ?? DEFAULT_OPEN_METEO_URL),
  /** Open-Meteo's marine API (waves, swell, sea temperature). */
  OPEN_METEO_MARINE_URL: optional(
    z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, "")),
  ).transform((value) => value ?? DEFAULT_OPEN_METEO_MARINE_URL),
  /** A commercial plan's key, sent as `apikey`. */
  OPEN_METEO_API_KEY: optional(
    z.string().regex(/^[\x21-\x7e]{1,200}$/, "printable characters without spaces"),
  ),
});

export type Env = Omit<z.infer<typeof envSchema>, "HOST"> & { HOST: string };

/** Addresses only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  return host === "localhost" || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
}

export const PUBLIC_URL_REQUIRED =
  "PUBLIC_URL is required when the production server can be reached from other machines " +
  "(HOST is not a loopback address, or TRUST_PROXY is set): mail links, canonical links and the " +
  "origin every form post must come from are built from it, never from a request's Host header. " +
  "Set PUBLIC_URL=https://your.domain, or leave HOST unset (or 127.0.0.1) to serve this machine only.";

/**
 * A production server that others can reach must know its own address: without PUBLIC_URL the links
 * in mail would follow whatever Host header a request carried. A server only this machine reaches
 * (the default without PUBLIC_URL) can take its origin from the request, as only local clients
 * send one.
 */
function publicUrlRule(env: Env): string | null {
  if (env.NODE_ENV !== "production" || env.PUBLIC_URL) return null;
  return isLoopbackHost(env.HOST) && !env.TRUST_PROXY ? null : PUBLIC_URL_REQUIRED;
}

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid environment:\n  ${problems.join("\n  ")}`);
  }
  const env: Env = {
    ...parsed.data,
    HOST: parsed.data.HOST ?? (parsed.data.PUBLIC_URL ? "0.0.0.0" : "127.0.0.1"),
  };
  const problem = publicUrlRule(env);
  if (problem) throw new EnvError(`Invalid environment:\n  ${problem}`);
  return env;
}

/** A setting the server cannot start with; its message is the whole story, no stack needed. */
export class EnvError extends Error {
  override name = "EnvError";
}
