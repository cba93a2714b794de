import { z } from "zod";
import {
  ACCESS_FILTERS,
  ACCESS_FLAGS,
  ARRIVALS,
  WALK_MINUTES_MAX,
  WHEELCHAIR_ACCESS,
  type AccessFlag,
} from "../access/access.ts";
import { AMENITY_IDS } from "./amenities.ts";
import { CALM_VERDICTS, SEA_CAUTIONS, WIND_SIDES } from "../sea/calm.ts";
import { FORECAST_LICENCE, FORECAST_SOURCE, FORECAST_SOURCE_URL } from "../sea/conditions.ts";
import { BEACH_TYPES, PARKING_OPTIONS, SETUPS, SORTS, STATUSES, WAVE_CONDITIONS } from "./enums.ts";
import { BEACHES_PAGE_SIZE, CALM_DAYS } from "./filters.ts";
import { ACCESS_FLAG_API_DESCRIPTIONS } from "../i18n/en/access.ts";
import { MAP_FEATURES_MAX } from "./map.ts";
import { NEARBY_AREAS_MAX, SUGGESTION_REASONS } from "./public-records.ts";

// What the JSON API answers, one zod schema per shape. The OpenAPI document is generated from them,
// the contract test holds every answer against them, and the types the server builds and the pages
// render are inferred from them (public-records.ts, map.ts, search-interpretation.ts).

const isoDate = z.iso.datetime({ offset: true });
const latLng = z.object({ latitude: z.number(), longitude: z.number() });

export const errorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

const calmVerdict = z.enum(CALM_VERDICTS);
const windSide = z.enum(WIND_SIDES);
const seaCaution = z.enum(SEA_CAUTIONS).nullable().meta({
  description:
    "What can hurt someone who trusts the verdict: offshore-wind, a wind from the land of 5 Bft or more, or gusting to 5 Bft or more, in some swimming hour (the water looks flat while it carries inflatables and swimmers out). A calm day with a caution is never shown as plain calm. Null when there is none.",
});

export const seaBody = z.object({
  day: z.enum(CALM_DAYS).meta({ description: "The list's `calm` day, or today." }),
  date: z.string().meta({ description: "'YYYY-MM-DD' in Greece." }),
  verdict: calmVerdict.meta({ description: "The verdict for most of the swimming day (10:00 to 19:00)." }),
  label: z.string().nullable().meta({
    description:
      "'Calm today'; with a caution 'Calm water today · strong wind from land: inflatables drift out'; null when there is no verdict.",
  }),
  wind: z
    .string()
    .meta({ description: "The wind of the hour that speaks for the day: 'N wind 5 Bft, blows from land'." }),
  wind_from_deg: z.number().int().min(0).max(359).nullable().meta({
    description:
      "That wind's direction, where it comes from: whole degrees clockwise from north (0 north, 90 east); null when the forecast gives none.",
  }),
  beaufort: z.number().int().min(0).max(12).nullable().meta({
    description:
      "That wind's force on the Beaufort scale; 0 for no wind, null when there is no wind forecast.",
  }),
  wind_side: windSide.nullable().meta({
    description:
      "How that wind meets the beach: onshore within 45 degrees of the facing, offshore (from the land) from 135, cross-shore between; null when the facing is unknown.",
  }),
  caution: seaCaution,
  caution_text: z
    .string()
    .nullable()
    .meta({ description: "The caution in words: 'Strong wind from land: inflatables drift out'." }),
});

const knownFlag = (description: string) =>
  z
    .boolean()
    .nullable()
    .meta({ description: `${description}; null when not known yet.` });

export const accessBody = z.object({
  wheelchair: z.enum(WHEELCHAIR_ACCESS).nullable().meta({
    description:
      "OpenStreetMap's wheelchair=yes|limited|no: YES is step-free to the sand; null when not known yet.",
  }),
  arrival: z.enum(ARRIVALS).nullable().meta({ description: "The easiest way in; null when not known yet." }),
  walk_minutes: z.number().int().min(0).max(WALK_MINUTES_MAX).nullable().meta({
    description: "Minutes on foot from where a car or bus stops, with a footpath; null when not known.",
  }),
  ...(Object.fromEntries(
    ACCESS_FLAGS.map((flag) => [flag, knownFlag(ACCESS_FLAG_API_DESCRIPTIONS[flag])]),
  ) as Record<AccessFlag, ReturnType<typeof knownFlag>>),
});

export const beachBody = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  area: z.string().meta({ description: "The area's name." }),
  area_el: z
    .string()
    .nullable()
    .meta({ description: "The area's Greek name; null until given (the English one is shown)." }),
  area_id: z.number().int(),
  area_slug: z.string(),
  description: z.string(),
  name_el: z
    .string()
    .nullable()
    .meta({ description: "The Greek name; null until given (the English one is shown)." }),
  description_el: z.string().nullable().meta({
    description: "The Greek description; null until given (the English one is shown, marked as English).",
  }),
  type: z.enum(BEACH_TYPES),
  wave_conditions: z.enum(WAVE_CONDITIONS),
  parking: z.enum(PARKING_OPTIONS),
  organized: z.boolean(),
  blue_flag: z.boolean(),
  amenities: z.array(z.enum(AMENITY_IDS)),
  latitude: z.number(),
  longitude: z.number(),
  photo_url: z.string().nullable(),
  photo_source: z.string().nullable(),
  source: z.string().nullable(),
  verified_at: isoDate.nullable(),
  status: z
    .literal("ACTIVE")
    .meta({ description: `Always ACTIVE here; records may be ${STATUSES.join(", ")}.` }),
  updated_at: isoDate,
  distance_km: z.number().optional().meta({ description: "Only when lat and lng were given." }),
  facing_deg: z.number().int().min(0).max(359).nullable().meta({
    description:
      "Which way the beach faces, out to sea: whole degrees clockwise from north (0 north, 90 east), from the coastline's shape or as an administrator set it; null when unknown.",
  }),
  access: accessBody.meta({
    description: "Getting there and getting in: each fact null until known, never a guessed no.",
  }),
  sea: seaBody.nullable().optional().meta({
    description:
      "In lists, when the forecast is on: the beach's sea verdict for the list's `calm` day (today without one); null when no verdict can be given.",
  }),
});

export const conditionsHourBody = z.object({
  time: z.string().meta({ description: "The hour, 'HH:mm', Greek time (10:00 to 19:00)." }),
  verdict: calmVerdict,
  reason: z.enum([
    "facing-unknown",
    "wind-unknown",
    "light-wind",
    "wind-from-land",
    "little-open-water",
    "wind-onshore",
    "wind-along-shore",
    "strong-wind",
    "waves-from-sea",
  ]),
  explanation: z.string().meta({ description: "The reason in one line." }),
  wind_from_deg: z
    .number()
    .int()
    .nullable()
    .meta({ description: "Where the wind comes from, degrees clockwise from north." }),
  wind_compass: z.string().nullable().meta({ description: "The same as one of 16 compass points." }),
  wind_speed_kmh: z.number().int().nullable(),
  wind_gusts_kmh: z.number().int().nullable(),
  beaufort: z.number().int().min(0).max(12).nullable(),
  wind_side: windSide.nullable().meta({
    description:
      "Onshore within 45 degrees of the facing, offshore (from the land) from 135; null when the facing is unknown.",
  }),
  wind_text: z.string().meta({ description: "'N 32 km/h, gusts 41, 5 Bft'." }),
  wave_height_m: z
    .number()
    .nullable()
    .meta({ description: "Significant wave height offshore, as forecast." }),
  swell_height_m: z.number().nullable(),
  shore_wave_m: z.number().nullable().meta({
    description: "The estimated height at the shore the verdict is made on; null without a verdict.",
  }),
  sea_temperature_c: z.number().nullable(),
  offshore_warning: z.boolean().meta({
    description: "A strong wind from the land: the water looks flat but carries floats and swimmers out.",
  }),
});

export const conditionsDayBody = z.object({
  date: z.string().meta({ description: "'YYYY-MM-DD' in Greece." }),
  day: z.enum(["today", "tomorrow"]),
  verdict: calmVerdict.meta({ description: "The verdict for most of the swimming day (10:00 to 19:00)." }),
  headline: z.string().meta({ description: "'Calm today'." }),
  summary: z.string().meta({ description: "'Calm until 13:00'." }),
  explanation: z.string().nullable().meta({ description: "Why, in one line; null without a verdict." }),
  caution: seaCaution,
  offshore_warning: z
    .string()
    .nullable()
    .meta({ description: "The warning when an hour of the day has it." }),
  hours: z.array(conditionsHourBody).max(10),
});

export const conditionsBody = z.object({
  state: z.enum(["fresh", "stale", "missing"]).meta({
    description:
      "fresh: fetched within 3 hours; stale: 3 to 6 hours old, a refresh is under way; missing: none.",
  }),
  updated_at: isoDate.nullable().meta({ description: "When the forecast was fetched; null when missing." }),
  age_minutes: z.number().int().nullable(),
  facing_deg: z.number().int().min(0).max(359).nullable(),
  notice: z.enum(["forecast-missing", "facing-unknown", "no-sea-data"]).nullable().meta({
    description:
      "Why part of it is missing: no forecast at all, the wind only (facing unknown), or no sea state.",
  }),
  notice_text: z.string().nullable(),
  source: z.literal(FORECAST_SOURCE),
  source_url: z.literal(FORECAST_SOURCE_URL),
  licence: z.literal(FORECAST_LICENCE),
  days: z.array(conditionsDayBody).max(2).meta({ description: "Today and tomorrow; empty when missing." }),
});

/** One beach with the day's sea: GET /beaches/{slug}. */
export const beachRecordBody = beachBody.extend({
  conditions: conditionsBody.nullable().meta({
    description:
      "Today's and tomorrow's sea by the hour and its verdict; null when the forecast is switched off.",
  }),
});

export const areaBody = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  name_el: z
    .string()
    .nullable()
    .meta({ description: "The Greek name; null until given (the English one is shown)." }),
  description_el: z.string().nullable().meta({
    description: "The Greek description; null until given (the English one is shown, marked as English).",
  }),
  hero_photo_url: z.string().nullable(),
  hero_photo_source: z.string().nullable(),
  status: z.literal("ACTIVE"),
  updated_at: isoDate,
  beach_count: z.number().int().meta({ description: "ACTIVE beaches in the area." }),
  centroid: latLng
    .nullable()
    .meta({ description: "Mean position of the area's ACTIVE beaches; null when it has none." }),
});

export const nearbyAreaBody = areaBody.extend({ distance_km: z.number() });

/** `{ items: [...] }`, at most `max` of them when given. */
export const items = <T extends z.ZodType>(schema: T, max?: number) =>
  z.object({ items: max ? z.array(schema).max(max) : z.array(schema) });

export const calmStatusBody = z.object({
  day: z.enum(CALM_DAYS),
  date: z.string().nullable().meta({ description: "The Greek date of the verdicts; null when none." }),
  available: z.boolean().meta({
    description: "False when no sea forecast can be served: the list is then empty and says why.",
  }),
  message: z.string().nullable(),
});

export const beachPageBody = z.object({
  items: z.array(beachBody).max(BEACHES_PAGE_SIZE),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.literal(BEACHES_PAGE_SIZE),
  pageCount: z.number().int(),
  sort: z.enum(SORTS).meta({ description: "The sort applied." }),
  sortFallback: z
    .boolean()
    .meta({ description: "True when a distance sort was asked for without lat and lng." }),
  calm: calmStatusBody.optional().meta({ description: "With `calm`: whether it could be answered." }),
});

export const countBody = z.object({
  count: z.number().int(),
  calm: calmStatusBody.optional().meta({ description: "With `calm`: whether it could be answered." }),
});

export const suggestionBody = z.object({ beach: beachBody, reason: z.enum(SUGGESTION_REASONS) });

export const interpretationBody = z.object({
  query: z.string().meta({ description: "The text, trimmed." }),
  filters: z.object({
    type: z.array(z.enum(BEACH_TYPES)),
    waveConditions: z.array(z.enum(WAVE_CONDITIONS)),
    parking: z.array(z.enum(PARKING_OPTIONS)),
    organized: z.array(z.enum(SETUPS)),
    amenities: z.array(z.enum(AMENITY_IDS)),
    blueFlag: z.boolean(),
    prefer: z.array(z.enum([...SETUPS, ...AMENITY_IDS])).meta({
      description: "Setups and amenities the text prefers ('quiet', 'for kids'): they rank, never exclude.",
    }),
    calm: z.enum(CALM_DAYS).nullable().meta({
      description:
        "The day the text wants a calm sea on, by the forecast ('calm beach today', 'no waves tomorrow', 'sheltered from the wind'); null when it names none. A calm sea without a day ('calm water') is waveConditions CALM instead.",
    }),
    access: z.array(z.enum(ACCESS_FILTERS)).meta({
      description:
        "Access filters the text asks for ('wheelchair accessible', 'dog friendly', 'nudist', 'shady', 'no long walk', 'only by boat'); each must hold, and an unknown fact never matches.",
    }),
  }),
  term: z.string().meta({ description: "Matched against beach and area names; '' when nothing is." }),
  place: z.string().nullable().meta({ description: "The area the text names, directly or by a town." }),
  area_slug: z
    .string()
    .optional()
    .meta({ description: "That area's slug: the results are restricted to it." }),
  beach: z
    .object({ slug: z.string(), name: z.string(), area_slug: z.string() })
    .nullable()
    .meta({ description: "A beach the text names; it comes first in the results." }),
  ignored: z.array(z.string()).meta({ description: "Words that name no feature, place, beach or area." }),
  near: z
    .object({
      name: z.string().meta({ description: "The town's name as the gazetteer writes it." }),
      latitude: z.number(),
      longitude: z.number(),
    })
    .nullable()
    .meta({
      description:
        "A town or village the text names ('near Chania', 'lindos'): the list is sorted by distance from it unless the request asks for another sort or gives its own position.",
    }),
});

export const searchBody = z.object({
  interpretation: interpretationBody,
  results: beachPageBody,
  unrecorded: z.array(z.enum(ACCESS_FILTERS)).meta({
    description:
      "Access filters the search asks for that no public beach has recorded yet (the site then says 'not recorded for any beach yet' and leaves them out): the results hold only beaches known to meet them, so few or none.",
  }),
});

const bbox = z
  .tuple([z.number(), z.number(), z.number(), z.number()])
  .meta({ description: "[west, south, east, north] in degrees." });

export const mapClusterBody = z.object({
  kind: z.literal("cluster"),
  id: z.string(),
  latitude: z.number().meta({ description: "The mean position of its beaches." }),
  longitude: z.number(),
  count: z.number().int().min(2),
  bounds: bbox.meta({ description: "Zoom to this box to split the cluster." }),
  verdict: calmVerdict.optional().meta({
    description:
      "With the day's verdicts (`sea` not null): the verdict most of its beaches have, the worse of equals.",
  }),
  verdicts: z
    .object({
      calm: z.number().int().min(0),
      choppy: z.number().int().min(0),
      rough: z.number().int().min(0),
      unknown: z.number().int().min(0),
    })
    .optional()
    .meta({
      description:
        "With the day's verdicts (`sea` not null): how many of its beaches have each verdict; they add up to `count`.",
    }),
  calm_caution: z.number().int().min(0).optional().meta({
    description:
      "With the day's verdicts: how many of its calm beaches carry a caution (see `caution` on a beach); they are shown apart, never as plain calm.",
  }),
});

export const mapBeachBody = z.object({
  kind: z.literal("beach"),
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  name_el: z
    .string()
    .nullable()
    .meta({ description: "The Greek name; null until given (the English one is shown)." }),
  area: z.string(),
  area_el: z
    .string()
    .nullable()
    .meta({ description: "The area's Greek name; null until given (the English one is shown)." }),
  area_slug: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  type: z.enum(BEACH_TYPES),
  organized: z.boolean(),
  blue_flag: z.boolean(),
  verdict: calmVerdict.optional().meta({
    description: "With the day's verdicts (`sea` not null): the beach's sea verdict that day.",
  }),
  wind_from_deg: z.number().int().min(0).max(359).nullable().optional().meta({
    description:
      "With the day's verdicts: where the wind that speaks for the day comes from, whole degrees clockwise from north; null when unknown.",
  }),
  beaufort: z.number().int().min(0).max(12).nullable().optional().meta({
    description: "With the day's verdicts: that wind's Beaufort force; null without a wind forecast.",
  }),
  wind_side: windSide.nullable().optional().meta({
    description: "With the day's verdicts: how that wind meets the beach; null when the facing is unknown.",
  }),
  caution: z.enum(SEA_CAUTIONS).nullable().optional().meta({
    description:
      "With the day's verdicts: what can hurt someone who trusts the verdict, as on a list item's `sea` (offshore-wind: a strong wind from the land); null when there is none.",
  }),
});

export const mapBody = z.object({
  zoom: z.number().int(),
  bbox,
  sea: z
    .object({
      day: z.enum(CALM_DAYS),
      date: z.string().meta({ description: "'YYYY-MM-DD' in Greece." }),
    })
    .nullable()
    .meta({
      description:
        "The day whose sea verdicts the features carry, filtered or not: the `calm` filter's day, else today. Null when no verdicts can be served (no forecast, or too old): features then carry none.",
    }),
  total: z.number().int().meta({ description: "Beaches matching the filters in the box." }),
  features: z.array(z.discriminatedUnion("kind", [mapClusterBody, mapBeachBody])).max(MAP_FEATURES_MAX),
});

export const nearbyAreasBody = items(nearbyAreaBody, NEARBY_AREAS_MAX);
