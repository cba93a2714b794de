import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { App } from "#server/http/app.ts";

export interface TestServer {
  url: string;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  getJson<T = unknown>(path: string): Promise<{ status: number; body: T; response: Response }>;
  close(): Promise<void>;
}

/** Serves the app on a free loopback port so tests go through real HTTP. */
export async function startTestServer(app: App): Promise<TestServer> {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
  });
  // The client (fetch) drops an idle connection after 4 s. Were the server to drop it first, a
  // request sent on it at that moment would meet ECONNRESET after a long test step; so the server
  // waits longer than the client.
  (server as unknown as { keepAliveTimeout: number }).keepAliveTimeout = 120_000;
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const get = (path: string, headers?: Record<string, string>) =>
    fetch(`${url}${path}`, headers ? { headers } : {});
  return {
    url,
    get,
    async getJson<T>(path: string) {
      const response = await get(path);
      return { status: response.status, body: (await response.json()) as T, response };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Connections the tests left open (a body never read) would otherwise hold close() until
        // the long keep-alive above runs out.
        (server as unknown as { closeAllConnections(): void }).closeAllConnections();
      }),
  };
}

/** Signs in over HTTP as a browser would and returns the Cookie header of the new session. */
export async function sessionCookie(
  baseUrl: string,
  email: string,
  password = "Str0ng!pass",
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`Sign-in of ${email} answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .join("; ");
}
