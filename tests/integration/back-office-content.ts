import { parseAdminListState } from "#core/admin/admin-list.ts";
import type { Database } from "#server/db/client.ts";
import { insertAreas, insertBeaches, type BeachSeed } from "#server/db/seed/factories.ts";

// The areas and beaches the back office's service tests start from: every status, a full page of
// draft areas and more, and dates that order the beaches.

export const by = { id: "", email: "boss@example.com", name: "boss", role: "admin" };

/** A list's state as the address would give it. */
export const state = (query: string) => parseAdminListState(new URLSearchParams(query));

const beach = (name: string, area: string, extra: Partial<BeachSeed> = {}): BeachSeed => ({
  name,
  area,
  latitude: 36 + name.length / 100,
  longitude: 25,
  ...extra,
});

export const ADMIN_CLOCK = () => new Date("2026-11-24T10:00:00Z");

export async function seedBackOfficeContent(db: Database) {
  await insertAreas(db, [
    { name: "Milos", description: "Volcanic island, 100% lunar coves", status: "ACTIVE" },
    { name: "Naxos", description: "Long sandy west coast", status: "ACTIVE" },
    { name: "Kythira", description: "Quiet", status: "HIDDEN" },
    { name: "Empty Isle", description: "No beaches yet", status: "DRAFT" },
    ...Array.from({ length: 21 }, (_, n) => ({
      name: `Filler ${String(n).padStart(2, "0")}`,
      status: "DRAFT" as const,
    })),
  ]);
  await insertBeaches(db, [
    beach("Sarakiniko", "Milos", {
      status: "ACTIVE",
      organized: false,
      blue_flag: false,
      updated_at: "2026-11-01T00:00:00Z",
    }),
    beach("Firiplaka", "Milos", {
      status: "ACTIVE",
      organized: true,
      blue_flag: true,
      updated_at: "2026-11-02T00:00:00Z",
    }),
    beach("Tsigrado", "Milos", { status: "DRAFT", organized: false, updated_at: "2026-11-03T00:00:00Z" }),
    beach("Plaka", "Naxos", {
      status: "ACTIVE",
      organized: true,
      blue_flag: true,
      updated_at: "2026-11-04T00:00:00Z",
    }),
    beach("Agios Prokopios", "Naxos", {
      status: "HIDDEN",
      organized: true,
      updated_at: "2026-11-05T00:00:00Z",
    }),
    beach("Kapsali", "Kythira", { status: "ACTIVE", organized: true, updated_at: "2026-11-06T00:00:00Z" }),
  ]);
}
