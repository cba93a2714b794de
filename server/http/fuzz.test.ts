import { eq, inArray } from "drizzle-orm";
import fc from "fast-check";
import { createRequestHandler, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AMENITY_IDS } from "#core/contract/amenities.ts";
import { CSV_COLUMNS } from "#core/contract/csv-row.ts";
import {
  BEACH_TYPES,
  PARKING_OPTIONS,
  SETUPS,
  SORTS,
  STATUSES,
  WAVE_CONDITIONS,
} from "#core/contract/enums.ts";
import { DEFAULT_BEACH_FILTERS } from "#core/contract/filters.ts";
import { createTestDatabase } from "#tests/integration/database.ts";
import { sessionCookie, startTestServer, type TestServer } from "#tests/integration/http.ts";
import { loadSiteBuild, pagePaths } from "#tests/integration/pages.ts";
import { createOrPromoteAdmin } from "../auth/admin-account.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { areas, beaches, users } from "../db/schema.ts";
import { insertAreas, insertBeaches } from "../db/seed/factories.ts";
import { seedDemoData } from "../db/seed/seed.ts";
import { createApp } from "./app.ts";

// Property-based fuzzing of every route the app answers: the public pages of React Router's route
// table, every operation of the OpenAPI document the server serves, every page action of the back
// office (signed out and signed in) and better-auth's routes. Values are random and hostile (NUL and
// other control characters, lone surrogates, broken percent-encoding, path traversal, huge and
// repeated parameters, bodies of the wrong shape and kind). Whatever comes in, the answer is never a
// 5xx and never shows a stack trace. The seed is new on every run and printed; FUZZ_SEED replays one.

const SEED = Number(process.env.FUZZ_SEED) || Math.floor(Math.random() * 2 ** 31);

/**
 * Each route is fuzzed by a property of its own, so that every route gets its runs whatever the seed
 * (one property over all routes would leave each one's share to chance); the runs of the n-th route
 * are drawn from a seed of their own, SEED + n.
 */
const runsOf = (index: number, numRuns: number) => ({ seed: SEED + index, numRuns, endOnFailure: true });
const PASSWORD = "Str0ng!pass";

let database: DatabaseHandle;
let server: TestServer;
let build: ServerBuild;
let app: ReturnType<typeof createApp>;
let document: { paths: Record<string, Record<string, OpenApiOperation>> };

/** Sessions: the API's administrator, the back office's administrator, a plain account. */
const cookies = { api: "", office: "", plain: "" };
/** Sessions the auth routes may end; new ones an answer hands out join them. */
const spareSessions: string[] = [];
/** The back office administrator's password, which the settings action may change. */
let officePassword = PASSWORD;
const ids = { boss: "", office: "", plain: "", spare: "" };
const records = { areas: [] as number[], beaches: [] as number[] };
const slugs = { areas: [] as string[], beaches: [] as string[], pages: [] as string[] };
let inviteToken = "";

/** Requests per route, and how many of them answered 5xx (the assertions keep that at 0). */
const counts = new Map<string, { requests: number; failures: number; statuses: Map<number, number> }>();

interface OpenApiOperation {
  parameters?: { name: string; in: "path" | "query"; schema: { enum?: string[] } }[];
  requestBody?: { content: { "application/json": { schema: { properties?: Record<string, unknown> } } } };
}

const silentMailer = { send: async () => {} };

beforeAll(async () => {
  console.log(`fuzz seed ${SEED} (FUZZ_SEED=${SEED} replays this run)`);
  database = await createTestDatabase();
  await seedDemoData(database.db);
  // Records the delete and edit actions may reach without emptying the demo data.
  const made = await insertAreas(database.db, [
    { name: "Fuzzland", status: "ACTIVE" },
    { name: "Fuzzempty", status: "DRAFT" },
  ]);
  const cove = (n: number) => ({
    name: `Fuzz Cove ${n}`,
    area: "Fuzzland",
    latitude: 36 + n / 10,
    longitude: 25,
  });
  const coves = await insertBeaches(database.db, [cove(1), cove(2), cove(3)]);
  records.areas = made.map((row) => row.id);
  records.beaches = coves.map((row) => row.id);
  slugs.areas = (await database.db.select({ slug: areas.slug }).from(areas)).map((row) => row.slug);
  const pairs = await database.db
    .select({ beach: beaches.slug, area: areas.slug })
    .from(beaches)
    .innerJoin(areas, eq(areas.id, beaches.areaId))
    .limit(40);
  slugs.beaches = pairs.map((row) => row.beach);
  slugs.pages = pairs.map((row) => `/${row.area}/${row.beach}`);

  build = await loadSiteBuild();
  const handleRequest = createRequestHandler(build, "production");
  app = createApp({
    db: database.db,
    renderDocument: (request, context) => handleRequest(request, context),
    auth: { mailer: silentMailer },
  });
  server = await startTestServer(app);

  for (const [key, email] of [
    ["boss", "boss@example.com"],
    ["office", "office@example.com"],
    ["plain", "plain@example.com"],
    ["spare", "spare@example.com"],
  ] as const) {
    ids[key] = (await createOrPromoteAdmin(database.db, { email, password: PASSWORD })).userId;
  }
  await database.db.update(users).set({ role: "user" }).where(eq(users.id, ids.plain));
  cookies.api = await sessionCookie(server.url, "boss@example.com");
  cookies.office = await sessionCookie(server.url, "office@example.com");
  cookies.plain = await sessionCookie(server.url, "plain@example.com");
  for (let n = 0; n < 4; n += 1) spareSessions.push(await sessionCookie(server.url, "spare@example.com"));

  const invite = await fetch(`${server.url}/api/v1/admin/invites`, {
    method: "POST",
    headers: { Origin: server.url, Cookie: cookies.api, "Content-Type": "application/json" },
    body: JSON.stringify({ email: "invitee@example.com" }),
  });
  const { link } = (await invite.json()) as { link: string };
  inviteToken = new URL(link).searchParams.get("token") ?? "";
  document = (await server.getJson<typeof document>("/api/v1/openapi.json")).body;
}, 120_000);

afterAll(async () => {
  const rows = [...counts.entries()].sort(([a], [b]) => a.localeCompare(b));
  const total = rows.reduce((sum, [, count]) => sum + count.requests, 0);
  const failures = rows.reduce((sum, [, count]) => sum + count.failures, 0);
  const width = Math.max(...rows.map(([route]) => route.length), 10);
  console.log(
    [
      `fuzz seed ${SEED}: ${total} requests, ${failures} answered 5xx`,
      ...rows.map(([route, count]) => {
        const statuses = [...count.statuses.entries()].sort(([a], [b]) => a - b);
        const detail = statuses.map(([status, times]) => `${status}×${times}`).join(" ");
        return `  ${route.padEnd(width)} ${String(count.requests).padStart(5)}  ${detail}`;
      }),
    ].join("\n"),
  );
  await server?.close();
  await database?.close();
});

/** What gives a server's inside away: stack frames, source paths, the dependency folder. */
const LEAKS = [
  /^\s*at .+:\d+:\d+\)?$/m,
  /\bat (?:async )?[\w.<>$]+ \((?:file:\/\/|\/|node:)[^)]*\)/,
  /node_modules/,
  /file:\/\//,
  /\w*Error:[^\n]{0,200}\/(?:server|app|core|build|tests)\/[\w./-]+\.(?:ts|tsx|js|mjs)/,
  new RegExp(process.cwd().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
];

interface Probe {
  /** The route as the table or the document names it, for the counts. */
  route: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: BodyInit;
}

/** Sends one request and holds its answer to the rules; returns the status and the Set-Cookie. */
async function send(probe: Probe): Promise<{ status: number; setCookie: string[] }> {
  const label = `${probe.method} ${probe.path.slice(0, 300)}`;
  const response = await fetch(`${server.url}${probe.path}`, {
    method: probe.method,
    headers: { Origin: server.url, ...probe.headers },
    redirect: "manual",
    ...(probe.body !== undefined ? { body: probe.body } : {}),
  });
  const text = await response.text();
  const count = counts.get(probe.route) ?? { requests: 0, failures: 0, statuses: new Map() };
  count.requests += 1;
  count.statuses.set(response.status, (count.statuses.get(response.status) ?? 0) + 1);
  if (response.status >= 500) count.failures += 1;
  counts.set(probe.route, count);
  expect(response.status, `${label} answered ${text.slice(0, 500)}`).toBeLessThan(500);
  for (const leak of LEAKS) expect(text, `${label} shows ${leak}`).not.toMatch(leak);
  return { status: response.status, setCookie: response.headers.getSetCookie() };
}

const sessionOf = (setCookie: string[]) =>
  setCookie
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => /session_token=[^;]+/.test(pair))
    .join("; ");

// ---- Values --------------------------------------------------------------------------------

/** Strings chosen to break parsers, queries, encoders and templates. */
const NASTY = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "%00",
  "\u0001\u001b[31m",
  "\u007f",
  "\u0085",
  "\u202e",
  "\u200b",
  "\ufeff",
  "\ud800",
  "x\udfffy",
  "😀🏖️",
  "Μύρτος",
  "ΒΟΥΤΟΥΜΙ",
  "../../etc/passwd",
  "..%2F..%2Fetc%2Fpasswd",
  "%2e%2e%2f",
  "..\\..\\windows",
  "....//",
  "/",
  "//",
  "\\",
  "%",
  "%%",
  "%zz",
  "%E2%82",
  "%C0%AE",
  "%u0000",
  "%ED%A0%80",
  "+",
  "&",
  "=",
  "?",
  "#",
  ";",
  ",",
  ",,,",
  "'",
  '"',
  "`",
  "' OR '1'='1",
  "1; DROP TABLE beaches;--",
  "$1",
  "%s%s%s%n",
  "{{7*7}}",
  "${7*7}",
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "//evil.example",
  "https://evil.example/x",
  "null",
  "undefined",
  "true",
  "false",
  "NaN",
  "Infinity",
  "-Infinity",
  "-0",
  "0",
  "-1",
  "1e309",
  "1e-400",
  "9007199254740993",
  "2147483648",
  "99999999999999999999999999",
  "0x1F",
  " 7 ",
  "1.5",
  "١٢٣",
  "__proto__",
  "constructor",
  "[object Object]",
  "\r\n",
  "\t",
  "a".repeat(201),
  "é".repeat(3000),
];

const nasty = fc.constantFrom(...NASTY);
const randomText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary-ascii", maxLength: 40 }),
);
const hugeText = fc
  .tuple(fc.constantFrom("a", "Ω", "%", "\u0000", ",", "😀"), fc.integer({ min: 500, max: 2500 }))
  .map(([unit, times]) => unit.repeat(times));
const hostile = fc.oneof(
  { arbitrary: nasty, weight: 5 },
  { arbitrary: randomText, weight: 4 },
  { arbitrary: hugeText, weight: 1 },
);
const numberText = fc.oneof(
  fc.integer({ min: -1000, max: 200_000 }).map(String),
  fc.double({ noNaN: false }).map(String),
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 }).map(String),
);
const sometimes = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: valid, weight: 3 }, { arbitrary: hostile as fc.Arbitrary<T | string>, weight: 2 });
const listOf = (values: readonly string[]) =>
  fc.oneof(
    fc.constantFrom(...values),
    fc.subarray([...values]).map((picked) => picked.join(",")),
    fc.constantFrom(...values).map((value) => value.toLowerCase()),
  );

/** A URL component, percent-encoded or left raw (raw keeps broken escapes and separators as sent). */
function encodePart(value: string, raw: boolean): string {
  if (raw) return value.replaceAll("#", "%23");
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate has no UTF-8 form: send the bytes a careless client would.
    return value.replace(/[\ud800-\udfff]/g, "%ED%A0%80").replaceAll("#", "%23");
  }
}

/** Query parameters: known names with plausible or hostile values, unknown names, repeats, no '='. */
function queryArb(known: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<string> {
  const names = Object.keys(known);
  const pair = fc.oneof(
    {
      arbitrary: fc
        .constantFrom(...names)
        .chain((name) => fc.tuple(fc.constant(name), sometimes(known[name]!))),
      weight: 6,
    },
    { arbitrary: fc.tuple(hostile, hostile), weight: 1 },
  );
  return fc
    .array(fc.tuple(pair, fc.boolean(), fc.boolean()), { maxLength: 9 })
    .map((pairs) =>
      pairs
        .map(([[name, value], raw, bare]) =>
          bare && value === "" ? encodePart(name, raw) : `${encodePart(name, raw)}=${encodePart(value, raw)}`,
        )
        .join("&"),
    )
    .map((query) => (query ? `?${query}` : ""));
}

const coordinate = fc.double({ min: -200, max: 200, noNaN: true }).map((value) => value.toFixed(4));
const bbox = fc.tuple(coordinate, coordinate, coordinate, coordinate).map((corners) => corners.join(","));

/** Every parameter the public pages and the API read, with values that mean something to them. */
const QUERY_VALUES: Record<string, fc.Arbitrary<string>> = {
  ...Object.fromEntries(Object.keys(DEFAULT_BEACH_FILTERS).map((name) => [name, hostile])),
  search: fc.oneof(fc.constantFrom("cove", "sandy taverna", "Κρήτη", "myrtos"), randomText),
  originalQuery: fc.constantFrom("cove", "bay", "sandy"),
  organized: listOf(SETUPS),
  blueFlag: fc.constantFrom("true", "false"),
  parking: listOf(PARKING_OPTIONS),
  amenities: listOf(AMENITY_IDS),
  waveConditions: listOf(WAVE_CONDITIONS),
  type: listOf(BEACH_TYPES),
  sort: fc.constantFrom(...SORTS),
  nearMe: fc.constantFrom("true", "false"),
  page: numberText,
  q: fc.oneof(fc.constantFrom("sandy beach near chania", "blue flag crete", "cove"), randomText),
  area: fc.constant("").chain(() => fc.constantFrom(...slugs.areas)),
  lat: coordinate,
  lng: coordinate,
  bbox,
  zoom: numberText,
  limit: numberText,
  exclude: fc.constant("").chain(() => fc.constantFrom(...slugs.beaches)),
  token: fc.constant("").chain(() => fc.constantFrom(inviteToken, "not-a-token")),
  redirectTo: fc.constantFrom("/admin/areas", "//evil.example", "https://evil.example"),
  status: fc.constantFrom(...STATUSES),
  delete: numberText,
  order: fc.constantFrom("name:asc", "updated:desc", "x:y"),
  tab: fc.constantFrom("users", "invites"),
  index: fc.constant(""),
  _routes: fc.constantFrom("root", "routes/public/home", "routes/admin/login"),
};

/** A path segment: a real slug or id, or something no slug can be, encoded or raw. */
const segment = (real: () => readonly (string | number)[]) =>
  fc
    .tuple(
      fc.oneof(
        { arbitrary: fc.constant("").chain(() => fc.constantFrom(...real().map(String))), weight: 3 },
        { arbitrary: hostile, weight: 3 },
      ),
      fc.boolean(),
    )
    .map(([value, raw]) => encodePart(value, raw) || "%20");

/** Headers a client may send garbage in: caches, content negotiation, cookies. */
const headerValue = fc.oneof(
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
    maxLength: 60,
  }),
  fc.constantFrom('W/"x"', "*", '"', "Thu, 01 Jan 1970 00:00:00 GMT", "bytes=0-1", "garbage"),
);
const noiseHeaders = fc
  .subarray(["If-None-Match", "If-Modified-Since", "Accept", "Accept-Encoding", "Accept-Language", "Range"])
  .chain((names) => fc.tuple(...names.map((name) => headerValue.map((value) => [name, value] as const))))
  .map((pairs) => Object.fromEntries(pairs) as Record<string, string>);
const garbageCookie = fc.constantFrom(
  "better-auth.session_token=garbage",
  "better-auth.session_token=a.b",
  "better-auth.session_token=%00",
  "better-auth.session_token=",
  "__Secure-better-auth.session_token=x",
  "flash=%7B%22title%22%3A1%7D",
  "flash=%zz",
  "=",
);

// ---- Public pages --------------------------------------------------------------------------

const PAGE_SEGMENTS: Record<string, fc.Arbitrary<string>> = {
  areaSlug: segment(() => slugs.areas),
  beachSlug: segment(() => slugs.beaches),
  slug: segment(() => [...slugs.areas, ...slugs.beaches]),
  area: segment(() => slugs.areas),
  // The sitemap's files and the share cards' images (/og/{area}.png, /og/{area}/{beach}.png).
  file: segment(() => [
    "sitemap-pages.xml",
    "sitemap-beaches-1.xml",
    "sitemap-beaches-0.xml",
    ...[...slugs.areas, ...slugs.beaches].map((slug) => `${slug}.png`),
  ]),
};

function fillTemplate(template: string, values: Record<string, fc.Arbitrary<string>>) {
  const path = template.replace(/\{[^}]*\}/g, "");
  const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  for (const name of names) {
    if (!values[name])
      throw new Error(`The fuzz has no values for the route parameter :${name} of ${template}`);
  }
  return fc
    .tuple(...names.map((name) => values[name]!))
    .map((filled) => names.reduce((result, name, n) => result.replace(`:${name}`, filled[n]!), path));
}

describe("the public pages and files, with hostile addresses", () => {
  it("never answer 5xx nor show a stack trace", async () => {
    const pages = pagePaths(build).filter((path) => !path.startsWith("/admin"));
    const seoFiles = appGetRoutes().filter((path) => !path.startsWith("/api/"));
    expect(pages).toEqual(expect.arrayContaining(["/", "/map", "/:areaSlug", "/:areaSlug/:beachSlug"]));
    const templates = [...new Set([...pages, ...seoFiles])];
    const query = queryArb(QUERY_VALUES);
    const randomPath = fc
      .array(
        segment(() => ["crete", "admin", "api", "assets", ".."]),
        { minLength: 1, maxLength: 5 },
      )
      .map((parts) => `/${parts.join("/")}`);
    const probes = [
      ...templates.map((template) => ({
        runs: 24,
        probe: fc.record({
          route: fc.constant(`page ${template}`),
          path: fillTemplate(template.replace("*", "no/such/page"), PAGE_SEGMENTS),
        }),
      })),
      {
        runs: 40,
        probe: fc.record({
          route: fc.constant("page /:areaSlug/:beachSlug"),
          path: fc.constant("").chain(() => fc.constantFrom(...slugs.pages)),
        }),
      },
      { runs: 60, probe: fc.record({ route: fc.constant("page (random path)"), path: randomPath }) },
    ];
    for (const [index, { runs, probe }] of probes.entries()) {
      await fc.assert(
        fc.asyncProperty(
          probe,
          query,
          fc.constantFrom("GET", "GET", "GET", "HEAD", "POST"),
          fc.option(noiseHeaders),
          fc.option(garbageCookie),
          fc.constantFrom("", "", "", ".data"),
          async ({ route, path }, search, method, headers, cookie, suffix) => {
            const form = method === "POST";
            await send({
              route,
              method,
              path: `${path === "/" && suffix ? "/_root" : path}${suffix}${search}`,
              headers: {
                ...headers,
                ...(cookie ? { Cookie: cookie } : {}),
                ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
              },
              ...(form ? { body: "search=x&intent=delete" } : {}),
            });
          },
        ),
        runsOf(index, runs),
      );
    }
  }, 150_000);
});

/** What Hono answers beside the API and the pages (robots.txt, the sitemaps). */
function appGetRoutes(): string[] {
  return app.routes
    .filter((route) => route.method === "GET" && !route.path.includes("*"))
    .map((route) => route.path);
}

// ---- The JSON API ----------------------------------------------------------------------------

describe("every operation of the OpenAPI document, with hostile parameters and bodies", () => {
  it("never answers 5xx nor shows a stack trace", async () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThan(15);
    const pathValues: Record<string, fc.Arbitrary<string>> = {
      slug: segment(() => [...slugs.areas, ...slugs.beaches]),
      id: segment(() => [ids.plain, ids.boss, "1", "0", "-1"]),
    };
    const jsonValue = fc.oneof(
      { arbitrary: hostile, weight: 4 },
      { arbitrary: fc.constantFrom("invitee@example.com", "new@example.com", inviteToken), weight: 2 },
      { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
      { arbitrary: fc.constantFrom(null, true, 0, -1, 1e308, [], {}), weight: 1 },
    );
    const body = (properties: string[]) =>
      fc.oneof(
        {
          weight: 5,
          arbitrary: fc
            .dictionary(fc.oneof(fc.constantFrom(...properties, "__proto__"), hostile), jsonValue, {
              maxKeys: 4,
            })
            .map((value) => ({ text: JSON.stringify(value), type: "application/json" })),
        },
        {
          weight: 2,
          arbitrary: fc
            .jsonValue({ maxDepth: 6 })
            .map((value) => ({ text: JSON.stringify(value), type: "application/json" })),
        },
        {
          weight: 2,
          arbitrary: fc
            .tuple(
              fc.constantFrom('{"email":', "{", "[", "\u0000", "", "email=a%40b.c", '{"email":"a"}}'),
              fc.constantFrom(
                "application/json",
                "text/plain",
                "application/x-www-form-urlencoded",
                "multipart/form-data; boundary=x",
                "application/json; charset=utf-16",
                "",
              ),
            )
            .map(([text, type]) => ({ text, type })),
        },
        {
          weight: 1,
          arbitrary: fc.integer({ min: 60_000, max: 70_000 }).map((size) => ({
            text: JSON.stringify({ email: "a".repeat(size) }),
            type: "application/json",
          })),
        },
      );
    const requestTo = ({ path, method, operation }: (typeof operations)[number]) => {
      const queryNames = (operation.parameters ?? []).filter((p) => p.in === "query");
      const known = Object.fromEntries(
        queryNames.map((p) => [
          p.name,
          p.schema.enum ? fc.constantFrom(...p.schema.enum) : (QUERY_VALUES[p.name] ?? hostile),
        ]),
      );
      const properties = Object.keys(
        operation.requestBody?.content["application/json"].schema.properties ?? { email: 1 },
      );
      return fc.record({
        template: fc.constant(path),
        method: fc.oneof(
          { arbitrary: fc.constant(method.toUpperCase()), weight: 8 },
          { arbitrary: fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"), weight: 1 },
        ),
        path: fillTemplate(path.replace(/\{(\w+)\}/g, ":$1"), pathValues),
        query: Object.keys(known).length > 0 ? queryArb(known) : fc.constantFrom("", "?x=%zz", "?%00=1"),
        body: body(properties),
        cookie: fc.constantFrom(
          () => "",
          () => cookies.api,
          () => cookies.plain,
          () => "better-auth.session_token=x",
        ),
      });
    };
    for (const [index, operation] of operations.entries()) {
      await fc.assert(
        fc.asyncProperty(requestTo(operation), async ({ template, method, path, query, body, cookie }) => {
          const withBody = !["GET", "HEAD", "OPTIONS"].includes(method);
          const session = cookie();
          await send({
            route: `api ${method} ${template}`,
            method,
            path: `/api/v1${path}${query}`,
            headers: {
              ...(session ? { Cookie: session } : {}),
              ...(withBody && body.type ? { "Content-Type": body.type } : {}),
            },
            ...(withBody ? { body: body.text } : {}),
          });
          if (/\/(?:promote|demote)$/.test(template)) await restoreRoles();
        }),
        runsOf(index, 40),
      );
    }
  }, 150_000);
});

/**
 * The fuzz may change the roles of the accounts it signs in with; they are put back after each
 * such request, so what follows is still sent as the administrator or the plain account it claims.
 */
async function restoreRoles() {
  await database.db
    .update(users)
    .set({ role: "admin" })
    .where(inArray(users.id, [ids.boss, ids.office, ids.spare]));
  await database.db.update(users).set({ role: "user" }).where(eq(users.id, ids.plain));
}

// ---- The back office's page actions -----------------------------------------------------------

const email = fc.oneof(
  fc.constantFrom("boss@example.com", "office@example.com", "invitee@example.com", "plain@example.com"),
  fc.emailAddress(),
);
const password = fc.oneof(
  fc.constant("").chain(() => fc.constantFrom(officePassword, PASSWORD, "N3w!passw0rd", "short")),
  fc.string({ minLength: 8, maxLength: 80 }),
);
const recordId = (kind: keyof typeof records) =>
  fc.oneof(
    fc.constant("").chain(() => fc.constantFrom(...records[kind].map(String))),
    numberText,
  );
const areaFields = {
  name: fc.constantFrom("Fuzz Isle", "Νάξος", "Fuzzland"),
  slug: fc.constantFrom("fuzz-isle", "fuzzland", "crete"),
  description: fc.constantFrom("An island.", ""),
  hero_photo_url: fc.constantFrom("https://images.example/x.jpg", "", "ftp://x"),
  hero_photo_source: fc.constantFrom("Unsplash", ""),
  status: fc.constantFrom(...STATUSES),
  version: numberText,
};
const beachFields = {
  name: fc.constantFrom("Fuzz Bay", "Παραλία Fuzz", "Fuzz Cove 1"),
  area: fc.constantFrom("Fuzzland", "Crete", "Nowhere"),
  area_id: recordId("areas"),
  latitude: coordinate,
  longitude: coordinate,
  description: fc.constantFrom("Sand.", ""),
  type: fc.constantFrom(...BEACH_TYPES),
  wave_conditions: fc.constantFrom(...WAVE_CONDITIONS),
  organized: fc.constantFrom("on", "true", "false", ""),
  parking: fc.constantFrom(...PARKING_OPTIONS),
  blue_flag: fc.constantFrom("on", "true", "false", ""),
  amenities: listOf(AMENITY_IDS),
  photo_url: fc.constantFrom("https://images.example/x.jpg", "", "data:text/html,x"),
  photo_source: fc.constantFrom("Pexels", ""),
  status: fc.constantFrom(...STATUSES),
  slug: fc.constantFrom("fuzz-bay", "fuzz-cove-1", ""),
  source: fc.constantFrom("survey", ""),
  markVerified: fc.constantFrom("on", "false"),
  intent: fc.constantFrom("activate", "save"),
  version: numberText,
};
const csvText = fc
  .tuple(
    fc.array(
      fc.oneof(
        fc.constant(CSV_COLUMNS.join(",")),
        fc
          .array(
            fc.oneof(hostile, fc.constantFrom("Fuzz Import Cove", "Fuzzland", "36.1", "25.2", "SANDY")),
            {
              minLength: 1,
              maxLength: CSV_COLUMNS.length + 2,
            },
          )
          .map((cells) =>
            cells.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(","),
          ),
        fc.constantFrom('"unclosed', "\u0000,\u0000", "\ufeffslug,name", ""),
      ),
      { maxLength: 6 },
    ),
    fc.constantFrom("\n", "\r\n"),
  )
  .map(([lines, newline]) => lines.join(newline));

/** The fields each page action reads, with values that mean something to it; the fuzz adds others. */
const ACTION_FIELDS: Record<string, Record<string, fc.Arbitrary<string>>> = {
  "routes/admin/login": { email, password, redirectTo: QUERY_VALUES.redirectTo! },
  "routes/admin/setup": {
    token: fc.constantFrom("setup-token", ""),
    email,
    password,
    confirmPassword: password,
  },
  "routes/admin/accept-invite": {
    token: fc.constant("").chain(() => fc.constantFrom(inviteToken, "expired")),
    intent: fc.constantFrom("sign-up", "sign-in", "accept"),
    email,
    password,
  },
  "routes/admin/sign-out": {},
  "routes/admin/unlock": { token: fc.constantFrom("unlock-token", "") },
  "routes/admin/imports": { intent: fc.constantFrom("preview", "import"), file: csvText },
  "routes/admin/dashboard": {
    intent: fc.constantFrom("invite", "renew", "promote", "demote"),
    email,
    inviteId: numberText,
    userId: fc.constant("").chain(() => fc.constantFrom(ids.plain, ids.boss, "nobody")),
    tab: fc.constantFrom("users"),
  },
  "routes/admin/areas": { intent: fc.constantFrom("delete"), id: recordId("areas") },
  "routes/admin/beaches": { intent: fc.constantFrom("delete"), id: recordId("beaches") },
  "routes/admin/openstreetmap": {
    intent: fc.constantFrom("publish-all", "publish-selected"),
    id: recordId("beaches"),
  },
  "admin-area-new": areaFields,
  "admin-area-edit": areaFields,
  "admin-beach-new": beachFields,
  "admin-beach-edit": beachFields,
  "routes/admin/settings": {
    currentPassword: password,
    newPassword: password,
    confirmPassword: password,
  },
};

/** The full path of a route of the table, parents joined. */
function routePath(id: string): string {
  const route = build.routes[id];
  if (!route) return "";
  const parent = route.parentId ? routePath(route.parentId) : "";
  return [parent, route.path ?? ""].filter((part) => part !== "").join("/");
}

describe("every page action of the back office, signed out and signed in", () => {
  it("never answers 5xx nor shows a stack trace", async () => {
    const actions = Object.entries(build.routes)
      .filter(([, route]) => route?.module.action)
      .map(([id, route]) => ({ id, path: `/${routePath(id)}`, index: route?.index === true }));
    expect(actions.length).toBeGreaterThan(10);
    for (const action of actions) {
      expect(ACTION_FIELDS, `the fuzz has no fields for the action of ${action.id}`).toHaveProperty([
        action.id,
      ]);
    }
    const ids = {
      id: fc.oneof(
        recordId("areas"),
        recordId("beaches"),
        hostile.map((value) => encodePart(value, false)),
      ),
    };
    const requestTo = (action: (typeof actions)[number]) => {
      const fields = ACTION_FIELDS[action.id]!;
      const names = Object.keys(fields);
      const field = fc.oneof(
        {
          weight: 6,
          arbitrary: fc
            .constantFrom(...(names.length > 0 ? names : ["intent"]))
            .chain((name) => fc.tuple(fc.constant(name), sometimes(fields[name] ?? hostile))),
        },
        { weight: 1, arbitrary: fc.tuple(hostile, hostile) },
      );
      return fc.record({
        action: fc.constant(action),
        path: fillTemplate(action.path, ids),
        // Mostly every field the form has, sometimes a few, some repeated, some unknown.
        fields: fc.oneof(
          fc.tuple(...names.map((name) => sometimes(fields[name]!).map((value) => [name, value] as const))),
          fc.array(field, { maxLength: 8 }),
        ),
        encoding: fc.constantFrom("urlencoded", "urlencoded", "multipart", "raw", "json", "none"),
        session: fc.constantFrom("signed-out", "signed-in", "signed-in", "plain"),
        suffix: fc.constantFrom("", "", "", ".data"),
        index: fc.boolean(),
      });
    };
    for (const [n, action] of actions.entries()) {
      await fc.assert(
        fc.asyncProperty(
          requestTo(action),
          async ({ action, path, fields, encoding, session, suffix, index }) => {
            // Signing out ends the session it is sent with: a spare one, not one the other actions use.
            const spare = action.id === "routes/admin/sign-out" ? (spareSessions[0] ?? "") : "";
            const cookie = {
              "signed-out": "",
              "signed-in": spare || cookies.office,
              plain: spare || cookies.plain,
            }[session];
            const query = action.index || index ? "?index" : "";
            const { body, type } = formBody(fields as (readonly [string, string])[], encoding, action.id);
            const answer = await send({
              route: `action ${action.path} (${session === "signed-in" ? "administrator" : session})`,
              method: "POST",
              path: `${path}${suffix}${query}`,
              headers: { ...(cookie ? { Cookie: cookie } : {}), ...(type ? { "Content-Type": type } : {}) },
              ...(body !== undefined ? { body } : {}),
            });
            // A changed password hands this browser a new session and ends the account's others.
            if (action.id === "routes/admin/settings" && session === "signed-in" && answer.status === 200) {
              const renewed = sessionOf(answer.setCookie);
              if (renewed) {
                cookies.office = renewed;
                officePassword =
                  new Map(fields as (readonly [string, string])[]).get("newPassword") ?? officePassword;
              }
            }
            if (action.id === "routes/admin/dashboard") await restoreRoles();
          },
        ),
        runsOf(n, 50),
      );
    }
  }, 180_000);
});

function formBody(
  fields: readonly (readonly [string, string])[],
  encoding: string,
  routeId: string,
): { body?: BodyInit; type?: string } {
  if (encoding === "urlencoded") {
    const params = new URLSearchParams();
    for (const [name, value] of fields) params.append(name, value);
    return { body: params.toString(), type: "application/x-www-form-urlencoded" };
  }
  if (encoding === "multipart") {
    const form = new FormData();
    for (const [name, value] of fields) {
      if (routeId === "routes/admin/imports" && name === "file") {
        form.append(
          name,
          new Blob([value], { type: "text/csv" }),
          value.length % 3 ? "beaches.csv" : "x.txt",
        );
      } else form.append(name, value);
    }
    return { body: form };
  }
  if (encoding === "raw") {
    // Broken escapes and separators, as a careless client writes a form.
    return {
      body: fields.map(([name, value]) => `${name}=${value}`).join("&"),
      type: "application/x-www-form-urlencoded",
    };
  }
  if (encoding === "json")
    return { body: JSON.stringify(Object.fromEntries(fields)), type: "application/json" };
  return {};
}

// ---- better-auth's routes ----------------------------------------------------------------------

const AUTH_PATHS = [
  "/sign-in/email",
  "/sign-up/email",
  "/sign-out",
  "/change-password",
  "/get-session",
  "/update-user",
  "/change-email",
  "/delete-user",
  "/revoke-session",
  "/revoke-sessions",
  "/revoke-other-sessions",
  "/list-sessions",
  "/request-password-reset",
  "/forget-password",
  "/reset-password",
  "/reset-password/:token",
  "/verify-email",
  "/send-verification-email",
  "/list-accounts",
  "/sign-in/social",
  "/callback/:token",
  "/ok",
  "/error",
  "/admin/list-users",
  "/:token",
];

describe("the auth routes under /api/auth, with hostile bodies", () => {
  it("never answer 5xx nor show a stack trace", async () => {
    const value = fc.oneof(
      { arbitrary: hostile, weight: 4 },
      { arbitrary: email, weight: 2 },
      { arbitrary: password, weight: 2 },
      {
        arbitrary: fc.constantFrom(inviteToken, "/admin", "https://evil.example", "spare@example.com"),
        weight: 1,
      },
      { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 },
    );
    const names = [
      "email",
      "password",
      "currentPassword",
      "newPassword",
      "revokeOtherSessions",
      "name",
      "image",
      "token",
      "newEmail",
      "callbackURL",
      "redirectTo",
      "rememberMe",
      "provider",
    ];
    const body = fc.oneof(
      {
        weight: 6,
        arbitrary: fc
          .dictionary(fc.oneof({ arbitrary: fc.constantFrom(...names), weight: 5 }, hostile), value, {
            maxKeys: 5,
          })
          .map((fields) => ({ text: JSON.stringify(fields), type: "application/json" })),
      },
      {
        weight: 2,
        arbitrary: fc
          .tuple(
            fc.constantFrom("{", "[1,2]", "null", '"x"', "email=a&password=b", "\u0000", ""),
            fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded", ""),
          )
          .map(([text, type]) => ({ text, type })),
      },
    );
    const requestTo = (template: string) =>
      fc.record({
        template: fc.constant(template),
        token: segment(() => [inviteToken, "abc"]),
        method: fc.constantFrom("POST", "POST", "POST", "GET"),
        query: queryArb({
          token: QUERY_VALUES.token!,
          callbackURL: QUERY_VALUES.redirectTo!,
          disableRefresh: fc.constant("true"),
        }),
        body,
        session: fc.constantFrom("none", "spare", "spare", "garbage"),
        pick: fc.nat(),
      });
    // The routes that can end sessions go last, so the others are sent with spare sessions still alive.
    const ending = new Set(["/sign-out", "/revoke-session", "/revoke-sessions", "/revoke-other-sessions"]);
    const paths = [...AUTH_PATHS].sort((a, b) => Number(ending.has(a)) - Number(ending.has(b)));
    for (const [index, path] of paths.entries()) {
      await fc.assert(
        fc.asyncProperty(requestTo(path), async ({ template, token, method, query, body, session, pick }) => {
          const cookie =
            session === "spare"
              ? (spareSessions[pick % spareSessions.length] ?? "")
              : session === "garbage"
                ? "better-auth.session_token=garbage.x"
                : "";
          const answer = await send({
            route: `auth ${method} ${template}`,
            method,
            path: `/api/auth${template.replace(":token", token)}${query}`,
            headers: {
              ...(cookie ? { Cookie: cookie } : {}),
              ...(method === "POST" && body.type ? { "Content-Type": body.type } : {}),
            },
            ...(method === "POST" ? { body: body.text } : {}),
          });
          const renewed = sessionOf(answer.setCookie);
          if (renewed && !spareSessions.includes(renewed)) spareSessions.push(renewed);
          if (template === "/update-user" || template === "/change-email") await restoreRoles();
        }),
        runsOf(index, 24),
      );
    }
  }, 150_000);
});
