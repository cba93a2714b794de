import { z } from "zod";

// The only place that reads process.env (ENGINEERING.md section 1).
// An empty variable (`DATABASE_URL= npm start`) means "not set".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

export const DEFAULT_CONTACT_EMAIL = "feedback@greekbeaches.example";
/** OpenStreetMap's public tile server; its usage policy asks for the attribution below. */
export const DEFAULT_MAP_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
export const DEFAULT_MAP_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
  PGLITE_DIR: z.string().default("./data/pglite"),
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
   * A test hook (issue 9): an import of a file with exactly this name fails inside its applying
   * transaction, so the end-to-end tests can prove the dialog and the data survive it. Unset in use.
   */
  IMPORT_FAULT_FILE_NAME: optional(z.string().min(1).max(200)),
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ""))),
});

export type Env = z.infer<typeof envSchema>;

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join("\n  ")}`);
  }
  return parsed.data;
}
