import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/integration/database.ts";
import { startTestServer, type TestServer } from "#tests/integration/http.ts";
import { createSiteApp } from "#tests/integration/pages.ts";
import { openSetupLink } from "../auth/setup.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { users } from "../db/schema.ts";

// The setup page on a fresh install, over real HTTP and the real server-rendered page: the
// link the server prints creates the first administrator once, with a password meeting the rules,
// and then the card is gone for good. The form is posted as a browser without JavaScript posts it.

let database: DatabaseHandle;
let server: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(await createSiteApp(database.db));
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

const post = (path: string, fields: Record<string, string>) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

const admins = async () =>
  (await database.db.select({ value: count() }).from(users).where(eq(users.role, "admin")))[0]!.value;

describe("the first-admin setup page", () => {
  it("creates the first administrator once, then the link is dead", async () => {
    const link = (await openSetupLink(database.db))!;
    const token = new URL(link, server.url).searchParams.get("token")!;
    const page = await (await fetch(`${server.url}${link}`)).text();
    expect(page).toContain("Bootstrap First Admin");
    expect(page).toContain("Create First Admin");

    const empty = await post(link, { token, email: " ", password: "", confirmPassword: "" });
    expect(empty.status).toBe(422);
    const emptyPage = await empty.text();
    expect(emptyPage).toContain("Please enter an email address");
    expect(emptyPage).toContain("Password is required");

    const weak = await post(link, {
      token,
      email: "first@example.com",
      password: "short",
      confirmPassword: "short",
    });
    expect(await weak.text()).toContain("Password requirements not met: At least 8 characters");
    const mismatch = await post(link, {
      token,
      email: "first@example.com",
      password: "Str0ng!pass",
      confirmPassword: "Str0ng!pas",
    });
    expect(await mismatch.text()).toContain("Passwords do not match");
    expect(await admins()).toBe(0);

    const made = await post(link, {
      token,
      email: " First@Example.com ",
      password: "Str0ng!pass",
      confirmPassword: "Str0ng!pass",
    });
    expect(made.status).toBe(200);
    expect(await made.text()).toContain("First admin created successfully");
    expect(await admins()).toBe(1);

    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { Origin: server.url, "Content-Type": "application/json" },
      body: JSON.stringify({ email: "first@example.com", password: "Str0ng!pass" }),
    });
    expect(signIn.status).toBe(200);

    // The same link again: no card, and a post creates nobody.
    const after = await (await fetch(`${server.url}${link}`)).text();
    expect(after).not.toContain("Create First Admin");
    expect(after).toContain("This setup link is no longer valid");
    const again = await post(link, {
      token,
      email: "second@example.com",
      password: "Str0ng!pass",
      confirmPassword: "Str0ng!pass",
    });
    expect(again.status).toBe(409);
    expect(await admins()).toBe(1);
    expect(await openSetupLink(database.db)).toBeNull();
  });
});
