import devServer, { defaultOptions } from "@hono/vite-dev-server";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ command }) => ({
  plugins: [
    tailwindcss(),
    reactRouter(),
    // In development Hono answers first (API + pages through React Router), as in production.
    command === "serve" &&
      devServer({
        entry: "server/dev.ts",
        exclude: [...defaultOptions.exclude, /^\/app\//, /^\/core\//],
        injectClientScript: false,
      }),
  ],
  resolve: { tsconfigPaths: true },
  // Pre-bundled up front: discovering them on the first page load makes Vite re-optimise and fail that load.
  optimizeDeps: { include: ["react", "react-dom", "react-dom/client", "react-router", "lucide-react"] },
  server: { port: Number(process.env.PORT ?? 3000) },
  build: {
    rolldownOptions: {
      // An icon's module makes lucide's React component as it loads; the site draws icons from the
      // module's shapes alone (app/components/ui/icons.tsx), so the call, and with it lucide's
      // component code, is left out of the browser's scripts.
      treeshake: { manualPureFunctions: ["createLucideIcon"] },
    },
  },
  ssr: {
    // Server-only packages stay external; the app bundle never imports them.
    external: ["@electric-sql/pglite", "pg"],
  },
}));
