import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/** The PostgreSQL extensions every PGlite instance loads (trigram search, ADR 007). */
export const PGLITE_EXTENSIONS = { pg_trgm };
