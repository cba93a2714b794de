// Sign-in limits and wording (back-office.md sections 2, 8 and 9; issue 8). The server enforces the
// limits; the login screen shows the server's answer in these words.

/** Failures of one account that lock it. */
export const ACCOUNT_FAILURES_MAX = 5;
/** Failures from one client address that lock that address. */
export const IP_FAILURES_MAX = 30;
/** A count starts again when the last failure is older than this. */
export const FAILURE_WINDOW_MS = 60 * 60 * 1000;
/** How long a lock lasts. */
export const LOCK_MS = 15 * 60 * 1000;

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
  required: "Please enter your email and password.",
  invalidEmail: "Enter a valid e-mail address.",
  notAdmin: "This account does not have admin access. Sign in with an administrator account.",
  signedInNotAdmin: (email: string) =>
    `You are signed in as ${email}, which does not have admin access. Sign in with an administrator account.`,
} as const;
