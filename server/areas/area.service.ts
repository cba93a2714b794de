import { asc, eq, sql } from "drizzle-orm";
import type { Status } from "#core/contract/enums.ts";
import { distanceKm } from "#core/contract/distance.ts";
import type { NearbyArea, PublicArea } from "#core/contract/public-records.ts";
import { NEARBY_AREAS_DEFAULT } from "#core/contract/public-records.ts";
import type { DataVersion } from "../cache/data-version.ts";
import { versioned } from "../cache/versioned.ts";
import type { Database } from "../db/client.ts";
import { toIso } from "../db/timestamps.ts";
import { areas, beaches } from "../db/schema.ts";
import { hasPublicStatus, publicAreaCondition } from "../visibility.ts";

// beach_count and centroid count only ACTIVE beaches. The area itself is
// ACTIVE here, so these are exactly the beaches the public sees in it.
const activeBeach = hasPublicStatus(beaches.status);
const areaWithStats = {
  id: areas.id,
  name: areas.name,
  slug: areas.slug,
  description: areas.description,
  nameEl: areas.nameEl,
  descriptionEl: areas.descriptionEl,
  heroPhotoUrl: areas.heroPhotoUrl,
  heroPhotoSource: areas.heroPhotoSource,
  status: areas.status,
  updatedAt: areas.updatedAt,
  beachCount: sql<number>`count(${beaches.id}) FILTER (WHERE ${activeBeach})`.mapWith(Number),
  latitude: sql<number | null>`avg(${beaches.latitude}) FILTER (WHERE ${activeBeach})`,
  longitude: sql<number | null>`avg(${beaches.longitude}) FILTER (WHERE ${activeBeach})`,
};

interface AreaStatsRow {
  id: number;
  name: string;
  slug: string;
  description: string;
  nameEl: string | null;
  descriptionEl: string | null;
  heroPhotoUrl: string | null;
  heroPhotoSource: string | null;
  status: string;
  updatedAt: Date | string;
  beachCount: number;
  latitude: number | null;
  longitude: number | null;
}

function toPublicArea(row: AreaStatsRow): PublicArea {
  const hasCentroid = row.beachCount > 0 && row.latitude !== null && row.longitude !== null;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    name_el: row.nameEl,
    description_el: row.descriptionEl,
    hero_photo_url: row.heroPhotoUrl,
    hero_photo_source: row.heroPhotoSource,
    status: row.status as Status,
    updated_at: toIso(row.updatedAt),
    beach_count: row.beachCount,
    centroid: hasCentroid ? { latitude: Number(row.latitude), longitude: Number(row.longitude) } : null,
  };
}

export function createAreaService({ db, dataVersion }: { db: Database; dataVersion: DataVersion }) {
  /** Every public area with its statistics: one scan of the beaches per data version, not per request. */
  const listAreas = versioned(dataVersion, async (): Promise<PublicArea[]> => {
    const rows = await db
      .select(areaWithStats)
      .from(areas)
      .leftJoin(beaches, eq(beaches.areaId, areas.id))
      .where(publicAreaCondition)
      .groupBy(areas.id)
      .orderBy(asc(sql`lower(${areas.name}) COLLATE "C"`), asc(areas.id));
    return rows.map(toPublicArea);
  });

  async function getArea(slug: string): Promise<PublicArea | null> {
    return (await listAreas()).find((area) => area.slug === slug) ?? null;
  }

  /**
   * Other public areas ordered by the distance between centroids. Null when the area is not public;
   * empty when it has no beaches to place it. There are a few hundred areas at most, so the
   * distances are computed here rather than in SQL.
   */
  async function nearbyAreas(slug: string, limit = NEARBY_AREAS_DEFAULT): Promise<NearbyArea[] | null> {
    const all = await listAreas();
    const origin = all.find((area) => area.slug === slug);
    if (!origin) return null;
    const from = origin.centroid;
    if (!from) return [];
    return all
      .filter((area) => area.id !== origin.id && area.centroid !== null)
      .map((area) => ({ ...area, distance_km: Math.round(distanceKm(from, area.centroid!) * 10) / 10 }))
      .sort((a, b) => a.distance_km - b.distance_km || a.name.localeCompare(b.name))
      .slice(0, limit);
  }

  /** Names and slugs of the public areas, for the search parser's places (from the areas kept per data version). */
  async function listAreaRefs(): Promise<{ name: string; slug: string }[]> {
    return (await listAreas()).map((area) => ({ name: area.name, slug: area.slug }));
  }

  return { listAreas, listAreaRefs, getArea, nearbyAreas };
}

export type AreaService = ReturnType<typeof createAreaService>;
