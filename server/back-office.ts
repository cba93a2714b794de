import { createAreaAdmin } from "./areas/area-admin.ts";
import type { Accounts } from "./auth/accounts.ts";
import { InviteError, type Invites } from "./auth/invites.ts";
import { bootstrapFirstAdmin, SetupClosedError, setupTokenValid } from "./auth/setup.ts";
import { RoleChangeError, type Users } from "./auth/users.ts";
import { listAudit } from "./audit/audit.ts";
import { createBeachAdmin } from "./beaches/beach-admin.ts";
import { ContentRefusal } from "./content/admin-records.ts";
import { createDashboard } from "./content/dashboard.ts";
import { exportBeachesCsv } from "./content/csv-export.ts";
import { createCsvImport, CsvFileError, ImportBusyError, type ImportFaults } from "./content/csv-import.ts";
import type { Database } from "./db/client.ts";
import { createUserManagement } from "./user-management.ts";

/**
 * What the back office's screens use, the same services the admin JSON API uses: given to
 * React Router's loaders and actions in the load context.
 */
export function createBackOffice(options: {
  db: Database;
  clock: () => Date;
  accounts: Accounts;
  invites: Invites;
  users: Users;
  /** Test hooks of the CSV import. */
  importFaults?: ImportFaults;
}) {
  const { db, clock } = options;
  return {
    /** The dashboard's User Management tab: its lists and its forms. */
    userManagement: createUserManagement({ users: options.users, invites: options.invites, refusal }),
    users: options.users,
    /** Areas and beaches of every status, and the dashboard's figures. */
    content: {
      ...createAreaAdmin({ db, clock }),
      ...createBeachAdmin({ db, clock }),
      ...createDashboard({ db }),
    },
    /** Every beach as CSV, streamed from the database. */
    exportCsv: () => exportBeachesCsv(db),
    imports: createCsvImport({
      db,
      clock,
      ...(options.importFaults ? { faults: options.importFaults } : {}),
    }),
    invites: options.invites,
    audit: { list: (page: number) => listAudit(db, page) },
    refusal,
    setup: {
      valid: (token: string) => setupTokenValid(db, token),
      bootstrap: (input: { token: string; email: string; password: string }) =>
        bootstrapFirstAdmin(db, input, clock),
    },
  };
}

/**
 * A refusal the screen should show (an invite, role or setup rule said no), with its HTTP status;
 * null for anything else, which is a fault to let through.
 */
function refusal(
  error: unknown,
): { message: string; status: number; title?: string; field?: string | undefined } | null {
  if (error instanceof ContentRefusal) {
    return { message: error.message, status: error.status, title: error.title, field: error.field };
  }
  if (error instanceof InviteError || error instanceof RoleChangeError) {
    return { message: error.message, status: error.status };
  }
  if (error instanceof SetupClosedError) return { message: error.message, status: 409 };
  if (error instanceof CsvFileError) return { message: error.message, status: 422, title: "Parse Error" };
  if (error instanceof ImportBusyError)
    return { message: error.message, status: 409, title: "Import Failed" };
  return null;
}

export type BackOffice = ReturnType<typeof createBackOffice>;
