import { existsSync, readdirSync } from "node:fs";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { serveStatic } from "@hono/node-server/serve-static";
import { setAnswerHeader } from "./answer-headers.ts";
import type { AppLoadContext } from "react-router";
import { oneReadPerRequest } from "../cache/data-version.ts";
import { composeParts, type PartsOptions } from "../composition.ts";
import { createAdminApiRouter, createInviteRouter } from "./admin-api.ts";
import { contentSecurityPolicy, scriptNonce } from "./content-security.ts";
import { sameOriginOnly } from "./same-origin.ts";
import { createApiRouter } from "./api.ts";
import { clientAddress, clientIpMiddleware, createAuthRouter } from "./auth-routes.ts";
import { createPublicCache } from "./public-cache.ts";
import { createSeoRouter } from "./seo.ts";
import { createOgRouter, type OgOptions } from "../og/og-routes.ts";
import { apiError, notFound } from "./errors.ts";
import { mailOrigin } from "./mail-origin.ts";
import { boundedBodies, formBodiesOnly } from "./request-bounds.ts";

export interface AppOptions extends PartsOptions {
  /** React Router's request handler; API-only tests leave it out. */
  renderDocument?: (request: Request, context: AppLoadContext) => Promise<Response>;
  /** The client build (production); in development Vite serves assets itself. */
  clientAssetsDir?: string;
  /** Names the build in ETags (React Router's assets version); a new deployment changes every tag. */
  buildId?: string;
  /** Development leaves it off: edited code would otherwise be hidden behind cached pages. */
  publicCache?: boolean;
  /** A reverse proxy of ours appends the client's address to X-Forwarded-For (TRUST_PROXY). */
  trustProxy?: boolean;
  /** Development leaves it off: Vite's client injects scripts of its own. */
  contentSecurityPolicy?: boolean;
  /** The og cards: where finished ones are kept (memory alone when left out), the drawing pool, the allowance. */
  og?: Omit<OgOptions, "clock">;
}

/**
 * Builds the whole HTTP application on the given dependencies, so tests run the real thing. Its parts
 * are made by the composition root (server/composition.ts); this file routes requests to them.
 */
export function createApp(options: AppOptions) {
  const { services, site, accounts, invites, users, backOffice } = composeParts(options);
  const app = new Hono();

  app.use((c, next) => oneReadPerRequest(c.req.method, next));
  app.use(clientIpMiddleware(options.trustProxy ?? false));
  app.use(boundedBodies());
  app.use(async (c, next) => {
    await next();
    setAnswerHeader(c, "X-Content-Type-Options", "nosniff");
    setAnswerHeader(c, "Referrer-Policy", "strict-origin-when-cross-origin");
    setAnswerHeader(c, "X-Frame-Options", "DENY");
    if (site.publicUrl?.startsWith("https://")) {
      setAnswerHeader(c, "Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
  });
  // The back office's pages and their data name a person: kept by no cache, ever.
  app.use(async (c, next) => {
    await next();
    if (/^\/admin(?:[/.]|$)/.test(c.req.path)) setAnswerHeader(c, "Cache-Control", "private, no-store");
  });
  // Nothing that changes state is taken from another site: every POST, PUT, PATCH and
  // DELETE, to the API or to a page's action, must carry this site's Origin.
  app.use(sameOriginOnly(site.publicUrl));
  app.use(compress());
  if (options.publicCache !== false) {
    app.use(
      createPublicCache({
        dataVersion: services.dataVersion,
        buildId: options.buildId ?? "dev",
        clock: services.clock,
        // Without PUBLIC_URL, pages name the host they were asked on (canonical, og:url, sitemap).
        perHost: site.publicUrl === undefined,
      }).middleware,
    );
  }

  if (options.contentSecurityPolicy !== false) {
    // Inside the public cache, so a kept page keeps the policy that matches its scripts.
    app.use(contentSecurityPolicy({ mapTileUrl: site.map.tileUrl, buildFilesDir: options.clientAssetsDir }));
  }
  app.route("/api/auth", createAuthRouter(accounts, site));
  app.route("/api/v1/admin", createAdminApiRouter({ db: options.db, accounts, invites, users, site }));
  app.route("/api/v1/invites", createInviteRouter({ accounts, invites }));
  app.route("/api/v1", createApiRouter(services));
  app.route("/", createSeoRouter(services, site));
  app.route("/", createOgRouter(services, { ...options.og, clock: services.clock }));
  // Unknown API paths answer in the API's own shape, never with a page.
  app.all("/api/*", (c) => notFound(c, "No such API route."));

  if (options.clientAssetsDir) {
    const root = options.clientAssetsDir;
    // File names under /assets carry a content hash, so they never change.
    app.use("/assets/*", async (c, next) => {
      await next();
      if (c.res.ok) setAnswerHeader(c, "Cache-Control", "public, max-age=31536000, immutable");
    });
    app.use("/assets/*", serveStatic({ root }));
    // The browser looks for a new service worker on navigations; a cached copy would delay updates.
    app.use("/sw.js", async (c, next) => {
      await next();
      if (c.res.ok) setAnswerHeader(c, "Cache-Control", "no-cache");
    });
    // The other files of the build sit at paths no page takes: only those paths look on disk, so a
    // page request does not ask the file system first. The build does not change while the server runs.
    const files = new Set(filesUnder(root).filter((path) => !path.startsWith("/assets/")));
    const staticFiles = serveStatic({ root });
    app.use("*", (c, next) => (files.has(c.req.path) ? staticFiles(c, next) : next()));
  }

  const renderDocument = options.renderDocument;
  if (renderDocument) {
    app.all("*", formBodiesOnly(), (c) =>
      renderDocument(withoutControlCharacters(c.req.raw), {
        services,
        site,
        accounts,
        backOffice,
        clientIp: clientAddress(c),
        mailOrigin: mailOrigin({ ...site, requestUrl: c.req.url, clientIp: clientAddress(c) }),
        scriptNonce: scriptNonce(c),
      }),
    );
  }

  app.onError((error, c) => {
    console.error(error);
    if (c.req.path.startsWith("/api/")) {
      return apiError(c, 500, "internal_error", "Something went wrong on our side. Please try again later.");
    }
    return c.text("Something went wrong", 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;

/** A path that matches no page: the site's 404 page answers it. */
const UNMATCHED_PATH = "/not-found/no/page";

/**
 * The request a page is rendered from. A path whose decoded form holds a control character (CR, LF,
 * NUL...) names no page, and React Router would fail on it ("/%0D%0A/x" reads as "//x", a URL with a
 * host): it gets the 404 page instead of a 500.
 */
function withoutControlCharacters(request: Request): Request {
  const url = new URL(request.url);
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    // A malformed escape is React Router's to answer (its 404).
    return request;
  }
  // eslint-disable-next-line no-control-regex
  if (!/[\u0000-\u001f\u007f]/.test(decoded)) return request;
  url.pathname = UNMATCHED_PATH;
  // Only the headers follow: a body sent to an address that names nothing is not read.
  const method = request.method === "HEAD" ? "HEAD" : "GET";
  return new Request(url, { method, headers: request.headers });
}

/** Every file under `root`, as the URL path that names it ("/icons/icon-192.png"); none when there is no build. */
function filesUnder(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      `${entry.parentPath.slice(root.length).replaceAll("\\", "/")}/${entry.name}`.replace(/^\/*/, "/"),
    );
}
