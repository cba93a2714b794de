import { spawn } from "node:child_process";
import { createServer } from "node:net";

/** A loopback port nobody listens on. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  base: string;
  stop(): Promise<void>;
}

/**
 * Starts `server/main.ts` (the production build) on a loopback port (a free one unless given) and
 * waits until it answers.
 */
export async function startProductionServer(options: {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** The build to serve; BUILD_DIR (or 'build') when left out. */
  buildDir?: string | undefined;
  /** A port chosen by the caller, e.g. to put the server's own address in PUBLIC_URL beforehand. */
  port?: number | undefined;
  /** More settings for the server (PUBLIC_URL, MAP_TILE_URL…); the options above take precedence. */
  env?: Record<string, string> | undefined;
}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      // Nothing outside the machine: no forecast unless the caller points one at a stand-in.
      FORECAST: "off",
      ...process.env,
      ...options.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PGLITE_DIR: options.dataDir,
      NODE_ENV: "production",
      DATABASE_URL: options.databaseUrl ?? "",
      ...(options.buildDir ? { BUILD_DIR: options.buildDir } : {}),
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const stop = async () => {
    if (server.exitCode !== null) return;
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  };
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 600 || server.exitCode !== null) {
      await stop();
      throw new Error("The server did not start within 60 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { base, stop };
}
