import { expect, type Browser, type Page, type TestInfo } from "@playwright/test";
import { PASSWORD, type Project } from "./admin-accounts.ts";
import { adminSessionFile } from "./admin-session.ts";
import { holdToasts } from "./fixtures.ts";

/** The inbox of the e2e SMTP server (tests/e2e/smtp-sink.mjs, started by playwright.config.ts). */
const SINK = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 2001}`;

interface Mail {
  to: string[];
  raw: string;
}

/** Waits for a mail to `to` whose text matches `subject`, and returns the newest one. */
export async function waitForMail(to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${SINK}/messages?to=${encodeURIComponent(to)}`)).json()) as Mail[];
        found = mails.filter((mail) => subject.test(mail.raw)).at(-1);
        return found !== undefined;
      },
      { timeout: 15_000, message: `a mail to ${to} matching ${subject}` },
    )
    .toBe(true);
  return found!;
}

/** The first link in a mail's text, quoted-printable soft breaks undone. */
export function linkIn(mail: Mail): URL {
  const text = mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const match = /https?:\/\/[^\s"<>]+/.exec(text);
  if (!match) throw new Error(`No link in the mail:\n${mail.raw}`);
  return new URL(match[0]);
}

/** Fills the login form and submits it (no assertion on where it lands). */
export async function submitLogin(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * Signs the page's browser in as `email` through the sign-in API (a session of its own, for the tests
 * about one account's sessions, without typing into the form), then opens `path` and answers with
 * its response.
 */
export async function signInAs(page: Page, baseURL: string | undefined, email: string, path = "/admin") {
  const response = await page.request.post("/api/auth/sign-in/email", {
    data: { email, password: PASSWORD },
    headers: { Origin: new URL(baseURL!).origin },
  });
  expect(response.status(), `signing in ${email}`).toBe(200);
  return page.goto(path);
}

/**
 * Which of an account pair (admin-accounts.ts) a test uses: a test that runs at both widths runs
 * twice at once, and each run needs accounts the other does not touch.
 */
export const projectOf = (info: TestInfo): Project =>
  (info.project.use.viewport?.width ?? 1280) < 768 ? "mobile" : "desktop";

/** For `test.use`: the file's tests start signed in as the main administrator (admin-session.ts). */
export const SIGNED_IN = {
  storageState: async ({ baseURL }: { baseURL: string | undefined }, use: (file: string) => Promise<void>) =>
    use(adminSessionFile(baseURL)),
};

/** A second browser, signed in as the main administrator, as a colleague at another desk. */
export async function colleaguePage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, storageState: adminSessionFile(baseURL) });
  await holdToasts(context);
  return context.newPage();
}

/** Goes to a back-office page through the sidebar (a drawer below 768 px). */
export async function openAdminLink(page: Page, name: string) {
  if ((page.viewportSize()?.width ?? 1280) < 768) {
    // The drawer's button appears once the page is hydrated.
    await page.getByRole("button", { name: "Open menu" }).click();
  }
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name }).click();
}

/**
 * A refused sign-in or form answers with its HTTP status (400, 401, 403, 409, 410, 422, 423), which Chromium
 * logs as a failed resource: expected in these tests, unlike any other console error.
 */
export const ADMIN_REFUSALS = [
  /Failed to load resource: the server responded with a status of 4(00|01|03|09|10|22|23)/,
];

/** ADMIN_REFUSALS and a 404, for the tests that ask for a missing page or photo on purpose. */
export const ADMIN_REFUSALS_AND_NOT_FOUND = [
  /Failed to load resource: the server responded with a status of 4(00|01|03|04|09|10|22|23)/,
];
