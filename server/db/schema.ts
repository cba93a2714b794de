import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import {
  ACCESS_FILTER_RULES,
  ACCESS_FILTERS,
  ACCESS_FLAGS,
  ARRIVALS,
  factProperty,
  WALK_MINUTES_MAX,
  WHEELCHAIR_ACCESS,
  type AccessFilter,
  type AccessFilterRule,
  type AccessFlag,
  type CamelCase,
} from "#core/access/access.ts";
import { BEACH_TYPES, PARKING_OPTIONS, STATUSES, WAVE_CONDITIONS } from "#core/contract/enums.ts";
import {
  bigint,
  boolean,
  date,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type PgBooleanBuilderInitial,
} from "drizzle-orm/pg-core";

/** One access filter's rule (core/access/access.ts ACCESS_FILTER_RULES) in SQL, naming the filter when met. */
function accessTagCase(filter: AccessFilter): string {
  const rule: AccessFilterRule = ACCESS_FILTER_RULES[filter];
  const arrivalIn = (arrivals: readonly string[]) =>
    arrivals.length === 1
      ? `arrival = '${arrivals[0]}'`
      : `arrival IN (${arrivals.map((arrival) => `'${arrival}'`).join(", ")})`;
  const condition =
    "flag" in rule
      ? rule.flag
      : "wheelchair" in rule
        ? `wheelchair = '${rule.wheelchair}'`
        : rule.footpathWithinMinutes === undefined
          ? arrivalIn(rule.arrival)
          : `${arrivalIn(rule.arrival)} OR (arrival = 'FOOTPATH' AND walk_minutes <= ${rule.footpathWithinMinutes})`;
  return `CASE WHEN ${condition} THEN '${filter}' END`;
}

/**
 * The access filters a beach's facts meet, as accessFilterHolds reads them (an integration test holds
 * the two together). Unknown facts meet none.
 */
const ACCESS_TAGS_SQL = sql.raw(
  `array_remove(ARRAY[\n${ACCESS_FILTERS.map((filter) => `  ${accessTagCase(filter)}`).join(",\n")}\n]::text[], NULL)`,
);

/** The yes/no access facts' columns, each a nullable boolean named as the fact is. */
function accessFlagColumns() {
  return Object.fromEntries(ACCESS_FLAGS.map((flag) => [factProperty(flag), boolean(flag)])) as {
    [F in AccessFlag as CamelCase<F>]: PgBooleanBuilderInitial<F>;
  };
}

// Enumerated columns are text with CHECK constraints rather than PostgreSQL enum types: adding a value
// later is a one-line migration and the same SQL runs on PGlite and PostgreSQL 15.
// The values come from the contract's enumerations, so the database and the schemas cannot disagree.
const oneOf = (values: readonly string[]) =>
  sql.raw(`IN (${values.map((value) => `'${value}'`).join(", ")})`);
const STATUS_CHECK = oneOf(STATUSES);

export const areas = pgTable(
  "areas",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    description: text("description").notNull().default(""),
    // The Greek name and description (ADR 036); null until given, when the English is shown.
    nameEl: text("name_el"),
    descriptionEl: text("description_el"),
    heroPhotoUrl: text("hero_photo_url"),
    heroPhotoSource: text("hero_photo_source"),
    status: text("status").notNull().default("DRAFT"),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("areas_status_check", sql`${table.status} ${STATUS_CHECK}`),
    index("areas_status_name_idx").on(table.status, table.name),
  ],
);

/**
 * A position as a geometric point (longitude, latitude). A GiST index on it finds the beaches inside
 * a box by reading only those (ADR 010); queries must build the point with this same expression.
 */
export function positionPoint(latitude: SQLWrapper, longitude: SQLWrapper): SQL {
  return sql`point(${longitude}, ${latitude})`;
}

export const beaches = pgTable(
  "beaches",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    areaId: integer("area_id")
      .notNull()
      .references(() => areas.id, { onDelete: "restrict" }),
    description: text("description").notNull().default(""),
    // The Greek name and description (ADR 036); null until given, when the English is shown.
    nameEl: text("name_el"),
    descriptionEl: text("description_el"),
    type: text("type").notNull().default("OTHER"),
    waveConditions: text("wave_conditions").notNull().default("CALM"),
    parking: text("parking").notNull().default("NONE"),
    organized: boolean("organized").notNull().default(false),
    blueFlag: boolean("blue_flag").notNull().default(false),
    amenities: text("amenities")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    photoUrl: text("photo_url"),
    photoSource: text("photo_source"),
    source: text("source"),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    status: text("status").notNull().default("DRAFT"),
    // Keyed name + area name + area aliases (core/contract/greek.ts searchKey), kept by the services. Rebuilt at
    // boot when SEARCH_TEXT_VERSION (server/beaches/search-text.ts) differs from app_meta's.
    searchText: text("search_text").notNull().default(""),
    // Folded name for a sort order that is the same on every server collation.
    sortName: text("sort_name").notNull().default(""),
    // Keyed name alone, compared with typed words by trigram similarity (the search's beach names).
    nameKey: text("name_key").notNull().default(""),
    // Derived from the position and the shipped coastline (server/coast, ADR 026), kept by the
    // services; null where no coast lies near. Filled for older rows once at boot (COAST_VERSION).
    // Seaward facing in degrees clockwise from north.
    facingDeg: real("facing_deg"),
    // Kilometres of open water toward N, NNE, NE, ... (16 bearings, 22.5 degrees apart), at most 50.
    fetchKm: real("fetch_km").array(),
    // Metres to the shore the facing comes from; over 500 the facing is of low confidence.
    coastDistanceM: integer("coast_distance_m"),
    // An administrator's own facing, kept through every recompute; facing_deg then holds it.
    facingOverrideDeg: real("facing_override_deg"),
    // Wind directions this beach is sheltered from by hand (a breakwater, a headland the coastline
    // misses), as 16-point sectors: 0 = N, 1 = NNE, ... 15 = NNW. Null or empty: none.
    shelteredFrom: smallint("sheltered_from").array(),
    // Getting there and getting in (ADR 035, core/access/access.ts): each null until someone tells us.
    wheelchair: text("wheelchair"),
    arrival: text("arrival"),
    walkMinutes: smallint("walk_minutes"),
    ...accessFlagColumns(),
    // The access filters (core/access/access.ts ACCESS_FILTERS) the facts meet, kept by the database itself
    // so a filter is an array containment through one GIN index, as amenities are.
    accessTags: text("access_tags").array().notNull().generatedAlwaysAs(ACCESS_TAGS_SQL),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("beaches_status_check", sql`${table.status} ${STATUS_CHECK}`),
    check("beaches_type_check", sql`${table.type} ${oneOf(BEACH_TYPES)}`),
    check("beaches_wave_conditions_check", sql`${table.waveConditions} ${oneOf(WAVE_CONDITIONS)}`),
    check("beaches_parking_check", sql`${table.parking} ${oneOf(PARKING_OPTIONS)}`),
    check("beaches_latitude_check", sql`${table.latitude} BETWEEN -90 AND 90`),
    check("beaches_longitude_check", sql`${table.longitude} BETWEEN -180 AND 180`),
    check(
      "beaches_facing_override_check",
      sql`${table.facingOverrideDeg} >= 0 AND ${table.facingOverrideDeg} < 360`,
    ),
    check(
      "beaches_sheltered_from_check",
      sql`${table.shelteredFrom} <@ '{0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15}'::smallint[]`,
    ),
    index("beaches_status_sort_name_idx").on(table.status, table.sortName, table.id),
    index("beaches_status_area_sort_name_idx").on(table.status, table.areaId, table.sortName, table.id),
    index("beaches_area_id_idx").on(table.areaId),
    index("beaches_amenities_idx").using("gin", table.amenities),
    index("beaches_access_tags_idx").using("gin", table.accessTags),
    check("beaches_wheelchair_check", sql`${table.wheelchair} ${oneOf(WHEELCHAIR_ACCESS)}`),
    check("beaches_arrival_check", sql`${table.arrival} ${oneOf(ARRIVALS)}`),
    check(
      "beaches_walk_minutes_check",
      sql`${table.walkMinutes} BETWEEN 0 AND ${sql.raw(String(WALK_MINUTES_MAX))}`,
    ),
    index("beaches_updated_at_idx").on(table.updatedAt),
    // Boxes: the map's view and the nearest-first prefilter (ADR 010).
    index("beaches_position_idx").using("gist", positionPoint(table.latitude, table.longitude)),
    index("beaches_name_key_trgm_idx").using("gin", sql`${table.nameKey} gin_trgm_ops`),
  ],
);

/** Facts about the data itself, such as which version of a derived column it holds. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/**
 * One row whose version rises with every statement that changes areas or beaches (a trigger in the
 * same transaction, migration 0004): caches and ETags key on it, so no instance serves stale data.
 */
export const dataVersion = pgTable("data_version", {
  id: integer("id").primaryKey().default(1),
  version: bigint("version", { mode: "number" }).notNull().default(1),
  /** Raised by every statement that changes beach_verdicts (migration 0015); caches key on the sum. */
  forecastVersion: bigint("forecast_version", { mode: "number" }).notNull().default(0),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One CSV import (ADR 014): its progress, read by whichever instance the dialog polls.
 * At most one runs at a time (the partial unique index); a run whose heartbeat stops (its server
 * stopped) is ended by the next import, and nothing it staged ever reaches the beaches.
 */
export const importRuns = pgTable(
  "import_runs",
  {
    id: serial("id").primaryKey(),
    status: text("status").notNull().default("running"),
    /** 'csv' from the back office's dialog, 'osm' from npm run import:osm (server/osm). */
    kind: text("kind").notNull().default("csv"),
    total: integer("total").notNull(),
    processed: integer("processed").notNull().default(0),
    created: integer("created").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    skipped: integer("skipped").notNull().default(0),
    errors: integer("errors").notNull().default(0),
    message: text("message"),
    actorId: text("actor_id"),
    actorEmail: text("actor_email"),
    fileName: text("file_name"),
    /** An OpenStreetMap run's counts, as its --json summary prints them. */
    summary: jsonb("summary"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    check("import_runs_status_check", sql`${table.status} IN ('running', 'applying', 'done', 'failed')`),
    check("import_runs_kind_check", sql`${table.kind} IN ('csv', 'osm')`),
    uniqueIndex("import_runs_one_at_a_time_idx")
      .on(sql`(true)`)
      .where(sql`${table.status} IN ('running', 'applying')`),
  ],
);

/**
 * The rows of a run, staged in chunks before one transaction applies them all. A column left null
 * on an update means the cell was blank: the stored value stays.
 */
export const importRows = pgTable(
  "import_rows",
  {
    runId: integer("run_id")
      .notNull()
      .references(() => importRuns.id, { onDelete: "cascade" }),
    rowNumber: integer("row_number").notNull(),
    action: text("action").notNull(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    areaId: integer("area_id"),
    description: text("description"),
    type: text("type").notNull(),
    waveConditions: text("wave_conditions"),
    parking: text("parking").notNull(),
    organized: boolean("organized"),
    blueFlag: boolean("blue_flag"),
    amenities: text("amenities").array(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    photoUrl: text("photo_url"),
    photoSource: text("photo_source"),
    source: text("source"),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    status: text("status"),
    searchText: text("search_text").notNull(),
    nameKey: text("name_key").notNull(),
    sortName: text("sort_name").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.runId, table.rowNumber] }),
    check("import_rows_action_check", sql`${table.action} IN ('create', 'update')`),
  ],
);

/**
 * A beach that came from, or was linked to, an OpenStreetMap element (ADR 046). `imported` holds what
 * the import last wrote to each field it owns; a field whose stored value no longer equals that was
 * changed by a curator and joins `curated`, which the import never writes again.
 */
export const beachOsm = pgTable(
  "beach_osm",
  {
    /** The element, as beaches.source holds it: 'osm:way/123'. */
    ref: text("ref").primaryKey(),
    /** Null once a curator deleted the beach: the import then never brings it back. */
    beachId: integer("beach_id")
      .unique()
      .references(() => beaches.id, { onDelete: "set null" }),
    imported: jsonb("imported").$type<Record<string, unknown>>().notNull(),
    curated: text("curated")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Why a curator should look (core/admin/osm.ts): no surface given, a facing the coast cannot settle. */
    review: text("review")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Set by the first run whose extract no longer holds the element; the beach itself stays. */
    goneAt: timestamp("gone_at", { withTimezone: true }),
    firstRunId: integer("first_run_id").references(() => importRuns.id, { onDelete: "set null" }),
    lastRunId: integer("last_run_id").references(() => importRuns.id, { onDelete: "set null" }),
  },
  (table) => [index("beach_osm_gone_at_idx").on(table.goneAt)],
);

/**
 * The shared forecast points (ADR 031): beaches in one cell of the forecast grid share a wind point,
 * and beaches whose offshore points fall in one cell share a marine point. A point's hours are written
 * and read together, so they sit in its row as arrays of equal length, one entry per hour
 * (`times` as the provider's local 'YYYY-MM-DDTHH:mm' in Europe/Athens); a marine value the model has
 * not got (a cell on land) is a NULL element. A cache refetched from the provider: not backed up.
 */
export const forecastPoints = pgTable(
  "forecast_points",
  {
    kind: text("kind").notNull(),
    cellLat: integer("cell_lat").notNull(),
    cellLng: integer("cell_lng").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    beaches: integer("beaches").notNull().default(0),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }),
    utcOffsetSeconds: integer("utc_offset_seconds"),
    times: text("times").array(),
    windSpeedKmh: real("wind_speed_kmh").array().$type<(number | null)[]>(),
    windGustsKmh: real("wind_gusts_kmh").array().$type<(number | null)[]>(),
    windDirectionDeg: real("wind_direction_deg").array().$type<(number | null)[]>(),
    waveHeightM: real("wave_height_m").array().$type<(number | null)[]>(),
    waveDirectionDeg: real("wave_direction_deg").array().$type<(number | null)[]>(),
    swellHeightM: real("swell_height_m").array().$type<(number | null)[]>(),
    swellDirectionDeg: real("swell_direction_deg").array().$type<(number | null)[]>(),
    wavePeriodS: real("wave_period_s").array().$type<(number | null)[]>(),
    seaTemperatureC: real("sea_temperature_c").array().$type<(number | null)[]>(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.cellLat, table.cellLng] }),
    check("forecast_points_kind_check", sql`${table.kind} IN ('wind', 'marine')`),
  ],
);

/**
 * Who may fetch forecasts now: one row per job, held until `expires_at` (ADR 031). Taken and renewed
 * with one atomic statement, so of several instances over one database one fetches at a time.
 */
export const forecastLease = pgTable("forecast_lease", {
  name: text("name").primaryKey(),
  holder: text("holder").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  /** The data version the points were last derived from the beaches at. */
  syncedVersion: bigint("synced_version", { mode: "number" }),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }),
  lastError: text("last_error"),
});

/**
 * Each public beach's verdict for each forecast day (ADR 033), rewritten from the stored forecast
 * after every refresh that fetched something or followed a change to the beaches. What the `calm`
 * filter, the card badges and the map read; a row is served until `valid_until` (the forecast's
 * maximum age). A cache rebuilt from forecast_points: not backed up.
 */
export const beachVerdicts = pgTable(
  "beach_verdicts",
  {
    beachId: integer("beach_id")
      .notNull()
      .references(() => beaches.id, { onDelete: "cascade" }),
    /** The Greek date. */
    day: date("day", { mode: "string" }).notNull(),
    verdict: text("verdict").notNull(),
    /** The wind of the hour that speaks for the day (the strongest of those with the day's verdict). */
    windFromDeg: smallint("wind_from_deg"),
    beaufort: smallint("beaufort"),
    windSide: text("wind_side"),
    /** What can hurt someone who trusts the verdict (core/sea/calm.ts, SeaCaution); null when nothing. */
    caution: text("caution"),
    validUntil: timestamp("valid_until", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.beachId, table.day] }),
    index("beach_verdicts_day_verdict_idx").on(table.day, table.verdict, table.beachId),
    check("beach_verdicts_verdict_check", sql`${table.verdict} IN ('calm', 'choppy', 'rough', 'unknown')`),
    check("beach_verdicts_wind_side_check", sql`${table.windSide} IN ('onshore', 'cross-shore', 'offshore')`),
    check("beach_verdicts_caution_check", sql`${table.caution} IN ('offshore-wind')`),
  ],
);

export type AreaRow = typeof areas.$inferSelect;
export type NewAreaRow = typeof areas.$inferInsert;
export type BeachRow = typeof beaches.$inferSelect;
export type NewBeachRow = typeof beaches.$inferInsert;

export * from "./auth-schema.ts";
