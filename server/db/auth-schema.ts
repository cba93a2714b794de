import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

// The accounts side (ADR 011): the four tables better-auth keeps (users, their sessions,
// their credentials and pending e-mail verifications) under our names, with the admin plugin's role
// and ban columns. Property names are better-auth's field names; columns are snake_case like the rest.

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    /** 'admin' or 'user'; new accounts are users. */
    role: text("role").notNull().default("user"),
    banned: boolean("banned").default(false),
    banReason: text("ban_reason"),
    banExpires: timestamp("ban_expires", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [check("users_role_check", sql`${table.role} IN ('admin', 'user')`)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    impersonatedBy: text("impersonated_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    /** The argon2id hash, for the e-mail and password provider. */
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("accounts_user_id_idx").on(table.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

export type UserRow = typeof users.$inferSelect;

/**
 * Failed sign-ins counted on the server, per account (kind 'account', key the e-mail as typed,
 * lower-cased, whether or not such an account exists) and per client address (kind 'ip');
 * `lockedUntil` is set when the count reaches its limit (ADR 011).
 */
export const signInThrottle = pgTable(
  "sign_in_throttle",
  {
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    failures: integer("failures").notNull().default(0),
    /** The count starts again when the last failure is older than the window. */
    lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** When an unlock link was last mailed for this (account) key: at most one per lock (ADR 018). */
    unlockMailedAt: timestamp("unlock_mailed_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.key] }),
    check("sign_in_throttle_kind_check", sql`${table.kind} IN ('account', 'ip')`),
  ],
);

/**
 * Failed sign-ins of one account from one client address (ADR 018): a few are allowed, then the
 * address waits longer after each further failure, while the account's own count sees only the first.
 */
export const signInBackoff = pgTable(
  "sign_in_backoff",
  {
    /** The client's address; an IPv6 client's /64 network, since one holder has all of it. */
    address: text("address").notNull(),
    /** The e-mail as typed, lower-cased, whether or not an account has it. */
    email: text("email").notNull(),
    failures: integer("failures").notNull(),
    /** How many times this address was throttled for this account in the current window. */
    throttles: integer("throttles").notNull().default(0),
    lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull(),
    throttledUntil: timestamp("throttled_until", { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.address, table.email] })],
);

/**
 * Client addresses an account is known to sign in from (ADR 045): one it signed in from, or opened
 * an unlock link from. The account's lock holds back only the addresses it does not know.
 */
export const signInKnownAddresses = pgTable(
  "sign_in_known_addresses",
  {
    /** The account's e-mail, lower-cased. */
    email: text("email").notNull(),
    /** As sign_in_backoff keys it: IPv4 as it is, an IPv6 client's /64. */
    address: text("address").notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.email, table.address] })],
);

/** Links mailed to unlock a locked account (ADR 018): only the token's SHA-256 is kept; used once. */
export const accountUnlocks = pgTable(
  "account_unlocks",
  {
    tokenHash: text("token_hash").primaryKey(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("account_unlocks_email_idx").on(table.email)],
);

/**
 * What happened in the back office, newest last: sign-ins, failures, locks, sign-outs, role changes,
 * invites and, from the content tools on, every change. Rows are only ever added.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The account that acted, when known (a failed sign-in has none). */
    actorId: text("actor_id"),
    /** The e-mail the actor used, kept even if the account is deleted later. */
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    /** What the action was about: an e-mail, a record's slug... */
    target: text("target"),
    ip: text("ip"),
    details: jsonb("details").$type<Record<string, unknown>>(),
  },
  (table) => [index("audit_log_at_idx").on(table.at)],
);

export type AuditRow = typeof auditLog.$inferSelect;

/** better-auth's request counters per client address and path, in the database so every instance shares them. */
export const rateLimits = pgTable("rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/**
 * Invitations to become an administrator: bound to one e-mail, valid 7 days, used once.
 * Only the token's SHA-256 is kept; the link holding the token is shown once and mailed.
 */
export const invites = pgTable(
  "invites",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: text("accepted_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [index("invites_email_idx").on(table.email)],
);
