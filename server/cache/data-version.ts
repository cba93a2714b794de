import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { dataVersion } from "../db/schema.ts";

/**
 * The directory's data version (migration 0004): a trigger raises it with every change to areas or
 * beaches, in the same transaction. Each request reads it afresh (one primary-key lookup), never a
 * copy from an earlier moment, so an answer cached under an older version is never served after a
 * change has committed, on this instance or any other. The day's verdicts (beach_verdicts, ADR 033)
 * raise a second counter, as the cards and the `calm` filter show them; the version is the sum.
 */
export function createDataVersion(db: Database) {
  return {
    async current(): Promise<number> {
      const [row] = await db
        .select({ version: dataVersion.version, forecast: dataVersion.forecastVersion })
        .from(dataVersion)
        .where(eq(dataVersion.id, 1));
      // Both counters only rise, so their sum changes whenever either does.
      return Number(row?.version ?? 0) + Number(row?.forecast ?? 0);
    },
  };
}

export type DataVersion = ReturnType<typeof createDataVersion>;
