// Runs after `react-router build`: bundles the service worker (app/sw/sw.ts) into the client build
// as /sw.js, then lets Workbox write the precache manifest of the built files into it (ADR 008).
// vite-plugin-pwa cannot do this for React Router's framework mode with SSR, hence a step of our own.
import { readdirSync, statSync, readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "vite";
import { injectManifest } from "workbox-build";
import { reachableFrom } from "./lib/chunk-reach.ts";

const clientDir = resolve(process.env.BUILD_DIR ?? "build", "client");
const swFile = join(clientDir, "sw.js");

await build({
  configFile: false,
  logLevel: "warn",
  publicDir: false,
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    outDir: clientDir,
    emptyOutDir: false,
    copyPublicDir: false,
    minify: true,
    lib: { entry: resolve("app/sw/sw.ts"), formats: ["iife"], name: "sw", fileName: () => "sw.js" },
  },
});

/**
 * The scripts and styles only the back office uses: a visitor's phone never needs them, so they are
 * left out of the precache (an administrator's browser fetches them like any page's). A chunk the
 * public pages load on demand (the share dialog, the map) is public even when the back office
 * imports it too, so everything reachable from a public route is kept.
 */
function backOfficeOnlyFiles(): string[] {
  const manifestFile = readdirSync(join(clientDir, "assets")).find((name) => /^manifest-.*\.js$/.test(name));
  if (!manifestFile) throw new Error("build-sw: React Router's client manifest is missing");
  const sandbox: { window: { __reactRouterManifest?: RouterManifest } } = { window: {} };
  runInNewContext(readFileSync(join(clientDir, "assets", manifestFile), "utf8"), sandbox);
  const manifest = sandbox.window.__reactRouterManifest;
  if (!manifest) throw new Error("build-sw: React Router's client manifest could not be read");
  const filesOf = (entry: { module: string; imports?: string[]; css?: string[] }) =>
    [entry.module, ...(entry.imports ?? []), ...(entry.css ?? [])].map((url) => url.replace(/^\//, ""));
  const publicFiles = new Set(filesOf(manifest.entry));
  const adminFiles = new Set<string>();
  for (const route of Object.values(manifest.routes)) {
    const isAdmin = route.id.startsWith("routes/admin/") || route.id.startsWith("admin-");
    for (const file of filesOf(route)) (isAdmin ? adminFiles : publicFiles).add(file);
  }
  const publicReach = reachableFrom(clientDir, publicFiles);
  return [...reachableFrom(clientDir, adminFiles)].filter((file) => !publicReach.has(file));
}

interface RouterManifest {
  entry: { module: string; imports?: string[]; css?: string[] };
  routes: Record<string, { id: string; module: string; imports?: string[]; css?: string[] }>;
}

const adminOnly = backOfficeOnlyFiles();

const { count, size, warnings } = await injectManifest({
  swSrc: swFile,
  swDest: swFile,
  globDirectory: clientDir,
  // The app shell: every built script and style, the icons and the offline pages (English and
  // Greek). Never the server
  // build (outside this folder) nor Vite's manifest.
  globPatterns: [
    "assets/**/*.{js,css,svg,png,webp,woff2}",
    "favicon.svg",
    "icons/*.png",
    "manifest.webmanifest",
    "offline.html",
    "el/offline.html",
  ],
  globIgnores: [".vite/**", "sw.js", ...adminOnly],
  // Hashed names change with their content, so the URL itself is the revision.
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: 1024 * 1024,
});
for (const warning of warnings) console.warn(`build-sw: ${warning}`);
if (warnings.length > 0) process.exitCode = 1;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const swBytes = statSync(swFile).size;
console.log(`sw.js (${adminOnly.length} back-office files left out)`);
console.log(
  `sw.js ${kb(swBytes)} (${kb(gzipSync(readFileSync(swFile)).length)} gzip); precache ${count} files, ${kb(size)}`,
);
