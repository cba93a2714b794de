import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // Parallel e2e runs (separate worktrees of work in progress) may build into folders of their own.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: true,
  // Opt in to the v8 behaviours now so the upgrade changes nothing. Middleware stays off: loaders get
  // their services from a plain load context (server/load-context.ts).
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
