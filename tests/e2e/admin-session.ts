import { request, type FullConfig } from "@playwright/test";
import { MAIN_ADMIN, PASSWORD } from "./admin-accounts.ts";

// The back-office tests start signed in as the main administrator from a session made once per run
// (global setup, through the sign-in API), not by typing into the login form in every test; only
// the sign-in tests use the form. Cookies belong to a host, not a port, so each e2e server gets a
// file of its own, kept beside its database.

/** The storage state holding the main administrator's session on the server at `baseURL`. */
export function adminSessionFile(baseURL: string | undefined): string {
  if (!baseURL) throw new Error("The back-office tests need a baseURL");
  return `data/e2e-${new URL(baseURL).port}/admin-session.json`;
}

/** Playwright's global setup, run once the servers are up: a session on every server the projects use. */
export default async function signInOnEveryServer(config: FullConfig) {
  const servers = new Set(config.projects.map((project) => project.use.baseURL).filter((url) => url));
  for (const baseURL of servers) {
    const context = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
    const response = await context.post("/api/auth/sign-in/email", {
      data: { email: MAIN_ADMIN, password: PASSWORD },
    });
    if (!response.ok()) {
      throw new Error(`Signing in ${MAIN_ADMIN} at ${baseURL} answered ${response.status()}`);
    }
    await context.storageState({ path: adminSessionFile(baseURL) });
    await context.dispose();
  }
}
