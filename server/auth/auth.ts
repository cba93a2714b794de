import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins";
import { PASSWORD_MAX, PASSWORD_MIN } from "#core/admin/password.ts";
import type { Database } from "../db/client.ts";
import { accounts, rateLimits, sessions, users, verifications } from "../db/schema.ts";
import type { Mailer } from "../mail/mailer.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { withHashedSessionTokens } from "./session-token-hash.ts";

/** Our own header for the client's address, set from the socket by createAuthHandler (never trusted from outside). */
export const CLIENT_IP_HEADER = "x-beaches-client-ip";

/** better-auth endpoints that answer 404 (see `disabledPaths` below). */
export const DISABLED_AUTH_PATHS = [
  ...[
    "ban-user",
    "create-user",
    "get-user",
    "has-permission",
    "impersonate-user",
    "list-user-sessions",
    "list-users",
    "remove-user",
    "revoke-user-session",
    "revoke-user-sessions",
    "set-role",
    "set-user-password",
    "stop-impersonating",
    "unban-user",
    "update-user",
  ].map((name) => `/admin/${name}`),
  // Nothing here sends reset mail; a password is set only where our rules check it (the invite and
  // setup pages, admin:create and the password change).
  "/request-password-reset",
  "/reset-password",
  "/list-sessions",
  "/revoke-session",
  "/revoke-other-sessions",
];

export interface AuthOptions {
  db: Database;
  secret: string;
  mailer: Mailer;
  /** The site's public address; when it is https, cookies are Secure. */
  publicUrl?: string | undefined;
}

/**
 * better-auth over our database (ADR 011): e-mail and password with verification, sessions stored
 * in the database, the admin plugin's roles (new accounts are users), argon2id hashes.
 */
export function createAuth(options: AuthOptions) {
  const secure = options.publicUrl?.startsWith("https://") ?? false;
  return betterAuth({
    appName: "Greek Beaches Directory",
    basePath: "/api/auth",
    ...(options.publicUrl ? { baseURL: options.publicUrl } : {}),
    secret: options.secret,
    database: withHashedSessionTokens(
      drizzleAdapter(options.db, {
        provider: "pg",
        schema: {
          user: users,
          session: sessions,
          account: accounts,
          verification: verifications,
          rateLimit: rateLimits,
        },
      }),
    ),
    // Counted in the database, so instances behind a load balancer share the counts. Sign-in by
    // password has its own, stricter lockout around it (lockout.ts) and is left out here.
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": false,
        // A password change needs a session and the current password; better-auth's default of 3 per
        // 10 s per address would refuse two administrators behind one office address.
        "/change-password": { window: 60, max: 10 },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    emailVerification: {
      // The link in the mail is proof of the address: following it signs the invitee in, so the
      // invite page it leads back to can grant admin access at once.
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await options.mailer.send({
          to: user.email,
          subject: "Confirm your e-mail address",
          text: `Open this link to confirm your e-mail address for the Greek Beaches Directory:\n${url}`,
        });
      },
    },
    plugins: [admin({ defaultRole: "user", adminRoles: ["admin"] })],
    // Roles, invites and sessions are managed through our own routes, which keep the audit log and
    // the rules (never the last administrator, never oneself). better-auth's own ways around them
    // are closed, and so are those that compare stored session tokens, which are hashes here.
    disabledPaths: DISABLED_AUTH_PATHS,
    advanced: {
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure },
      // Only the address our own server took from the socket counts, so a client cannot pick its
      // rate-limit bucket with a forged X-Forwarded-For.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
