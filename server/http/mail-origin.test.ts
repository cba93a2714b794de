import { request } from "node:http";
import { createRequestHandler } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_FAILURES_MAX } from "#core/admin/sign-in.ts";
import { createTestDatabase } from "#tests/integration/database.ts";
import { startTestServer, type TestServer } from "#tests/integration/http.ts";
import { loadSiteBuild } from "#tests/integration/pages.ts";
import { createOrPromoteAdmin } from "../auth/admin-account.ts";
import type { DatabaseHandle } from "../db/client.ts";
import type { Mail } from "../mail/mailer.ts";
import { createApp } from "./app.ts";
import { isLoopbackAddress, mailOrigin } from "./mail-origin.ts";

// Links sent by mail never take their host from a request, unless no PUBLIC_URL is set and the
// request comes from this machine. The unlock link is the one anybody can have sent: asked for on
// the login page, without an account, for any locked address.

describe("the origin of links in mail", () => {
  it("knows this machine's addresses, however written", () => {
    for (const ip of ["127.0.0.1", "127.8.9.10", "::1", "0:0:0:0:0:0:0:1", "::ffff:127.0.0.1"])
      expect(isLoopbackAddress(ip), ip).toBe(true);
    for (const ip of [
      undefined,
      "",
      "10.0.0.1",
      "192.0.2.1",
      "::2",
      "2001:db8::1",
      "::ffff:10.0.0.1",
      "localhost",
    ])
      expect(isLoopbackAddress(ip), String(ip)).toBe(false);
  });

  it("is PUBLIC_URL's when set, else the request's from this machine only, else the server's own", () => {
    const local = "http://localhost:4321";
    const asked = "http://evil.example:8080/admin/login";
    expect(
      mailOrigin({
        publicUrl: "https://beaches.example/",
        requestUrl: asked,
        clientIp: "127.0.0.1",
        localOrigin: local,
      }),
    ).toBe("https://beaches.example");
    expect(
      mailOrigin({ publicUrl: undefined, requestUrl: asked, clientIp: "127.0.0.1", localOrigin: local }),
    ).toBe("http://evil.example:8080");
    expect(
      mailOrigin({ publicUrl: undefined, requestUrl: asked, clientIp: "203.0.113.5", localOrigin: local }),
    ).toBe(local);
    expect(
      mailOrigin({ publicUrl: undefined, requestUrl: asked, clientIp: undefined, localOrigin: local }),
    ).toBe(local);
  });
});

describe("an unlock link asked for with a forged Host, without PUBLIC_URL", () => {
  const LOCAL_ORIGIN = "http://localhost:4321";
  const PASSWORD = "Str0ng!pass";
  const mails: Mail[] = [];
  let database: DatabaseHandle;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    const handleRequest = createRequestHandler(await loadSiteBuild(), "production");
    server = await startTestServer(
      createApp({
        db: database.db,
        trustProxy: true,
        site: { localOrigin: LOCAL_ORIGIN },
        auth: { mailer: { send: async (mail) => void mails.push(mail) } },
        renderDocument: (req, context) => handleRequest(req, context),
      }),
    );
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  /** Locks `email` for the addresses it does not know: one failure from each of five. */
  async function lock(email: string) {
    await createOrPromoteAdmin(database.db, { email, password: PASSWORD });
    for (let n = 1; n <= ACCOUNT_FAILURES_MAX; n += 1) {
      await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Origin: server.url,
          "X-Forwarded-For": `198.51.100.${n}`,
        },
        body: JSON.stringify({ email, password: "Wrong!pass1" }),
      });
    }
  }

  /** The login page's "Send me an unlock link", posted with the Host and Origin of `host`. */
  function askForUnlock(email: string, host: string, forwardedFor?: string): Promise<number> {
    const body = new URLSearchParams({ intent: "unlock", email }).toString();
    return new Promise((resolve, reject) => {
      const call = request(
        `${server.url}/admin/login`,
        {
          method: "POST",
          headers: {
            Host: host,
            Origin: `http://${host}`,
            "Content-Type": "application/x-www-form-urlencoded",
            "Content-Length": Buffer.byteLength(body),
            ...(forwardedFor ? { "X-Forwarded-For": forwardedFor } : {}),
          },
        },
        (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
        },
      );
      call.on("error", reject);
      call.end(body);
    });
  }

  async function unlockLinkTo(email: string): Promise<URL> {
    for (let waited = 0; waited < 5000; waited += 25) {
      const mail = mails.find((sent) => sent.to === email);
      const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
      if (link) return new URL(link);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`No unlock mail to ${email}`);
  }

  it("from another machine, links to the server's own address, not the forged host", async () => {
    await lock("far@example.com");
    expect(await askForUnlock("far@example.com", "evil.example", "203.0.113.5")).toBe(200);
    const link = await unlockLinkTo("far@example.com");
    expect(link.origin).toBe(LOCAL_ORIGIN);
    expect(link.pathname).toBe("/admin/unlock");
  });

  it("from this machine, links to the host it was asked on", async () => {
    await lock("near@example.com");
    const host = new URL(server.url).host;
    expect(await askForUnlock("near@example.com", host)).toBe(200);
    expect((await unlockLinkTo("near@example.com")).origin).toBe(server.url);
  });
});
