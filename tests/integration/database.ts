import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { fromPglite, fromPostgres, PGLITE_EXTENSIONS, type DatabaseHandle } from "#server/db/client.ts";
import { beaches } from "#server/db/schema.ts";
import { adminQuery, TEMPLATE_DATABASE, withDatabaseName } from "./postgres.ts";

/**
 * A fresh, migrated, empty database of the kind under test: a PGlite loaded from the snapshot the
 * global setup made, or a PostgreSQL database copied from the template (its `url` given, for other
 * processes to connect). Closing it throws it away.
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const postgresUrl = inject("postgresUrl");
  if (postgresUrl) {
    const name = `beaches_test_${randomBytes(6).toString("hex")}`;
    await adminQuery(postgresUrl, `CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
    const url = withDatabaseName(postgresUrl, name);
    const handle = fromPostgres(url, 4);
    return {
      ...handle,
      url,
      close: async () => {
        await handle.close();
        await adminQuery(postgresUrl, `DROP DATABASE IF EXISTS ${name}`);
      },
    };
  }
  const snapshot = new Blob([readFileSync(inject("pgliteSnapshot"))]);
  const client = await PGlite.create({ loadDataDir: snapshot, extensions: PGLITE_EXTENSIONS });
  return fromPglite(client);
}

/** A beach's columns that its page's nearby beaches are measured from (the service's NearbyOrigin). */
export const NEARBY_ORIGIN_COLUMNS = {
  id: beaches.id,
  area_id: beaches.areaId,
  latitude: beaches.latitude,
  longitude: beaches.longitude,
};
