/**
 * A timestamp as ISO 8601 in UTC (2026-11-24T10:00:00.000Z). Drizzle's timestamp columns hand back a
 * Date, but a value computed in SQL (max(), greatest(), a subquery) comes back as the driver's text,
 * which differs between PGlite and node-postgres; every reader that sends a time onward goes through
 * here, so both databases give the same string.
 */
export function toIso(value: Date | string): string;
export function toIso(value: Date | string | null): string | null;
export function toIso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
