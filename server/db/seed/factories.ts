import { eq, inArray } from "drizzle-orm";
import type { AccessFacts } from "#core/access/access.ts";
import type { AmenityId } from "#core/contract/amenities.ts";
import type { BeachType, Parking, Status, WaveCondition } from "#core/contract/enums.ts";
import { slugify } from "#core/contract/slug-from-name.ts";
import { beachNameKey, beachSearchText, beachSortName } from "#server/beaches/search-text.ts";
import { storedBeachCoast, storedShelteredFrom } from "#server/coast/beach-coast.ts";
import { accessColumns } from "#server/content/access-columns.ts";
import type { Database } from "../client.ts";
import { areas, beaches, type AreaRow, type BeachRow } from "../schema.ts";

// Shared by the demo seed, the synthetic generator and the tests, so that
// every way of writing a record keeps the derived search and coast columns right.

export interface AreaSeed {
  name: string;
  slug?: string;
  description?: string;
  status?: Status;
  heroPhotoUrl?: string | null;
  heroPhotoSource?: string | null;
  /** The Greek name and description; null (the default) until given. */
  name_el?: string | null;
  description_el?: string | null;
}

export interface BeachSeed {
  name: string;
  slug?: string;
  area: string;
  latitude: number;
  longitude: number;
  description?: string;
  type?: BeachType;
  wave_conditions?: WaveCondition;
  parking?: Parking;
  organized?: boolean;
  blue_flag?: boolean;
  amenities?: readonly AmenityId[];
  photo_url?: string | null;
  photo_source?: string | null;
  source?: string | null;
  verified_at?: string | Date | null;
  status?: Status;
  updated_at?: string | Date;
  /** An administrator's facing, degrees; none by default. */
  facing_override_deg?: number | null;
  /** 16-point sectors (0 = N ... 15 = NNW) the beach is marked sheltered from. */
  sheltered_from?: readonly number[] | null;
  /** Access facts known for the beach; any left out stay unknown (null). */
  access?: Partial<AccessFacts>;
  /** The Greek name and description; null (the default) until given. */
  name_el?: string | null;
  description_el?: string | null;
}

export async function insertAreas(db: Database, seeds: readonly AreaSeed[]): Promise<AreaRow[]> {
  if (seeds.length === 0) return [];
  return db
    .insert(areas)
    .values(
      seeds.map((seed) => ({
        name: seed.name,
        slug: seed.slug ?? slugify(seed.name),
        description: seed.description ?? "",
        nameEl: seed.name_el ?? null,
        descriptionEl: seed.description_el ?? null,
        status: seed.status ?? "ACTIVE",
        heroPhotoUrl: seed.heroPhotoUrl ?? null,
        heroPhotoSource: seed.heroPhotoSource ?? null,
      })),
    )
    .returning();
}

/** Inserts beaches, resolving each `area` name to an existing area. Large sets go in chunks. */
export async function insertBeaches(
  db: Database,
  seeds: readonly BeachSeed[],
  chunkSize = 1000,
): Promise<BeachRow[]> {
  const names = [...new Set(seeds.map((seed) => seed.area))];
  const found = names.length > 0 ? await db.select().from(areas).where(inArray(areas.name, names)) : [];
  const areaByName = new Map(found.map((area) => [area.name, area]));
  const inserted: BeachRow[] = [];
  for (let start = 0; start < seeds.length; start += chunkSize) {
    const values = seeds.slice(start, start + chunkSize).map((seed) => {
      const area = areaByName.get(seed.area);
      if (!area) throw new Error(`Unknown area "${seed.area}" for beach "${seed.name}"`);
      return {
        slug: seed.slug ?? slugify(seed.name),
        name: seed.name,
        areaId: area.id,
        description: seed.description ?? "",
        nameEl: seed.name_el ?? null,
        descriptionEl: seed.description_el ?? null,
        type: seed.type ?? "OTHER",
        waveConditions: seed.wave_conditions ?? "CALM",
        parking: seed.parking ?? "NONE",
        organized: seed.organized ?? false,
        blueFlag: seed.blue_flag ?? false,
        amenities: [...(seed.amenities ?? [])],
        latitude: seed.latitude,
        longitude: seed.longitude,
        photoUrl: seed.photo_url ?? null,
        photoSource: seed.photo_source ?? null,
        source: seed.source ?? null,
        verifiedAt: seed.verified_at ? new Date(seed.verified_at) : null,
        status: seed.status ?? "ACTIVE",
        searchText: beachSearchText(seed.name, area.name, seed.name_el ?? null, area.nameEl, {
          description: seed.description,
          descriptionEl: seed.description_el,
        }),
        nameKey: beachNameKey(seed.name),
        sortName: beachSortName(seed.name),
        facingOverrideDeg: seed.facing_override_deg ?? null,
        shelteredFrom: storedShelteredFrom(seed.sheltered_from),
        ...accessColumns(seed.access ?? {}),
        ...storedBeachCoast(seed.latitude, seed.longitude, seed.facing_override_deg ?? null),
        ...(seed.updated_at ? { updatedAt: new Date(seed.updated_at) } : {}),
      };
    });
    inserted.push(...(await db.insert(beaches).values(values).returning()));
  }
  return inserted;
}

export async function findAreaByName(db: Database, name: string): Promise<AreaRow | undefined> {
  const [row] = await db.select().from(areas).where(eq(areas.name, name)).limit(1);
  return row;
}
