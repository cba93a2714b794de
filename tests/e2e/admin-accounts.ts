// The accounts the back-office e2e tests sign in with, made before the server starts
// (playwright.config.ts): the main administrator by `npm run admin:create`, as a new user would,
// the rest by seed-e2e.ts. Tests that change an account (lock it, change its password, demote
// it) each have their own per browser project, so the two projects never step on each other.

export const PASSWORD = "Str0ng!pass";
export const MAIN_ADMIN = "admin@example.com";
/** Verified, signed up, never an administrator. */
export const PLAIN_USER = "visitor@example.com";

export type Project = "mobile" | "desktop";
export const PROJECTS: Project[] = ["mobile", "desktop"];

/** Administrators owned by one test in one project. */
export const adminOf = (purpose: "lock" | "settings" | "demoter" | "demoted" | "nojs", project: Project) =>
  `${purpose}-${project}@example.com`;

/** Accounts of role user owned by one test in one project. */
export const userOf = (purpose: "promote", project: Project) => `${purpose}-${project}@example.com`;

/** The invitee of the invite test in one project (signs up through the invite page). */
export const inviteeOf = (project: Project) => `invitee-${project}@example.com`;

export const SEEDED_ADMINS = PROJECTS.flatMap((project) =>
  (["lock", "settings", "demoter", "demoted", "nojs"] as const).map((purpose) => adminOf(purpose, project)),
);
export const SEEDED_USERS = [PLAIN_USER, ...PROJECTS.map((project) => userOf("promote", project))];

/** Content the back-office tests delete or edit, one of each per project (seed-e2e.ts). */
export const SCRATCH = {
  isle: "Scratch Isle",
  emptyAreas: PROJECTS.map((project) => `Scratch Empty ${project}`),
  beaches: PROJECTS.map((project) => `Scratch Cove ${project}`),
  /** Draft beaches in Naxos, never verified, that the beach form's edit test verifies. */
  unverified: PROJECTS.map((project) => `Verifybeach ${project}`),
};
