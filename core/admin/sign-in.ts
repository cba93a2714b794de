// Sign-in limits and wording. The server enforces the
// limits; the login screen shows the server's answer in these words.

/** Failures of one account that lock it, for the addresses it does not know (ADR 045). */
export const ACCOUNT_FAILURES_MAX = 5;
/** Failures from one client address that lock that address. */
export const IP_FAILURES_MAX = 30;
/** A count starts again when the last failure is older than this. */
export const FAILURE_WINDOW_MS = 60 * 60 * 1000;
/** How long a lock lasts. */
export const LOCK_MS = 15 * 60 * 1000;

// The lock above holds back only the addresses an account does not know (ADR 045), so strangers
// who lock it lock out only strangers. The per-address throttle below stands in front of it
// (ADR 018): one client address guessing one account is slowed down long before it could lock it.

/** Failures of one account from one client address after which that address is throttled for it. */
export const ADDRESS_FAILURES_BEFORE_THROTTLE = 3;
/**
 * Failures of one account from one client address that count against the account's five, per
 * window: one, so a lock needs failures from five addresses within the hour.
 */
export const ADDRESS_FAILURES_COUNTED = 1;
/**
 * How long an address stays known to an account after its last sign-in there (or the unlock link
 * opened there): the account's lock never holds back an address it knows (ADR 045).
 */
export const KNOWN_ADDRESS_MS = 90 * 24 * 60 * 60 * 1000;
/** The first throttle of an address for an account; each further failure doubles it... */
export const THROTTLE_FIRST_MS = 60 * 1000;
/** ...up to the length of the account lock, so the throttle is never harsher than the lock. */
export const THROTTLE_MAX_MS = LOCK_MS;

/** How long the `step`-th throttle (1, 2, ...) of an address for an account lasts: 1, 2, 4, 8, 15 minutes. */
export function throttleMs(step: number): number {
  return Math.min(THROTTLE_FIRST_MS * 2 ** Math.max(0, step - 1), THROTTLE_MAX_MS);
}

/** How long the link in an unlock mail works. */
export const UNLOCK_LINK_VALID_MS = 30 * 60 * 1000;
/** At most one unlock mail per account in this time, however often it is asked for. */
export const UNLOCK_MAIL_INTERVAL_MS = LOCK_MS;

/** m:ss, as the lock countdown shows the time left. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

export const SIGN_IN_MESSAGES = {
  invalid: (remaining: number) =>
    `Invalid email or password. ${remaining} attempt(s) remaining before lockout.`,
  lockedNow: `Too many failed login attempts. Account locked for ${LOCK_MS / 60_000} minutes.`,
  locked: (remainingMs: number) => `Account is locked. Try again in ${formatCountdown(remainingMs)}.`,
  unverified: "Please confirm your email address before signing in.",
  tooManyRequests: "Too many requests. Please try again later.",
  unlockSent: `If this account is locked, we have sent an unlock link to its e-mail address. It works once, within ${UNLOCK_LINK_VALID_MS / 60_000} minutes.`,
  unlocked: "Your account is unlocked. Sign in with your password.",
  required: "Please enter your email and password.",
  invalidEmail: "Enter a valid e-mail address.",
  notAdmin: "This account does not have admin access. Sign in with an administrator account.",
  signedInNotAdmin: (email: string) =>
    `You are signed in as ${email}, which does not have admin access. Sign in with an administrator account.`,
} as const;
