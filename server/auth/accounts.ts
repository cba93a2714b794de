import { newAccountSchema, passwordChangeSchema } from "#core/admin/password.ts";
import { SIGN_IN_MESSAGES } from "#core/admin/sign-in.ts";
import { hasControlCharacter } from "#core/contract/text.ts";
import { countAudit, writeAudit, type AuditAction, type AuditEntry } from "../audit/audit.ts";
import type { Database } from "../db/client.ts";
import { createMailer, type Mailer } from "../mail/mailer.ts";
import { CLIENT_IP_HEADER, createAuth, type Auth } from "./auth.ts";
import { createSignInThrottle } from "./lockout.ts";
import { authSecret } from "./secret.ts";
import { createAccountUnlocks } from "./unlock.ts";

/** The longest an e-mail address can be (RFC 5321's path of 256 octets, less its brackets). */
const EMAIL_MAX = 254;

export interface AccountsOptions {
  db: Database;
  clock: () => Date;
  publicUrl?: string | undefined;
  secret?: string | undefined;
  mailer?: Mailer | undefined;
}

/** The settings page's answers. */
export const PASSWORD_CHANGE_MESSAGES = {
  currentIncorrect: "Current password is incorrect",
  success: "Password updated successfully!",
} as const;

export interface SignedInUser {
  id: string;
  email: string;
  name: string;
  role: string;
}

/**
 * The accounts service (ADR 011): better-auth with the lockout around its sign-in, used by the
 * /api/auth routes and by React Router's loaders and actions alike. better-auth is made on first
 * use, once the signing secret has been read from (or written to) the database.
 */
export function createAccounts(options: AccountsOptions) {
  let auth: Promise<Auth> | null = null;
  const getAuth = () => {
    auth ??= authSecret(options.db, options.secret).then((secret) =>
      createAuth({
        db: options.db,
        secret,
        mailer: options.mailer ?? createMailer({}),
        publicUrl: options.publicUrl,
      }),
    );
    // A failure (the database was down) is not remembered: the next call tries again.
    auth.catch(() => (auth = null));
    return auth;
  };
  const throttle = createSignInThrottle(options.db, options.clock);
  const unlocks = createAccountUnlocks({
    db: options.db,
    clock: options.clock,
    mailer: options.mailer ?? createMailer({}),
  });

  /** better-auth's answer to a request, told the client's address (taken from the socket by the caller). */
  async function handle(request: Request, clientIp: string | undefined): Promise<Response> {
    const headers = new Headers(request.headers);
    // Whatever the client sent under this name is dropped.
    headers.delete(CLIENT_IP_HEADER);
    if (clientIp) headers.set(CLIENT_IP_HEADER, clientIp);
    return (await getAuth()).handler(new Request(request, { headers }));
  }

  const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json", ...headers },
    });

  /** 429 with the time left, in seconds (Retry-After) and in words (SIGN_IN_MESSAGES). */
  function lockedAnswer(until: Date, message: string) {
    const seconds = secondsUntil(until);
    return json(
      429,
      { code: "ACCOUNT_LOCKED", message, retryAfterSeconds: seconds, lockedUntil: until.toISOString() },
      { "Retry-After": String(seconds) },
    );
  }

  /** 429 for an address throttled for this account (ADR 018): not a lock, so not its words. */
  function throttledAnswer(until: Date) {
    const seconds = secondsUntil(until);
    return json(
      429,
      { code: "TOO_MANY_REQUESTS", message: SIGN_IN_MESSAGES.tooManyRequests, retryAfterSeconds: seconds },
      { "Retry-After": String(seconds) },
    );
  }

  const secondsUntil = (until: Date) =>
    Math.max(1, Math.ceil((until.getTime() - options.clock().getTime()) / 1000));

  /**
   * Sign-in with e-mail and password behind the lockout: a locked account or address, or an address
   * throttled for this account, is refused before its password is looked at, so even the right one
   * gets the same answer. The answer is better-auth's (with its session cookie) on success, else
   * JSON {code, message, ...}.
   */
  async function signIn(input: {
    email: string;
    password: string;
    clientIp: string | undefined;
    /** The site's origin the sign-in was made on (better-auth checks it). */
    origin: string;
  }): Promise<Response> {
    const email = input.email.trim().toLowerCase();
    // No account's address holds a control character or passes 254 characters (the longest an
    // address can be), and the database cannot look up one holding NUL: such input is refused as
    // malformed before any lookup, count or audit row.
    if (hasControlCharacter(email) || email.length > EMAIL_MAX)
      return json(400, { code: "INVALID_EMAIL", message: SIGN_IN_MESSAGES.invalidEmail });
    const ip = input.clientIp ?? "unknown";
    const audit = (action: AuditAction, extra: Partial<AuditEntry> = {}) =>
      writeAudit(options.db, { action, at: options.clock(), target: email, ip: input.clientIp, ...extra });
    const refusal = await throttle.refusal(email, ip);
    if (refusal?.kind === "locked") {
      // Counted in one row per lock, address and account, not a row each.
      await countAudit(options.db, {
        action: "sign_in_refused_locked",
        at: options.clock(),
        target: email,
        ip: input.clientIp,
        details: { lockedUntil: refusal.until.toISOString() },
      });
      return lockedAnswer(
        refusal.until,
        SIGN_IN_MESSAGES.locked(refusal.until.getTime() - options.clock().getTime()),
      );
    }
    // Refused while throttled without a row each: the moment the throttle began is recorded.
    if (refusal) return throttledAnswer(refusal.until);
    const response = await handle(
      new Request(`${input.origin}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: input.origin },
        body: JSON.stringify({ email, password: input.password }),
      }),
      input.clientIp,
    );
    if (response.status === 401) {
      const outcome = await throttle.recordFailure(email, ip);
      await audit("sign_in_failed", { details: { attemptsRemaining: outcome.remaining } });
      if (outcome.lockedUntil) {
        await audit("account_locked", { details: { lockedUntil: outcome.lockedUntil.toISOString() } });
        return lockedAnswer(outcome.lockedUntil, SIGN_IN_MESSAGES.lockedNow);
      }
      if (outcome.throttledUntil) {
        await audit("sign_in_throttled", {
          details: {
            throttledUntil: outcome.throttledUntil.toISOString(),
            retryAfterSeconds: secondsUntil(outcome.throttledUntil),
            step: outcome.throttleStep,
          },
        });
        return throttledAnswer(outcome.throttledUntil);
      }
      return json(401, {
        code: "INVALID_EMAIL_OR_PASSWORD",
        message: SIGN_IN_MESSAGES.invalid(outcome.remaining),
        attemptsRemaining: outcome.remaining,
      });
    }
    if (response.ok) {
      await throttle.recordSuccess(email, ip);
      const body = (await response
        .clone()
        .json()
        .catch(() => null)) as { user?: { id?: string } } | null;
      await audit("sign_in", { actorId: body?.user?.id, actorEmail: email });
    }
    return response;
  }

  /** Seconds left of the lock on this account or address, 0 when there is none (the login panel). */
  async function lockedSeconds(email: string, clientIp: string | undefined): Promise<number> {
    const normalized = email.trim().toLowerCase();
    if (hasControlCharacter(normalized)) return 0;
    const until = await throttle.lockedUntil(normalized, clientIp ?? "unknown");
    return until ? secondsUntil(until) : 0;
  }

  /**
   * A new account of role user (the invite page): the password rules of core/admin/password.ts first, then
   * better-auth's sign-up, which mails the verification link leading back to `callbackPath`. An e-mail
   * that already has an account gets the same answer (no enumeration) and no mail.
   */
  async function signUp(input: {
    email: string;
    password: string;
    callbackPath: string;
    clientIp: string | undefined;
    origin: string;
  }): Promise<{ ok: true } | { ok: false; status: number; message: string; fields: Record<string, string> }> {
    const parsed = newAccountSchema.safeParse({ email: input.email, password: input.password });
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
      return { ok: false, status: 422, message: Object.values(fields)[0]!, fields };
    }
    const response = await handle(
      new Request(`${input.origin}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: input.origin },
        body: JSON.stringify({
          email: parsed.data.email,
          password: parsed.data.password,
          name: parsed.data.email.split("@")[0],
          callbackURL: input.callbackPath,
        }),
      }),
      input.clientIp,
    );
    if (response.ok) return { ok: true };
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    if (response.status === 429) {
      return { ok: false, status: 429, message: SIGN_IN_MESSAGES.tooManyRequests, fields: {} };
    }
    return { ok: false, status: response.status, message: body?.message ?? "Sign-up failed.", fields: {} };
  }

  /** The signed-in user of a request (from its session cookie), or null. */
  async function currentUser(headers: Headers): Promise<SignedInUser | null> {
    const session = await (await getAuth()).api.getSession({ headers });
    if (!session) return null;
    const user = session.user as typeof session.user & { role?: string | null };
    return { id: user.id, email: user.email, name: user.name, role: user.role ?? "user" };
  }

  /**
   * Ends the request's session on the server (its row is deleted, so the cookie is worthless even if
   * kept) and answers with the cookies that clear it in the browser.
   */
  async function signOut(request: Request, clientIp: string | undefined): Promise<Response> {
    const user = await currentUser(request.headers);
    if (user) {
      await writeAudit(options.db, {
        action: "sign_out",
        at: options.clock(),
        actorId: user.id,
        actorEmail: user.email,
        ip: clientIp,
      });
    }
    const origin = new URL(request.url).origin;
    const headers = new Headers({ Origin: origin, "Content-Type": "application/json" });
    const cookie = request.headers.get("Cookie");
    if (cookie) headers.set("Cookie", cookie);
    return handle(
      new Request(`${origin}/api/auth/sign-out`, { method: "POST", headers, body: "{}" }),
      clientIp,
    );
  }

  /**
   * Changes the signed-in account's password: the form's rules from core/admin/password.ts on
   * the server too, the current password checked by better-auth, and every session of the account
   * ended but a new one for this browser (its cookie comes with the answer).
   */
  async function changePassword(
    request: Request,
    input: unknown,
    clientIp: string | undefined,
  ): Promise<Response> {
    const parsed = passwordChangeSchema.safeParse(input ?? {});
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
      return json(422, { code: "validation_failed", message: Object.values(fields)[0], fields });
    }
    const user = await currentUser(request.headers);
    if (!user) return json(401, { code: "unauthenticated", message: "Sign in to change your password." });
    const origin = new URL(request.url).origin;
    const headers = new Headers({ Origin: origin, "Content-Type": "application/json" });
    const cookie = request.headers.get("Cookie");
    if (cookie) headers.set("Cookie", cookie);
    const response = await handle(
      new Request(`${origin}/api/auth/change-password`, {
        method: "POST",
        headers,
        body: JSON.stringify({
          currentPassword: parsed.data.currentPassword,
          newPassword: parsed.data.newPassword,
          revokeOtherSessions: true,
        }),
      }),
      clientIp,
    );
    if (response.status === 400) {
      const body = (await response
        .clone()
        .json()
        .catch(() => null)) as { code?: string } | null;
      if (body?.code === "INVALID_PASSWORD") {
        return json(400, {
          code: "INVALID_PASSWORD",
          message: PASSWORD_CHANGE_MESSAGES.currentIncorrect,
          fields: { currentPassword: PASSWORD_CHANGE_MESSAGES.currentIncorrect },
        });
      }
    }
    if (response.ok) {
      await writeAudit(options.db, {
        action: "password_changed",
        at: options.clock(),
        actorId: user.id,
        actorEmail: user.email,
        ip: clientIp,
      });
    }
    return response;
  }

  return {
    handle,
    signIn,
    signUp,
    signOut,
    currentUser,
    changePassword,
    lockedSeconds,
    requestUnlock: unlocks.requestUnlock,
    unlockStatus: unlocks.unlockStatus,
    unlock: unlocks.unlock,
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
